import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import type { Page, ProductDetail, ProductSummary } from "../../src/schemas/index.ts";
import { generateCatalogue } from "../../src/db/seed/generate.ts";

// Sizes as variants of one product (migration 005): one card and one page per product, a price per
// size and airport, the lists' price filter and order on the "from" price, old size slugs.
// No answers cache: one test changes offers and reads them back.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-variants-site-"));
fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>home</title>");
fs.writeFileSync(path.join(root, "404.html"), "<!doctype html><title>Not found</title>");
let t: TestApp;
before(async () => {
  t = await createTestApp({ catalogueCacheSeconds: 0, staticDir: root });
});
after(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });
const json = async <T>(url: string): Promise<T> => {
  const res = await get(url);
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
};
const sql = async <T>(text: string, params: unknown[] = []) => (await t.db.query<T>(text, params)).rows;

interface SizeRow {
  slug: string;
  sku: string;
  size: string;
  price: string;
}
/** Every size of every product, in size order. */
const sizeRows = () =>
  sql<SizeRow>(
    `SELECT p.slug, v.sku, v.size, v.price::text AS price FROM product_variants v JOIN products p ON p.id = v.product_id
      ORDER BY p.id, v.position`,
  );
/** A product whose sizes have different base prices. */
async function productWithPriceRange() {
  const [row] = await sql<{ slug: string; low: string; high: string; n: number }>(
    `SELECT p.slug, min(v.price)::text AS low, max(v.price)::text AS high, count(*)::int AS n
       FROM products p JOIN product_variants v ON v.product_id = p.id
      GROUP BY p.id HAVING min(v.price) < max(v.price) ORDER BY p.id LIMIT 1`,
  );
  assert.ok(row, "the seed has products whose sizes cost different amounts");
  return row;
}

test("the demo catalogue names every product once, without edition or batch numbers", () => {
  const c = generateCatalogue(10_000);
  assert.equal(new Set(c.products.map((p) => p.name)).size, 10_000);
  for (const p of c.products) assert.doesNotMatch(p.name, /\b(Edition|Batch|Cuvée|Series|Gen) \d+$/);
  // Sizes per kind, smallest first, each with its own SKU.
  assert.equal(new Set(c.variants.map((v) => v.sku)).size, c.variants.length);
  const sizesOf = (slug: string) =>
    new Set(c.variants.filter((v) => c.products[v.productId - 1].subcategoryId === c.subcategories.find((s) => s.slug === slug)!.id).map((v) => v.size));
  assert.deepEqual([...sizesOf("whisky")].sort(), ["1 L", "500 ml", "700 ml"]);
  assert.deepEqual([...sizesOf("womens-fragrances")].sort(), ["100 ml", "30 ml", "50 ml"]);
  assert.deepEqual([...sizesOf("cigarettes")], ["Carton of 200"]);
  assert.ok(c.products.filter((p) => c.variants.filter((v) => v.productId === p.id).length > 1).length > 5_000);
});

test("a search for chocolate shows each product once", async () => {
  const page = await json<Page<ProductSummary>>("/api/products/?search=chocolate&page_size=100");
  assert.ok(page.results.length > 3);
  const names = page.results.map((p) => p.name);
  assert.equal(new Set(names).size, names.length, names.join(", "));
});

test("a card is the product: its sizes, from its lowest to its highest size price", async () => {
  const sizes = await sizeRows();
  const page = await json<Page<ProductSummary>>("/api/products/?page_size=100");
  assert.ok(page.results.some((card) => card.sizes.length > 1));
  for (const card of page.results) {
    const own = sizes.filter((s) => s.slug === card.slug);
    assert.deepEqual(card.sizes, own.map((s) => s.size));
    assert.equal(card.size, own[0].size);
    const prices = own.map((s) => Number(s.price));
    assert.equal(Number(card.price), Math.min(...prices), card.slug);
    assert.equal(Number(card.max_price), Math.max(...prices), card.slug);
  }
});

test("at an airport a card's price is the lowest of the sizes sold there", async () => {
  const [airport] = await sql<{ slug: string }>("SELECT slug FROM airports ORDER BY id LIMIT 1");
  const offers = await sql<{ slug: string; low: string; high: string }>(
    `SELECT p.slug, min(o.price)::text AS low, max(o.price)::text AS high
       FROM variant_offers o JOIN product_variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
      WHERE o.airport_id = (SELECT id FROM airports WHERE slug = $1) AND o.sold GROUP BY p.slug`,
    [airport.slug],
  );
  const page = await json<Page<ProductSummary>>(`/api/products/?airport=${airport.slug}&page_size=100`);
  assert.ok(page.results.length > 0);
  for (const card of page.results) {
    const expected = offers.find((o) => o.slug === card.slug)!;
    assert.equal(card.price, expected.low);
    assert.equal(card.max_price, expected.high);
  }
});

test("the price filter and order work on the from price", async () => {
  const product = await productWithPriceRange();
  // Between its lowest and highest size price: a minimum above the from price leaves it out, a maximum keeps it.
  const between = ((Number(product.low) + Number(product.high)) / 2).toFixed(2);
  const above = await json<Page<ProductSummary>>(`/api/products/?min_price=${between}&page_size=100`);
  assert.ok(!above.results.some((p) => p.slug === product.slug));
  assert.ok(above.results.every((p) => Number(p.price) >= Number(between)));
  const below = await json<Page<ProductSummary>>(`/api/products/?max_price=${between}&page_size=100`);
  assert.ok(below.results.every((p) => Number(p.price) <= Number(between)));
  const [{ n }] = await sql<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE price <= $1", [between]);
  assert.equal(below.count, n);
  const ordered = (await json<Page<ProductSummary>>("/api/products/?ordering=-price&page_size=100")).results.map((p) =>
    Number(p.price),
  );
  assert.deepEqual(ordered, [...ordered].sort((a, b) => b - a));
});

test("a detail lists its sizes, each with its SKU, price, stock and airports", async () => {
  const product = await productWithPriceRange();
  const own = (await sizeRows()).filter((s) => s.slug === product.slug);
  const detail = await json<ProductDetail>(`/api/products/${product.slug}/`);
  assert.equal(detail.sku, own[0].sku);
  assert.deepEqual(
    detail.variants.map((v) => [v.sku, v.size, v.price]),
    own.map((s) => [s.sku, s.size, s.price]),
  );
  assert.equal(detail.selected_size, undefined);
  const offers = await sql<{ sku: string; airport: string; price: string; duty_paid: string | null; stock: number }>(
    `SELECT v.sku, a.slug AS airport, o.price::text AS price, o.duty_paid_price::text AS duty_paid, o.stock
       FROM variant_offers o JOIN product_variants v ON v.id = o.variant_id JOIN airports a ON a.id = o.airport_id
      WHERE v.product_id = (SELECT id FROM products WHERE slug = $1) AND o.sold`,
    [product.slug],
  );
  for (const variant of detail.variants) {
    const mine = offers.filter((o) => o.sku === variant.sku);
    // In the order of the product's own availability (by city).
    const sold = new Set(variant.availability.map((o) => o.airport));
    assert.deepEqual(
      variant.availability.map((o) => o.airport),
      detail.availability.map((a) => a.airport).filter((slug) => sold.has(slug)),
    );
    assert.equal(variant.availability.length, mine.length);
    for (const offer of variant.availability) {
      const row = mine.find((o) => o.airport === offer.airport)!;
      assert.deepEqual(offer, {
        airport: row.airport,
        price: row.price,
        duty_paid_price: row.duty_paid,
        stock: row.stock,
        in_stock: row.stock > 0,
      });
    }
    assert.equal(variant.in_stock, mine.some((o) => o.stock > 0));
  }

  // At an airport, each size is priced there.
  const offer = offers[0];
  const local = await json<ProductDetail>(`/api/products/${product.slug}/?airport=${offer.airport}`);
  const variant = local.variants.find((v) => v.sku === offer.sku)!;
  assert.equal(variant.price, offer.price);
  assert.equal(variant.duty_paid_price, offer.duty_paid);
  assert.equal(variant.in_stock, offer.stock > 0);
  // The bulk details the build reads carry the same sizes.
  const page = await json<Page<ProductDetail>>("/api/products/details/?page_size=100");
  const same = page.results.find((p) => p.slug === product.slug)!;
  assert.deepEqual(same.variants, detail.variants);
});

test("a size no airport sells any more leaves the from price once the offers are refreshed", async () => {
  const product = await productWithPriceRange();
  const [cheapest] = await sql<{ id: number; sku: string }>(
    `SELECT v.id, v.sku FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.slug = $1 ORDER BY v.price, v.id LIMIT 1`,
    [product.slug],
  );
  const before = await json<ProductDetail>(`/api/products/${product.slug}/`);
  await t.db.query("UPDATE variant_offers SET sold = false WHERE variant_id = $1", [cheapest.id]);
  await t.db.query("UPDATE product_variants SET price = price + 1000 WHERE id = $1", [cheapest.id]);
  await t.db.query("SELECT refresh_product_offers()");
  try {
    const after = await json<ProductDetail>(`/api/products/${product.slug}/`);
    assert.ok(Number(after.price) > Number(before.price));
    assert.deepEqual(after.variants.find((v) => v.sku === cheapest.sku)!.availability, []);
    assert.equal(after.variants.find((v) => v.sku === cheapest.sku)!.in_stock, false);
    for (const a of after.availability) {
      const prices = after.variants.flatMap((v) => v.availability.filter((o) => o.airport === a.airport).map((o) => Number(o.price)));
      assert.equal(Number(a.price), Math.min(...prices));
    }
  } finally {
    await t.db.query("UPDATE variant_offers SET sold = true WHERE variant_id = $1", [cheapest.id]);
    await t.db.query("UPDATE product_variants SET price = price - 1000 WHERE id = $1", [cheapest.id]);
    await t.db.query("SELECT refresh_product_offers()");
  }
});

test("the old slug of a size answers its product with that size chosen; its page redirects", async () => {
  const [old] = await sql<{ old_slug: string; slug: string; sku: string }>(
    `SELECT r.old_slug, p.slug, v.sku FROM product_slug_redirects r
       JOIN products p ON p.id = r.product_id JOIN product_variants v ON v.id = r.variant_id
      WHERE v.position = 1 ORDER BY r.old_slug LIMIT 1`,
  );
  assert.ok(old, "the seed records old size slugs");
  const detail = await json<ProductDetail>(`/api/products/${old.old_slug}/`);
  assert.equal(detail.slug, old.slug);
  assert.equal(detail.selected_size, old.sku);

  const page = await get(`/products/${old.old_slug}/`);
  assert.equal(page.statusCode, 301);
  assert.equal(page.headers.location, `/products/${old.slug}/?size=${old.sku}`);
  // In another language the redirect keeps the language.
  for (const lang of ["pl", "de"]) {
    const localized = await get(`/${lang}/products/${old.old_slug}/`);
    assert.equal(localized.statusCode, 301);
    assert.equal(localized.headers.location, `/${lang}/products/${old.slug}/?size=${old.sku}`);
  }
  assert.equal((await get(`/fr/products/${old.old_slug}/`)).statusCode, 404);
  // Anything else that does not exist is still a 404, and the API's own 404 is untouched.
  assert.equal((await get("/products/no-such-product-at-all/")).statusCode, 404);
  assert.equal((await get("/api/products/no-such-product-at-all/")).statusCode, 404);
  assert.equal((await get(`/brands/${old.old_slug}/`)).statusCode, 404);
});
