import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { backend, createTestApp, type TestApp } from "../helpers/app.ts";
import { ARTWORK_VERSION } from "../../src/lib/artwork/index.ts";

// Read-only routes: one app for the whole file.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

test("airports: a page of real airports, one by slug, 404 for an unknown one", async () => {
  const res = await get("/api/airports/");
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers["cache-control"], "public, max-age=60");
  const body = res.json();
  assert.ok(body.count >= 10);
  const waw = body.results.find((a: { iata: string }) => a.iata === "WAW");
  assert.deepEqual(
    { slug: waw.slug, city: waw.city, country_code: waw.country_code, timezone: waw.timezone },
    { slug: "waw", city: "Warsaw", country_code: "PL", timezone: "Europe/Warsaw" },
  );
  assert.ok(waw.terminals.length >= 1 && waw.product_count > 0);
  assert.equal((await get("/api/products/?airport=waw")).json().count, waw.product_count);

  const one = await get("/api/airports/lhr/");
  assert.equal(one.statusCode, 200);
  assert.equal(one.json().name, "London Heathrow Airport");
  assert.ok(one.json().terminals.includes("Terminal 5"));

  const missing = await get("/api/airports/xyz/");
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().message, "Airport not found.");
});

test("brands: A to Z, searchable, paginated, each with its logo", async () => {
  const all = (await get("/api/brands/?page_size=100")).json();
  assert.ok(all.count >= 40);
  const names = all.results.map((b: { name: string }) => b.name.toLowerCase());
  assert.deepEqual(names, [...names].sort());
  const first = all.results[0];
  assert.deepEqual(first.logo, {
    url: `/media/brands/${first.slug}.svg?v=${ARTWORK_VERSION}`,
    width: 240,
    height: 120,
    alt: `${first.name} logo`,
  });

  const page = (await get("/api/brands/?page_size=10&page=2")).json();
  assert.equal(page.results.length, 10);
  assert.equal(page.previous, "/api/brands/?page_size=10");
  assert.equal(page.next, "/api/brands/?page_size=10&page=3");
  assert.equal(page.results[0].slug, all.results[10].slug);

  const found = (await get("/api/brands/?search=GLEN")).json();
  assert.deepEqual(
    found.results.map((b: { slug: string }) => b.slug),
    ["glen-corran"],
  );
  // LIKE wildcards are matched literally.
  assert.equal((await get("/api/brands/?search=%25")).json().count, 0);

  for (const brand of all.results.slice(0, 5)) {
    assert.equal((await get(`/api/products/?brand=${brand.slug}`)).json().count, brand.product_count, brand.slug);
  }

  const one = (await get("/api/brands/juniper-and-fox/")).json();
  assert.equal(one.name, "Juniper & Fox");
  assert.equal((await get("/api/brands/no-such-brand/")).statusCode, 404);
});

test("categories carry their subcategories and the adult flag", async () => {
  const body = (await get("/api/categories/")).json();
  assert.ok(body.count >= 8);
  const bySlug = Object.fromEntries(body.results.map((c: { slug: string }) => [c.slug, c]));
  assert.equal(bySlug.spirits.adult, true);
  assert.equal(bySlug.tobacco.adult, true);
  assert.equal(bySlug["wine-champagne"].adult, true);
  assert.equal(bySlug.fragrances.adult, false);
  assert.deepEqual(
    bySlug.spirits.subcategories.map((s: { slug: string }) => s.slug),
    ["whisky", "vodka", "gin", "rum", "cognac", "liqueur"],
  );
  const total = bySlug.spirits.subcategories.reduce(
    (n: number, s: { product_count: number }) => n + s.product_count,
    0,
  );
  assert.equal(bySlug.spirits.product_count, total);
  assert.equal((await get("/api/products/?category=spirits")).json().count, total);
  assert.deepEqual(bySlug.spirits.image, {
    url: `/media/categories/spirits.svg?v=${ARTWORK_VERSION}`,
    width: 1200,
    height: 630,
    alt: "Spirits",
  });

  const one = await get("/api/categories/fragrances/");
  assert.equal(one.statusCode, 200);
  assert.equal(one.json().subcategories.length, 3);
  assert.equal((await get("/api/categories/nothing/")).statusCode, 404);
});

test("subcategories: all, of one category, and one by slug", async () => {
  const all = (await get("/api/subcategories/?page_size=100")).json();
  assert.ok(all.count >= 25);
  const spirits = (await get("/api/subcategories/?category=spirits")).json();
  assert.equal(spirits.count, 6);
  assert.ok(
    spirits.results.every(
      (s: { category: { slug: string }; adult: boolean }) => s.category.slug === "spirits" && s.adult,
    ),
  );
  assert.equal((await get("/api/subcategories/?category=unknown")).json().count, 0);

  const whisky = (await get("/api/subcategories/whisky/")).json();
  assert.equal((await get("/api/products/?subcategory=whisky")).json().count, whisky.product_count);
  assert.deepEqual(whisky.category, { slug: "spirits", name: "Spirits" });
  assert.equal((await get("/api/subcategories/whiskey/")).statusCode, 404);
});

test("thematic sections: summaries with short flags, and one with its products", async () => {
  const list = (await get("/api/thematic-sections/")).json();
  assert.ok(list.count >= 4);
  assert.ok(list.results.some((s: { short: boolean }) => s.short));
  assert.ok(list.results.some((s: { short: boolean }) => !s.short));
  assert.ok(!("body" in list.results[0]), "summaries do not carry the body");

  const slug = list.results.find((s: { product_count: number }) => s.product_count > 0).slug;
  const one = (await get(`/api/thematic-sections/${slug}/`)).json();
  assert.ok(one.body.length > 0);
  assert.equal(one.products.length, one.product_count);
  // The section's products are exactly what the product list gives for ?section=.
  const filtered = (await get(`/api/products/?section=${slug}&page_size=100`)).json();
  assert.deepEqual(
    filtered.results.map((p: { slug: string }) => p.slug).sort(),
    one.products.map((p: { slug: string }) => p.slug).sort(),
  );
  assert.equal((await get("/api/thematic-sections/nope/")).statusCode, 404);
});

test("blog: home, articles by category, one article, categories", async () => {
  const home = (await get("/api/blog/")).json();
  assert.ok(home.featured);
  assert.ok(home.latest.length > 0);
  assert.ok(!home.latest.some((a: { slug: string }) => a.slug === home.featured.slug));
  assert.ok(home.categories.length >= 3);

  const articles = (await get("/api/blog/articles/?page_size=100")).json();
  assert.ok(articles.count >= 12);
  const dates = articles.results.map((a: { published_at: string }) => a.published_at);
  assert.deepEqual(dates, [...dates].sort().reverse());

  const category = home.categories[0];
  const inCategory = (await get(`/api/blog/articles/?category=${category.slug}`)).json();
  assert.equal(inCategory.count, category.article_count);
  assert.ok(inCategory.results.every((a: { category: { slug: string } }) => a.category.slug === category.slug));

  const article = (await get(`/api/blog/articles/${articles.results[0].slug}/`)).json();
  assert.ok(article.body.filter((b: { type: string }) => b.type === "paragraph").length >= 2);
  assert.ok(
    article.body.every(
      (b: { type: string; text: string }) => ["heading", "paragraph", "quote"].includes(b.type) && !/[<>]/.test(b.text),
    ),
  );
  assert.ok(article.products.length > 0);
  assert.ok(article.reading_minutes >= 1);
  assert.equal(article.cover.url, `/media/articles/${article.slug}.svg?v=${ARTWORK_VERSION}`);

  const categories = (await get("/api/blog/categories/")).json();
  assert.equal(categories.count, home.categories.length);
  assert.deepEqual((await get(`/api/blog/categories/${category.slug}/`)).json(), category);
  assert.equal((await get("/api/blog/categories/nope/")).statusCode, 404);
  assert.equal((await get("/api/blog/articles/nope/")).statusCode, 404);
});

test("currencies: USD at rate 1 first, paginated like every list", async () => {
  const body = (await get("/api/currencies/")).json();
  assert.deepEqual(body.results[0], { code: "USD", name: "US Dollar", symbol: "$", rate: "1", decimals: 2 });
  const codes = body.results.map((c: { code: string }) => c.code);
  for (const code of ["EUR", "GBP", "PLN", "CHF", "AED", "SGD", "JPY"]) assert.ok(codes.includes(code), code);
  assert.equal(body.results.find((c: { code: string }) => c.code === "JPY").decimals, 0);
  const page = (await get("/api/currencies/?page_size=2&page=2")).json();
  assert.equal(page.count, body.count);
  assert.deepEqual(
    page.results.map((c: { code: string }) => c.code),
    codes.slice(2, 4),
  );
});

test("health names the database and is never cached", async () => {
  const res = await get("/api/health/");
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { status: "ok", database: backend });
  assert.equal(res.headers["cache-control"], "no-store");
});

test("bad input is a 4xx with a message, never a 5xx", async () => {
  for (const url of [
    "/api/airports/?page=-1",
    "/api/airports/?page=0",
    "/api/brands/?page_size=1000",
    "/api/brands/?page=abc",
    "/api/brands/?page=1e999",
    "/api/airports/?page_size=1e999",
    `/api/brands/?search=${"x".repeat(5000)}`,
    "/api/brands/UPPER/",
    "/api/brands/a%20b/",
    "/api/brands/%3Cscript%3E/",
    "/api/subcategories/?category=Not_A_Slug",
    "/api/blog/articles/?category=..%2F..",
    "/api/currencies/?page=99",
    "/api/categories/?page=2",
  ]) {
    const res = await get(url);
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url} gave ${res.statusCode}`);
    assert.equal(typeof res.json().message, "string", url);
  }
});

test("the OpenAPI document lists the catalogue and its reference UI is served", async () => {
  const doc = await get("/api/docs/json");
  assert.equal(doc.statusCode, 200);
  const paths = Object.keys(doc.json().paths);
  for (const path of [
    "/api/products/",
    "/api/products/{slug}/",
    "/api/products/mainpage/",
    "/api/brands/",
    "/api/blog/articles/{slug}/",
  ]) {
    assert.ok(paths.includes(path), path);
  }
  const ui = await get("/api/docs/");
  assert.equal(ui.statusCode, 200);
  assert.match(ui.headers["content-type"] as string, /text\/html/);
});
