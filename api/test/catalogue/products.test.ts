import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { createTestApp, TEST_SEED_PRODUCTS, type TestApp } from "../helpers/app.ts";
import type { Page, ProductDetail, ProductSummary } from "../../src/schemas/index.ts";
import { ARTWORK_VERSION } from "../../src/lib/artwork/index.ts";
import { Value } from "@sinclair/typebox/value";
import { Paginated } from "../../src/schemas/common.ts";
import { ProductSummary as ProductSummarySchema } from "../../src/schemas/catalogue.ts";
import { loadProductSummaryMap } from "../../src/lib/product-summary.ts";
import { productList } from "../../src/repositories/products.ts";

// Read-only routes: one app for the whole file.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const list = async (query: string): Promise<Page<ProductSummary>> => {
  const res = await get(`/api/products/?${query}`);
  assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
  return res.json();
};
const slugs = (page: Page<ProductSummary>) => page.results.map((p) => p.slug);
const sql = async <T>(text: string, params: unknown[] = []) => (await t.db.query<T>(text, params)).rows;
/** JavaScript's code-unit order of lowercased names is what ORDER BY lower(name) COLLATE "C" gives. */
const byName = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

test("a list's answer, written from its cards' kept JSON texts (lib/card-json.ts), is exactly the schema's and SQL's cards", async () => {
  const schema = Paginated(ProductSummarySchema);
  const cardKeys = Object.keys(ProductSummarySchema.properties);
  // Every language, prices at an airport and base prices, a search, a last page and an empty one; each
  // asked again with another page size (another URL: the answers cache misses, the cards' texts are kept).
  const queries = ["", "airport=waw&ordering=-price", "search=gin&lang=de", "lang=pl&page=4", "airport=waw&brand=no-such-brand"];
  let compared = 0;
  for (const pageSize of [7, 8]) {
    for (const query of queries) {
      const res = await get(`/api/products/?${query}&page_size=${pageSize}`);
      assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
      assert.equal(res.headers["x-cache"], undefined, `${query}: built, not from the answers cache`);
      assert.match(String(res.headers["content-type"]), /^application\/json; charset=utf-8$/);
      const answer = res.json() as Page<ProductSummary>;
      // What the serializer would have done: every field of the declared type, nothing undeclared to drop.
      assert.ok(Value.Check(schema, answer), `${query}: ${[...Value.Errors(schema, answer)].map((e) => `${e.path} ${e.message}`).join("; ")}`);
      assert.deepEqual(Value.Clean(schema, structuredClone(answer)), answer, query);
      // Each card as SQL makes it at that airport, in that language, its keys in the schema's order.
      const airport = new URLSearchParams(query).get("airport");
      const lang = (new URLSearchParams(query).get("lang") ?? "en") as "en" | "pl" | "de";
      const ids = (await sql<{ id: number; slug: string }>("SELECT id, slug FROM products WHERE slug = ANY($1)", [answer.results.map((c) => c.slug)]));
      const bySlug = new Map([...(await loadProductSummaryMap(t.db, ids.map((r) => r.id), airport, lang)).values()].map((c) => [c.slug, c]));
      for (const card of answer.results) {
        assert.deepEqual(card, bySlug.get(card.slug), `${query}: ${card.slug}`);
        assert.deepEqual(Object.keys(card), cardKeys.filter((key) => key in card), `${query}: ${card.slug}'s key order`);
        compared++;
      }
    }
  }
  assert.ok(compared > 40, `${compared} cards compared`);
  const quote = await get("/api/products/?search=%22");
  assert.equal(quote.statusCode, 200);
  assert.doesNotThrow(() => quote.json());
});

test("the list is a DRF page of product cards, by name by default", async () => {
  const page = await list("");
  assert.equal(page.count, TEST_SEED_PRODUCTS);
  assert.equal(page.results.length, 20);
  assert.equal(page.next, "/api/products/?page=2");
  assert.equal(page.previous, null);
  const names = page.results.map((p) => p.name);
  assert.deepEqual(names, [...names].sort(byName));
  const card = page.results[0];
  assert.match(card.price, /^\d+\.\d{2}$/);
  // A card names the card-sized drawing (lib/images.ts); catalogue/media.test.ts follows it to its picture.
  assert.deepEqual(card.image, { url: `/media/products/${card.slug}.w400.svg?v=${ARTWORK_VERSION}`, width: 400, height: 400, alt: card.name });
  assert.deepEqual(card.available_at, [...card.available_at].sort());

  const last = await list("page=4");
  assert.equal(last.next, null);
  assert.equal(last.previous, "/api/products/?page=3");
  const everything = await list("page_size=100");
  assert.equal(new Set(slugs(everything)).size, TEST_SEED_PRODUCTS);
  assert.deepEqual(slugs(last), slugs(everything).slice(60, 80));
});

test("a page past the end is 404 Invalid page.", async () => {
  const res = await get("/api/products/?page=5");
  assert.equal(res.statusCode, 404);
  assert.deepEqual(res.json(), { message: "Invalid page." });
});

test("brand, category, subcategory and section filters, alone and together", async () => {
  const [brand] = await sql<{ slug: string; n: number }>(
    "SELECT b.slug, count(*)::int AS n FROM products p JOIN brands b ON b.id = p.brand_id GROUP BY b.slug ORDER BY n DESC, b.slug LIMIT 1",
  );
  const byBrand = await list(`brand=${brand.slug}&page_size=100`);
  assert.equal(byBrand.count, brand.n);
  assert.ok(byBrand.results.every((p) => p.brand.slug === brand.slug));

  const spirits = await list("category=spirits&page_size=100");
  assert.ok(spirits.count > 0);
  assert.ok(spirits.results.every((p) => p.category.slug === "spirits" && p.adult));

  const whisky = await list("subcategory=whisky&page_size=100");
  assert.ok(whisky.count > 0 && whisky.count < spirits.count);
  assert.ok(whisky.results.every((p) => p.subcategory.slug === "whisky"));

  const both = await list(`category=spirits&brand=${byBrand.results[0].brand.slug}`);
  assert.equal(both.count, byBrand.results.filter((p) => p.category.slug === "spirits").length);

  const [section] = await sql<{ slug: string; n: number }>(
    "SELECT t.slug, count(*)::int AS n FROM thematic_sections t JOIN section_products sp ON sp.section_id = t.id GROUP BY t.slug ORDER BY t.slug LIMIT 1",
  );
  assert.equal((await list(`section=${section.slug}`)).count, section.n);
});

test("an unknown filter slug gives an empty page, not an error", async () => {
  for (const filter of ["airport", "brand", "category", "subcategory", "section"]) {
    assert.deepEqual(await list(`${filter}=no-such-thing`), { count: 0, next: null, previous: null, results: [] });
  }
});

test("orderings: price, -price, name, -name, newest", async () => {
  const prices = (await list("ordering=price&page_size=100")).results.map((p) => Number(p.price));
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
  );
  const desc = (await list("ordering=-price&page_size=100")).results.map((p) => Number(p.price));
  assert.deepEqual(
    desc,
    [...desc].sort((a, b) => b - a),
  );
  const names = (await list("ordering=-name&page_size=100")).results.map((p) => p.name);
  assert.deepEqual(names, [...names].sort(byName).reverse());

  const newest = slugs(await list("ordering=newest&page_size=100"));
  const expected = await sql<{ slug: string }>("SELECT slug FROM products ORDER BY created_at DESC, id DESC");
  assert.deepEqual(
    newest,
    expected.map((r) => r.slug),
  );
  // Without a search, relevance has nothing to rank and falls back to the name order.
  assert.deepEqual(slugs(await list("ordering=relevance")), slugs(await list("")));
});

test("min_price and max_price bound the price, and min > max is a 400", async () => {
  const page = await list("min_price=20&max_price=60&page_size=100");
  assert.ok(page.count > 0);
  assert.ok(page.results.every((p) => Number(p.price) >= 20 && Number(p.price) <= 60));
  const [{ n }] = await sql<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE price BETWEEN 20 AND 60");
  assert.equal(page.count, n);
  const exact = await list("min_price=20.5&max_price=20.5");
  assert.ok(exact.results.every((p) => p.price === "20.50"));

  const res = await get("/api/products/?min_price=50&max_price=10");
  assert.equal(res.statusCode, 400);
  assert.match(res.json().message, /min_price/);
});

test("with an airport: only products in stock there, at that airport's price, filtered by that price", async () => {
  const rows = await sql<{ slug: string; price: string }>(
    `SELECT p.slug, pa.price::text AS price FROM product_availability pa
     JOIN products p ON p.id = pa.product_id JOIN airports a ON a.id = pa.airport_id
     WHERE a.slug = 'lhr' AND pa.in_stock`,
  );
  const expected = new Map(rows.map((r) => [r.slug, r.price]));
  const page = await list("airport=lhr&page_size=100");
  assert.equal(page.count, expected.size);
  for (const p of page.results) {
    assert.equal(p.price, expected.get(p.slug), p.slug);
    assert.ok(p.available_at.includes("lhr"));
  }
  // The airport's prices differ from the base prices somewhere: the test would prove nothing otherwise.
  const base = new Map((await list("page_size=100")).results.map((p) => [p.slug, p.price]));
  assert.ok(page.results.some((p) => p.price !== base.get(p.slug)));

  const cheap = await list("airport=lhr&max_price=30&ordering=-price&page_size=100");
  assert.equal(cheap.count, [...expected.values()].filter((v) => Number(v) <= 30).length);
  assert.ok(cheap.results.every((p) => Number(p.price) <= 30));
  assert.equal(
    cheap.results[0].price,
    [...expected.values()].filter((v) => Number(v) <= 30).sort((a, b) => Number(b) - Number(a))[0],
  );
});

test("search: a prefix finds the brand, and a brand's name ranks its own products first", async () => {
  const chan = await list("search=chan");
  assert.ok(chan.count > 0);
  assert.ok(chan.results.every((p) => /\bchan/i.test(`${p.name} ${p.brand.name}`)));

  const [brand] = await sql<{ name: string; slug: string; n: number }>(
    `SELECT b.name, b.slug, count(*)::int AS n FROM products p JOIN brands b ON b.id = p.brand_id
     GROUP BY b.name, b.slug HAVING count(*) >= 2 ORDER BY n DESC, b.slug LIMIT 1`,
  );
  const found = await list(`search=${encodeURIComponent(brand.name)}&page_size=100`);
  assert.ok(found.count >= brand.n);
  assert.ok(
    found.results.slice(0, brand.n).every((p) => p.brand.slug === brand.slug),
    JSON.stringify(slugs(found)),
  );

  // Searching is case-insensitive and diacritics in the query are kept, not dropped.
  assert.deepEqual(
    slugs(await list(`search=${encodeURIComponent(brand.name.toUpperCase())}&page_size=100`)),
    slugs(found),
  );
});

test("search: several words narrow, 'or' widens, '-' excludes, and punctuation alone finds nothing", async () => {
  const whisky = await list("search=whisky&page_size=100");
  const vodka = await list("search=vodka&page_size=100");
  const either = await list("search=whisky%20or%20vodka&page_size=100");
  assert.ok(whisky.count > 0 && vodka.count > 0);
  assert.ok(either.count >= Math.max(whisky.count, vodka.count));
  const narrowed = await list("search=whisky%20single&page_size=100");
  assert.ok(narrowed.count <= whisky.count);
  const withoutPeat = await list("search=whisky%20-peated&page_size=100");
  assert.ok(withoutPeat.results.every((p) => !/peated/i.test(p.name)));

  assert.equal((await list("search=%3F%3F%3F")).count, 0);
  // Only spaces: no search at all.
  assert.equal((await list("search=%20%20")).count, TEST_SEED_PRODUCTS);
  // An explicit ordering wins over relevance.
  const byPrice = (await list("search=whisky&ordering=price&page_size=100")).results.map((p) => Number(p.price));
  assert.deepEqual(
    byPrice,
    [...byPrice].sort((a, b) => a - b),
  );
});

test("a search at any airport, in any order and with other filters lists what one SQL query lists (lib/product-list-ids.ts)", async () => {
  const airports = (await sql<{ slug: string }>("SELECT slug FROM airports ORDER BY id LIMIT 3")).map((r) => r.slug);
  const [category] = await sql<{ slug: string }>(
    "SELECT c.slug FROM categories c JOIN products p ON p.category_id = c.id GROUP BY c.slug ORDER BY count(*) DESC LIMIT 1",
  );
  // The six commonest words of names, a prefix, two words, 'or', an exclusion and a search of nothing.
  const words = (await sql<{ word: string }>(
    `SELECT word FROM (SELECT lower(w[1]) AS word, count(*) AS n FROM products, regexp_matches(name, '([[:alpha:]]{4,})', 'g') AS w
      GROUP BY 1) c ORDER BY n DESC, word LIMIT 6`,
  )).map((r) => r.word);
  const searches = [...words, "chan", "whisky single", "whisky or vodka", "gin -london", "???"];
  const orderings = [undefined, "relevance", "price", "-price", "name", "-name", "newest"] as const;
  const filters = [{}, ...airports.map((airport) => ({ airport })), { category: category.slug }, { airport: airports[0], min_price: 20, max_price: 80 }];
  let compared = 0;
  let reordered = 0;
  for (const search of searches) {
    for (const filter of filters) {
      for (const ordering of orderings) {
        const query = { ...filter, search, ...(ordering ? { ordering } : {}) };
        const qs = new URLSearchParams(Object.entries({ ...query, page_size: "100" }).map(([k, v]) => [k, String(v)])).toString();
        const answer = await list(qs);
        const ids = await productList(query).ids(t.db);
        const bySlug = new Map((await sql<{ id: number; slug: string }>("SELECT id, slug FROM products WHERE id = ANY($1)", [ids])).map((r) => [r.id, r.slug]));
        assert.equal(answer.count, ids.length, qs);
        assert.deepEqual(slugs(answer), ids.slice(0, 100).map((id) => bySlug.get(id)), qs);
        compared++;
        if (ordering === "relevance" && answer.count > 1) {
          const byName = await productList({ ...query, ordering: "name" }).ids(t.db);
          if (byName.some((id, i) => id !== ids[i])) reordered++;
        }
      }
    }
  }
  assert.equal(compared, searches.length * filters.length * orderings.length);
  // Relevance differs from the name order somewhere, or the test could not tell the two apart.
  assert.ok(reordered > 5, `${reordered} searches ranked otherwise than by name`);
});

test("a product's detail: availability per airport, sections, related products, views", async () => {
  const [row] = await sql<{ slug: string; id: number }>(
    "SELECT p.slug, p.id FROM products p JOIN section_products sp ON sp.product_id = p.id ORDER BY p.id LIMIT 1",
  );
  const res = await get(`/api/products/${row.slug}/`);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers["cache-control"], "public, max-age=60");
  const p: ProductDetail = res.json();
  assert.equal(p.slug, row.slug);
  assert.match(p.sku, /^[A-Z]{3}-\d{6}(-\d)?$/); // the default size's SKU
  assert.ok(p.description.length > 20);
  assert.ok(p.sections.length >= 1);
  // `image` is the card's (the card-sized drawing), `images` the product page's.
  assert.ok(p.images.length >= 1 && p.images[0].url === p.image.url.replace(".w400.svg?", ".svg?"));

  const availability = await sql<{ airport: string; price: string; in_stock: boolean }>(
    `SELECT a.slug AS airport, pa.price::text AS price, pa.in_stock FROM product_availability pa
     JOIN airports a ON a.id = pa.airport_id WHERE pa.product_id = $1`,
    [row.id],
  );
  assert.equal(p.availability.length, availability.length);
  for (const a of p.availability) {
    const expected = availability.find((x) => x.airport === a.airport)!;
    assert.equal(a.price, expected.price);
    assert.equal(a.in_stock, expected.in_stock);
    assert.match(a.iata, /^[A-Z]{3}$/);
  }
  assert.deepEqual(
    p.available_at,
    p.availability
      .filter((a) => a.in_stock)
      .map((a) => a.airport)
      .sort(),
  );

  assert.ok(p.related.length <= 8);
  assert.ok(p.related.every((r) => r.subcategory.slug === p.subcategory.slug && r.slug !== p.slug));

  // Priced at one of its airports.
  const at = p.availability[0];
  const priced: ProductDetail = (await get(`/api/products/${row.slug}/?airport=${at.airport}`)).json();
  assert.equal(priced.price, at.price);

  const missing = await get("/api/products/no-such-product/");
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().message, "Product not found.");
});

test("the main page: featured, new arrivals, sections, brands, categories and articles", async () => {
  const res = await get("/api/products/mainpage/");
  assert.equal(res.statusCode, 200);
  const home = res.json();
  assert.ok(home.featured.length > 0 && home.featured.length <= 8);
  assert.equal(home.new_arrivals.length, 8);
  assert.deepEqual(
    home.new_arrivals.map((p: ProductSummary) => p.slug),
    slugs(await list("ordering=newest&page_size=8")),
  );
  assert.ok(
    home.sections.length >= 4 && home.brands.length > 0 && home.categories.length >= 8 && home.articles.length > 0,
  );

  const waw: { featured: ProductSummary[]; new_arrivals: ProductSummary[] } = (
    await get("/api/products/mainpage/?airport=waw")
  ).json();
  const atWaw = new Map((await list("airport=waw&page_size=100")).results.map((p) => [p.slug, p.price]));
  for (const p of [...waw.featured, ...waw.new_arrivals]) assert.equal(p.price, atWaw.get(p.slug), p.slug);
});

test("bad product queries are 4xx with a message", async () => {
  for (const query of [
    "page=-1",
    "page=1.5",
    "page_size=1000",
    "page_size=0",
    "min_price=abc",
    "min_price=-5",
    "max_price=1e12",
    "min_price=1e999",
    "page=1e999",
    "page_size=1e999",
    `search=${"a".repeat(5000)}`,
    "brand=Bad%20Slug!",
    "airport=WAW",
    "ordering=bogus",
    "brand=a&brand=b",
    "search=a%00b",
  ]) {
    const res = await get(`/api/products/?${query}`);
    assert.equal(res.statusCode, 400, `${query}: ${res.statusCode}`);
    assert.equal(typeof res.json().message, "string");
  }
});

test("no query string of any shape makes the product list fail with a 5xx", async () => {
  const value = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ maxLength: 20, unit: "grapheme" }),
    fc.string({ maxLength: 20, unit: "binary" }),
    fc.integer().map(String),
    fc.constantFrom("", "-1", "1e999", "NaN", "%", "chan:*&!|", "a or or -b", "'quoted'", "½ ²", "\\x00"),
  );
  const key = fc.constantFrom(
    "page",
    "page_size",
    "airport",
    "brand",
    "category",
    "subcategory",
    "section",
    "search",
    "min_price",
    "max_price",
    "ordering",
  );
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 4 }), async (pairs) => {
      const query = new URLSearchParams(pairs).toString();
      const res = await get(`/api/products/?${query}`);
      assert.ok(res.statusCode < 500, `${query} gave ${res.statusCode}: ${res.body}`);
    }),
    { numRuns: 150 },
  );
});
