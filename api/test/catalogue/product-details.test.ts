import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, TEST_SEED_PRODUCTS, type TestApp } from "../helpers/app.ts";
import { ProductSummary, type Page, type ProductDetail, type ProductDetailRelatedSlugs } from "../../src/schemas/index.ts";
import { loadProductSummaryMap } from "../../src/lib/product-summary.ts";
import { Value } from "@sinclair/typebox/value";
import { FormatRegistry } from "@sinclair/typebox";
import { ProductDetail as ProductDetailSchema } from "../../src/schemas/catalogue.ts";

// GET /api/products/details/: every product's detail, paginated by id, for the storefront's build.
// Read-only: one app for the whole file.
let t: TestApp;
before(async () => {
  // This file writes products behind the API, so catalogue reads must not come from the in-memory cache.
  t = await createTestApp({ catalogueCacheSeconds: 0 });
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const details = async (query: string): Promise<Page<ProductDetail>> => {
  const res = await get(`/api/products/details/?${query}`);
  assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
  return res.json();
};
const sql = async <T>(text: string, params: unknown[] = []) => (await t.db.query<T>(text, params)).rows;

/** The keys of `value` and of every object in it, in order, with where they are. */
function keyOrder(value: unknown, at = "", out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item, i) => keyOrder(item, `${at}[${i}]`, out));
  else if (value && typeof value === "object") {
    out.push(`${at}: ${Object.keys(value).join(",")}`);
    for (const [key, item] of Object.entries(value)) keyOrder(item, `${at}.${key}`, out);
  }
  return out;
}

test("each entry of a page deep-equals the single-detail answer for that product", async () => {
  const page = await details("page=2&page_size=30");
  const expected = await sql<{ slug: string }>("SELECT slug FROM products ORDER BY id LIMIT 30 OFFSET 30");
  assert.deepEqual(
    page.results.map((p) => p.slug),
    expected.map((r) => r.slug),
  );
  for (const product of page.results) {
    const single = await get(`/api/products/${product.slug}/`);
    assert.equal(single.statusCode, 200);
    assert.deepEqual(product, single.json(), product.slug);
    // Written by JSON.stringify (lib/native-json.ts), in the order the schema gives the single answer.
    assert.deepEqual(keyOrder(product), keyOrder(single.json()), product.slug);
  }
  // The page exercises what could drift: related products, sections, several views and airports.
  assert.ok(page.results.some((p) => p.related.length > 1));
  assert.ok(page.results.some((p) => p.sections.length > 0));
  assert.ok(page.results.some((p) => p.images.length > 1));
  assert.ok(page.results.some((p) => p.availability.some((a) => !a.in_stock)));
});

test("with an airport, the entries are priced as the single detail at that airport", async () => {
  const page = await details("airport=lhr&page_size=25");
  for (const product of page.results) {
    assert.deepEqual(product, (await get(`/api/products/${product.slug}/?airport=lhr`)).json(), product.slug);
  }
  const base = await details("page_size=25");
  assert.ok(page.results.some((p, i) => p.price !== base.results[i].price));
});

test("the pages are a DRF envelope that covers every product once, in id order", async () => {
  const first = await details("page_size=30");
  assert.equal(first.count, TEST_SEED_PRODUCTS);
  assert.equal(first.previous, null);
  assert.equal(first.next, "/api/products/details/?page_size=30&page=2");
  const last = await details("page=3&page_size=30");
  assert.equal(last.next, null);
  assert.equal(last.previous, "/api/products/details/?page=2&page_size=30");
  assert.equal(last.results.length, TEST_SEED_PRODUCTS - 60);

  const all = await details("page_size=100");
  assert.equal(all.results.length, TEST_SEED_PRODUCTS);
  const ids = await sql<{ slug: string }>("SELECT slug FROM products ORDER BY id");
  assert.deepEqual(
    all.results.map((p) => p.slug),
    ids.map((r) => r.slug),
  );
  // The default page size is the lists' 20.
  assert.equal((await details("")).results.length, 20);

  const past = await get("/api/products/details/?page=99");
  assert.equal(past.statusCode, 404);
  assert.deepEqual(past.json(), { message: "Invalid page." });
});

test("the static path wins over /:slug/, and no product slug can be shadowed by it", async () => {
  const res = await get("/api/products/details/");
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers["cache-control"], "public, max-age=60");
  assert.ok(Array.isArray(res.json().results));
  const shadowed = await sql<{ slug: string }>(
    "SELECT slug FROM products WHERE slug IN ('details', 'mainpage') OR position('-' in slug) = 0",
  );
  assert.deepEqual(shadowed, []);
});

test("related=slugs: each entry is the detail with its related products' slugs, and each related card is that product's own detail cut to a card", async () => {
  const cards = await details("page_size=100");
  const res = await get("/api/products/details/?page_size=100&related=slugs");
  assert.equal(res.statusCode, 200, res.body);
  const linked: Page<ProductDetailRelatedSlugs> = res.json();
  assert.deepEqual({ ...linked, results: [] }, { ...cards, results: [] }); // one page: the test catalogue holds fewer than 100
  assert.equal(linked.results.length, cards.results.length);
  cards.results.forEach(({ related, ...detail }, i) => {
    assert.deepEqual(linked.results[i], { ...detail, related_slugs: related.map((card) => card.slug) }, detail.slug);
    // In the same place: the build puts the cards back and gets the same detail, key for key.
    assert.deepEqual(
      Object.keys(linked.results[i]!),
      Object.keys(cards.results[i]!).map((key) => (key === "related" ? "related_slugs" : key)),
    );
  });
  // What a build that reads every detail relies on (src/build/product-pages.ts): every related product is in
  // the read, and its card is its detail's summary fields, in every language.
  const cardFields = Object.keys(ProductSummary.properties);
  for (const lang of ["en", "pl", "de"]) {
    const all = await details(`page_size=100&lang=${lang}`);
    const bySlug = new Map(all.results.map((product) => [product.slug, product]));
    let compared = 0;
    for (const product of all.results) {
      for (const card of product.related) {
        const own = bySlug.get(card.slug);
        assert.ok(own, `${lang}: ${product.slug}'s related ${card.slug} is not in the read`);
        assert.deepEqual(card, Object.fromEntries(cardFields.filter((key) => key in own).map((key) => [key, own[key as keyof ProductDetail]])), card.slug);
        compared++;
      }
    }
    assert.ok(compared > all.results.length, `${lang}: ${compared} related cards compared`);
  }
  const bad = await get("/api/products/details/?related=ids");
  assert.equal(bad.statusCode, 400);
  assert.equal(typeof bad.json().message, "string");
});

test("bad input is a 4xx with a message", async () => {
  for (const query of [
    "page=0",
    "page=-1",
    "page=1.5",
    "page=abc",
    "page=1e999",
    "page_size=0",
    "page_size=101",
    "page_size=1e999",
    "page_size=x",
    "airport=WAW",
    "airport=Bad%20Slug!",
    "page=1&page=2",
  ]) {
    const res = await get(`/api/products/details/?${query}`);
    assert.equal(res.statusCode, 400, `${query}: ${res.statusCode} ${res.body}`);
    assert.equal(typeof res.json().message, "string");
  }
  // An unknown airport prices at the base price, as the single detail does.
  const unknown = await details("airport=no-such-airport&page_size=5");
  const base = await details("page_size=5");
  assert.deepEqual(unknown, { ...base, next: "/api/products/details/?airport=no-such-airport&page_size=5&page=2" });
});

test("at every airport a detail and its related cards are the cards SQL makes there (price, highest price, every field), from one base row", async () => {
  // A detail reads its product's row once at base prices and prices it at the airport in JavaScript
  // (lib/product-detail.ts, atAirport), and so are its related products' cards (cardsById); the
  // listings' SQL cards (summaryColumns) price in SQL. Both must agree for every product at every
  // airport, the ones it is not sold at included.
  const cardFields = Object.keys(ProductSummary.properties);
  const airports = await sql<{ slug: string }>("SELECT slug FROM airports ORDER BY slug");
  const { rows } = await t.db.query<{ id: number }>("SELECT id FROM products ORDER BY id");
  const ids = rows.map((r) => r.id);
  let listedSomewhere = 0;
  let relatedCompared = 0;
  for (const airport of [null, ...airports.map((a) => a.slug)]) {
    const cards = new Map([...(await loadProductSummaryMap(t.db, ids, airport))].map(([, card]) => [card.slug, card]));
    const query = airport ? `airport=${airport}&page_size=100` : "page_size=100";
    const page = await details(query);
    assert.equal(page.results.length, TEST_SEED_PRODUCTS);
    for (const product of page.results) {
      const card = cards.get(product.slug)!;
      assert.deepEqual([product.price, product.max_price], [card.price, card.max_price], `${product.slug} at ${airport}`);
      const ownCard = Object.fromEntries(cardFields.filter((key) => key in product).map((key) => [key, product[key as keyof ProductDetail]]));
      assert.deepEqual(ownCard, card, `${product.slug}'s card fields at ${airport}`);
      for (const related of product.related) assert.deepEqual(related, cards.get(related.slug), `${product.slug}'s related ${related.slug} at ${airport}`);
      relatedCompared += product.related.length;
      if (airport && product.availability.some((a) => a.airport === airport)) listedSomewhere++;
    }
  }
  assert.ok(listedSomewhere > TEST_SEED_PRODUCTS, "the airports' own prices were compared, not only base prices");
  assert.ok(relatedCompared > TEST_SEED_PRODUCTS * airports.length, `${relatedCompared} related cards compared`);
});

test("with the catalogue memos on (the default), answers built from memoised pieces are the same", async () => {
  const cached = await createTestApp(); // CATALOGUE_CACHE_SECONDS 60: airports, rankings and cards memoised
  try {
    const getCached = async (url: string) => {
      const res = await cached.app.inject({ method: "GET", url });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json();
    };
    for (const query of ["page_size=100", "airport=lhr&page_size=100", "page=2&page_size=30"]) {
      assert.deepEqual(await getCached(`/api/products/details/?${query}`), await details(query), query);
    }
    // Single products after the pages: their pieces now come from the memos.
    const page = await details("page_size=40");
    for (const product of page.results) {
      for (const suffix of ["", "?airport=lhr", "?airport=no-such-airport"]) {
        const url = `/api/products/${product.slug}/${suffix}`;
        assert.deepEqual(await getCached(url), (await get(url)).json(), url);
      }
    }
  } finally {
    await cached.close();
  }
});

test("a product's page, written from pieces kept with its row (lib/product-detail-json.ts), is its detail at every airport", async () => {
  // The memos on, so a product's kept pieces, written at its first airport, serve all the others; each
  // answer is compared with the detail as objects (loadProductDetails, the details route) read afresh.
  const cached = await createTestApp();
  try {
    const airports = [null, ...(await sql<{ slug: string }>("SELECT slug FROM airports ORDER BY slug")).map((a) => a.slug), "no-such-airport"];
    const schema = ProductDetailSchema;
    // TypeBox checks a format only when told what it means: an ISO 8601 instant, as toISOString writes it.
    if (!FormatRegistry.Has("date-time")) FormatRegistry.Set("date-time", (v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(v));
    let compared = 0;
    for (const airport of airports) {
      const query = airport ? `airport=${airport}&page_size=100` : "page_size=100";
      for (const expected of (await details(query)).results) {
        const url = `/api/products/${expected.slug}/${airport ? `?airport=${airport}` : ""}`;
        const res = await cached.app.inject({ method: "GET", url });
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
        assert.match(String(res.headers["content-type"]), /^application\/json; charset=utf-8$/);
        const answer = res.json();
        assert.deepEqual(answer, expected, url);
        assert.deepEqual(keyOrder(answer), keyOrder(expected), url);
        assert.ok(Value.Check(schema, answer), `${url}: ${[...Value.Errors(schema, answer)].map((e) => `${e.path} ${e.message}`).join("; ")}`);
        assert.deepEqual(Value.Clean(schema, structuredClone(answer)), answer, url);
        compared++;
      }
    }
    assert.equal(compared, TEST_SEED_PRODUCTS * airports.length);
  } finally {
    await cached.close();
  }
});

// Last, because it writes: the seed's 80 products leave at most 7 others in a subcategory, so the cap
// of 8 related products and its ranking (same brand first, then by name) need a crowded subcategory.
test("a crowded subcategory: both routes keep the same 8 related products", async () => {
  await sql(
    `INSERT INTO products (id, slug, sku, name, brand_id, category_id, subcategory_id, brand_name, size, description, price, adult)
     SELECT m.max_id + g, p.slug || '-copy-' || g, p.sku || '-' || g, p.name || ' Copy ' || g, p.brand_id, p.category_id,
            p.subcategory_id, p.brand_name, p.size, p.description, p.price + g, p.adult
     FROM products p, generate_series(1, 12) g, (SELECT max(id) AS max_id FROM products) m
     WHERE p.id = (SELECT min(id) FROM products)`,
  );
  const all = await details("page_size=100");
  assert.equal(all.count, TEST_SEED_PRODUCTS + 12);
  const crowded = all.results.filter((p) => p.related.length === 8);
  assert.ok(crowded.length >= 13);
  for (const product of crowded) {
    assert.deepEqual(product, (await get(`/api/products/${product.slug}/`)).json(), product.slug);
  }
});
