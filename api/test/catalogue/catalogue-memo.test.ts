import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { catalogueChanged, Memo, noMemoReads } from "../../src/lib/catalogue-memo.ts";
import { detailMemos, loadProductDetails, memoisedCardTexts } from "../../src/lib/product-detail.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

// The memo of pieces shared by catalogue answers (lib/catalogue-memo.ts), and the rule that an answer
// built from them is cached no longer than its oldest piece lives.

function counting(values: Record<string, number>) {
  const calls: string[][] = [];
  const load = async (missing: string[]) => {
    calls.push(missing);
    return new Map(missing.filter((k) => k in values).map((k) => [k, values[k]]));
  };
  return { calls, load };
}

test("loads only what it does not hold, in one call, and records the age of what it served", async () => {
  let now = 1_000;
  const memo = new Memo<number>(60_000, 100, () => now);
  const { calls, load } = counting({ a: 1, b: 2, c: 3 });
  const first = noMemoReads();
  assert.deepEqual([...(await memo.getMany(["a", "b", "a"], load, first))].sort(), [["a", 1], ["b", 2]]);
  assert.deepEqual(calls, [["a", "b"]]);
  assert.equal(first.oldest, Infinity); // nothing came from memory

  now = 5_000;
  const second = noMemoReads();
  assert.deepEqual([...(await memo.getMany(["b", "c", "x"], load, second))].sort(), [["b", 2], ["c", 3]]);
  assert.deepEqual(calls[1], ["c", "x"]);
  assert.equal(second.oldest, 1_000); // "b", read at 1,000
  // Unknown keys are not kept: asked again next time.
  await memo.getMany(["x"], load, noMemoReads());
  assert.deepEqual(calls[2], ["x"]);
});

test("a change of the catalogue (an import) makes every entry stale, and what was loaded across the change is not kept as new", async () => {
  const memo = new Memo<number>(60_000, 100, () => 0);
  const { calls, load } = counting({ a: 1, b: 2 });
  await memo.getMany(["a"], load, noMemoReads());
  catalogueChanged();
  await memo.getMany(["a"], load, noMemoReads());
  assert.deepEqual(calls, [["a"], ["a"]], "read again after the change");
  // A load under way when the catalogue changes may have read the old rows: it is not served afterwards.
  await memo.getMany(
    ["b"],
    async (missing) => {
      catalogueChanged();
      return load(missing);
    },
    noMemoReads(),
  );
  await memo.getMany(["a", "b"], load, noMemoReads());
  // "a" was read before that second change too.
  assert.deepEqual(calls.slice(2), [["b"], ["a", "b"]]);
});

test("peek serves only a fresh entry of this generation, and records its age as getMany does", async () => {
  let now = 1_000;
  const memo = new Memo<number>(1_000, 100, () => now);
  const { load } = counting({ a: 1 });
  assert.equal(memo.peek("a", noMemoReads()), undefined); // never loaded: peek does not load
  await memo.getMany(["a"], load, noMemoReads());
  now = 1_500;
  const reads = noMemoReads();
  assert.equal(memo.peek("a", reads), 1);
  assert.equal(reads.oldest, 1_000);
  now = 2_000; // a TTL after the read
  assert.equal(memo.peek("a", noMemoReads()), undefined);
  now = 1_000;
  catalogueChanged();
  assert.equal(memo.peek("a", noMemoReads()), undefined);
});

test("an entry lives ttl from when it was read, and a TTL of 0 keeps nothing", async () => {
  let now = 0;
  const memo = new Memo<number>(1_000, 100, () => now);
  const { calls, load } = counting({ a: 1 });
  await memo.getMany(["a"], load, noMemoReads());
  now = 999;
  await memo.getMany(["a"], load, noMemoReads());
  assert.equal(calls.length, 1);
  now = 1_000;
  await memo.getMany(["a"], load, noMemoReads());
  assert.equal(calls.length, 2);

  const off = new Memo<number>(0);
  const counted = counting({ a: 1 });
  await off.getMany(["a"], counted.load, noMemoReads());
  await off.getMany(["a"], counted.load, noMemoReads());
  assert.equal(counted.calls.length, 2);
  assert.equal(off.size, 0);
});

test("beyond maxEntries the oldest entries go first", async () => {
  const memo = new Memo<number>(60_000, 2);
  const { calls, load } = counting({ a: 1, b: 2, c: 3 });
  await memo.getMany(["a", "b"], load, noMemoReads());
  await memo.getMany(["c"], load, noMemoReads());
  assert.equal(memo.size, 2);
  await memo.getMany(["a", "b", "c"], load, noMemoReads());
  assert.deepEqual(calls.at(-1), ["a"]);
});

test("expired entries are freed once a TTL has passed, not held until newer ones push them out", async () => {
  let now = 0;
  const memo = new Memo<number>(1_000, 100, () => now);
  const values = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
  const { load } = counting(values);
  await memo.getMany(Object.keys(values), load, noMemoReads());
  assert.equal(memo.size, 50);
  now = 2_000;
  await memo.getMany(["k0"], load, noMemoReads());
  assert.equal(memo.size, 1);
});

let t: TestApp;
before(async () => {
  t = await createTestApp({ catalogueCacheSeconds: 60 });
});
after(() => t.close());

/** GET `url` from the test app, asserting a 200, as JSON. */
async function getJson(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json();
}

test("a detail built from memoised pieces leaves the answers cache when its oldest piece expires", async (ctx) => {
  ctx.mock.timers.enable({ apis: ["Date"], now: 1_000_000 });
  const get = (url: string) => t.app.inject({ method: "GET", url });
  // A details page memoises the airports, rankings and cards of its products' details.
  const page = (await get("/api/products/details/?page_size=5")).json();
  const slug = page.results[0].slug;

  // 40 s later a product's detail takes them from the memo, read 40 s ago.
  ctx.mock.timers.setTime(1_040_000);
  const detail = await get(`/api/products/${slug}/`);
  assert.equal(detail.statusCode, 200);
  assert.deepEqual(detail.json(), page.results[0]);
  assert.equal((await get(`/api/products/${slug}/`)).headers["x-cache"], "HIT");

  // At 60 s those pieces expire, and so does the cached answer (built at 40 s, not kept until 100 s).
  ctx.mock.timers.setTime(1_061_000);
  assert.equal((await get(`/api/products/${slug}/`)).headers["x-cache"], undefined);
  // An answer that used no memoised piece is kept a whole TTL, as before.
  const list = "/api/products/?page_size=3";
  await get(list);
  ctx.mock.timers.setTime(1_120_000);
  assert.equal((await get(list)).headers["x-cache"], "HIT");
});

test("unknown airports share the base-price cards instead of each making copies", async () => {
  const memos = detailMemos(60_000);
  const use = () => ({ memos, reads: noMemoReads() });
  const { rows } = await t.db.query<{ id: number }>("SELECT id FROM products ORDER BY id LIMIT 20");
  const ids = rows.map((r) => r.id);
  const base = await loadProductDetails(t.db, ids, null, use());
  const baseCards = await memoisedCardTexts(t.db, use(), ids, null, "en");
  assert.equal(baseCards.length, ids.length);
  for (let i = 0; i < 50; i++) {
    const details = await loadProductDetails(t.db, ids, `no-such-airport-${i}`, use());
    assert.deepEqual(details, base, "an unknown airport prices like none");
    const cards = await memoisedCardTexts(t.db, use(), ids, `no-such-airport-${i}`, "en");
    cards.forEach((card, j) => assert.equal(card, baseCards[j], "an unknown airport made a card of its own"));
  }
  // A real airport has cards of its own (its prices), made once.
  const { rows: airports } = await t.db.query<{ slug: string }>("SELECT slug FROM airports LIMIT 1");
  const atAirport = await memoisedCardTexts(t.db, use(), ids, airports[0]!.slug, "en");
  const price = (text: Buffer) => JSON.parse(text.toString()).price;
  assert.ok(atAirport.some((card, j) => price(card) !== price(baseCards[j]!)), "priced at the airport");
  const again = await memoisedCardTexts(t.db, use(), ids, airports[0]!.slug, "en");
  again.forEach((card, j) => assert.equal(card, atAirport[j]));
});

test("a listing page that misses the answers cache takes its ids, count and cards from the memos, and a direct change still shows within the TTL", async (ctx) => {
  ctx.mock.timers.enable({ apis: ["Date"], now: 2_000_000 });
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const first = (await get("/api/products/?page_size=4&ordering=-name")).json();
  const { slug, name } = first.results[0];
  try {
    await t.db.query("UPDATE products SET name = $1 WHERE slug = $2", [`${name} (renamed)`, slug]);
    // Another page size of the same list 10 s later: its own answer, built from the cards read at 0 s.
    ctx.mock.timers.setTime(2_010_000);
    const other = await get("/api/products/?page_size=2&ordering=-name");
    assert.equal(other.headers["x-cache"], undefined);
    assert.equal(other.json().results[0].name, name, "the card came from the memo");
    assert.equal(other.json().count, first.count, "the count came from the memo");
    // That answer is kept only until its oldest piece expires (60 s after 0 s), not 60 s after 10 s.
    ctx.mock.timers.setTime(2_061_000);
    const later = await get("/api/products/?page_size=2&ordering=-name");
    assert.equal(later.headers["x-cache"], undefined);
    assert.equal(later.json().results[0].name, `${name} (renamed)`);
  } finally {
    await t.db.query("UPDATE products SET name = $1 WHERE slug = $2", [name, slug]);
  }
});

test("a product's page at a second airport reads its row from the memo, priced there, and a direct change shows within the TTL", async (ctx) => {
  ctx.mock.timers.enable({ apis: ["Date"], now: 3_000_000 });
  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res;
  };
  // A product sold at two airports at different prices.
  const { rows } = await t.db.query<{ slug: string; a: string; b: string; name: string }>(
    `SELECT p.slug, p.name, a1.slug AS a, a2.slug AS b
       FROM products p
       JOIN product_availability x ON x.product_id = p.id JOIN airports a1 ON a1.id = x.airport_id
       JOIN product_availability y ON y.product_id = p.id AND y.price <> x.price JOIN airports a2 ON a2.id = y.airport_id
      ORDER BY p.id, a1.slug, a2.slug LIMIT 1`,
  );
  const { slug, name, a, b } = rows[0]!;
  const atA = (await get(`/api/products/${slug}/?airport=${a}`)).json();
  try {
    await t.db.query("UPDATE products SET name = $1 WHERE slug = $2", [`${name} (renamed)`, slug]);
    ctx.mock.timers.setTime(3_010_000);
    const second = await get(`/api/products/${slug}/?airport=${b}`);
    assert.equal(second.headers["x-cache"], undefined, "another URL: built, not the answers cache's");
    const atB = second.json();
    assert.equal(atB.name, name, "the row came from the memo");
    assert.notEqual(atB.price, atA.price, "priced at the second airport");
    assert.equal(atB.price, atB.availability.find((o: { airport: string }) => o.airport === b).price);
    // Read at 0 s: at 60 s the row expires, and the next airport's page reads it again.
    ctx.mock.timers.setTime(3_061_000);
    assert.equal((await get(`/api/products/${slug}/?airport=${a}`)).json().name, `${name} (renamed)`);
  } finally {
    await t.db.query("UPDATE products SET name = $1 WHERE slug = $2", [name, slug]);
  }
});

test("a card made at a new airport from a memoised row is as old as the row: a direct change shows within the TTL of the row's read", async (ctx) => {
  ctx.mock.timers.enable({ apis: ["Date"], now: 4_000_000 });
  // Two airports that sell the same product: its row is read at 0 s (its page at the first airport).
  const { rows } = await t.db.query<{ slug: string; name: string; a: string; b: string }>(
    `SELECT p.slug, p.name, a1.slug AS a, a2.slug AS b
       FROM products p
       JOIN product_availability x ON x.product_id = p.id AND x.in_stock JOIN airports a1 ON a1.id = x.airport_id
       JOIN product_availability y ON y.product_id = p.id AND y.in_stock AND y.airport_id <> x.airport_id
       JOIN airports a2 ON a2.id = y.airport_id
      ORDER BY p.id, a1.slug, a2.slug LIMIT 1`,
  );
  const { slug, name, a, b } = rows[0]!;
  await getJson(`/api/products/${slug}/?airport=${a}`);
  const named = (page: { results: { slug: string; name: string }[] }) => page.results.find((card) => card.slug === slug)?.name;
  // The whole list at the second airport, as a different URL each time (the answers cache misses).
  const listAtB = (n: number) => getJson(`/api/products/?airport=${b}&page_size=${100 - n}`);
  try {
    await t.db.query("UPDATE products SET name = $1 WHERE slug = $2", [`${name} (renamed)`, slug]);
    // At 59 s the card at the second airport is made for the first time, from the row read at 0 s.
    ctx.mock.timers.setTime(4_059_000);
    assert.equal(named(await listAtB(1)), name, "made from the memoised row");
    // At 61 s that row has expired, and so has every card made from it, however recently.
    ctx.mock.timers.setTime(4_061_000);
    assert.equal(named(await listAtB(2)), `${name} (renamed)`);
  } finally {
    await t.db.query("UPDATE products SET name = $1 WHERE slug = $2", [name, slug]);
  }
});

test("a product's page kept as text shows a direct change to an airport once the airports memo reads it again, though its row is younger", async (ctx) => {
  ctx.mock.timers.enable({ apis: ["Date"], now: 5_000_000 });
  const { rows } = await t.db.query<{ first: string; second: string; airport: string; name: string }>(
    `SELECT p1.slug AS first, p2.slug AS second, a.slug AS airport, a.name
       FROM product_availability x JOIN product_availability y ON y.airport_id = x.airport_id AND y.product_id > x.product_id
       JOIN products p1 ON p1.id = x.product_id JOIN products p2 ON p2.id = y.product_id JOIN airports a ON a.id = x.airport_id
      WHERE p2.subcategory_id <> p1.subcategory_id -- not among the first's related products, whose rows its page reads
      ORDER BY x.product_id, y.product_id LIMIT 1`,
  );
  const { first, second, airport, name } = rows[0]!;
  const nameIn = (detail: { availability: { airport: string; airport_name: string }[] }) =>
    detail.availability.find((o) => o.airport === airport)?.airport_name;
  // At 0 s the airports memo reads the airport (the first product's page); at 59 s the second product's
  // row is read and its texts written with the airport as the memo holds it.
  assert.equal(nameIn(await getJson(`/api/products/${first}/`)), name);
  try {
    await t.db.query("UPDATE airports SET name = $1 WHERE slug = $2", [`${name} (renamed)`, airport]);
    ctx.mock.timers.setTime(5_059_000);
    assert.equal(nameIn(await getJson(`/api/products/${second}/`)), name, "the airport from the memo");
    // At 61 s the airport is read again; the row (read at 59 s) and its texts are not expired, but the
    // texts hold the old airport, so they are written again.
    ctx.mock.timers.setTime(5_061_000);
    assert.equal(nameIn(await getJson(`/api/products/${second}/?lang=en`)), `${name} (renamed)`);
  } finally {
    await t.db.query("UPDATE airports SET name = $1 WHERE slug = $2", [name, airport]);
  }
});

test("a card is kept by the airport id it was priced at: an airport's slug that names another airport once the ids are read again prices there", async (ctx) => {
  ctx.mock.timers.enable({ apis: ["Date"], now: 6_000_000 });
  // A product sold at two airports at different prices, and another product outside its subcategory.
  const { rows } = await t.db.query<{ slug: string; a: string; b: string; price_b: string; other: string }>(
    `SELECT p.slug, a1.slug AS a, a2.slug AS b, y.price::text AS price_b,
            (SELECT q.slug FROM products q WHERE q.subcategory_id <> p.subcategory_id ORDER BY q.id LIMIT 1) AS other
       FROM products p
       JOIN product_availability x ON x.product_id = p.id JOIN airports a1 ON a1.id = x.airport_id
       JOIN product_availability y ON y.product_id = p.id AND y.price <> x.price JOIN airports a2 ON a2.id = y.airport_id
      ORDER BY p.id, a1.slug, a2.slug LIMIT 1`,
  );
  const { slug, a, b, price_b, other } = rows[0]!;
  const swap = async () => {
    await t.db.query("UPDATE airports SET slug = 'swapping' WHERE slug = $1", [a]);
    await t.db.query("UPDATE airports SET slug = $1 WHERE slug = $2", [a, b]);
    await t.db.query("UPDATE airports SET slug = $1 WHERE slug = 'swapping'", [b]);
  };
  // 0 s: the airport ids are read; 59 s: the product's row is read and its card at `a` made.
  await getJson(`/api/products/${other}/?airport=${a}`);
  ctx.mock.timers.setTime(6_059_000);
  assert.notEqual((await getJson(`/api/products/${slug}/?airport=${a}`)).price, price_b);
  await swap();
  try {
    // 61 s: the ids are read again, and `a` now names the airport that was `b`; the row (59 s) is not expired.
    ctx.mock.timers.setTime(6_061_000);
    assert.equal((await getJson(`/api/products/${slug}/?airport=${a}&lang=en`)).price, price_b);
  } finally {
    await swap();
  }
});

test("a product read after an airport was added directly in the database names that airport, though the kept airports predate it", async () => {
  // The airports are kept as one map; a product row read later can name an airport the map lacks.
  const listing = (await t.app.inject({ method: "GET", url: "/api/products/?page_size=1&ordering=-name" })).json();
  const first = await t.app.inject({ method: "GET", url: `/api/products/${listing.results[0].slug}/` });
  assert.equal(first.statusCode, 200);
  const seen = [listing.results[0].slug, ...first.json().related.map((card: { slug: string }) => card.slug)];
  // A product whose row no answer has read yet (the listing and the page read theirs and their related
  // products'): its page after the change is its first.
  const later = (
    await t.db.query<{ slug: string }>("SELECT slug FROM products WHERE hidden_at IS NULL AND NOT slug = ANY($1::text[]) ORDER BY id DESC LIMIT 1", [seen])
  ).rows[0]!.slug;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO airports (slug, iata, name, city, country, country_code, terminals, timezone)
     VALUES ('new-test-airport', 'QQQ', 'New Test Airport', 'Testville', 'Testland', 'TT', '{T9}', 'Europe/Warsaw') RETURNING id`,
  );
  try {
    await t.db.query(
      `INSERT INTO variant_offers (variant_id, airport_id, price, stock)
       SELECT v.id, $1, 12.34, 5 FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.slug = $2`,
      [rows[0]!.id, later],
    );
    await t.db.query("SELECT refresh_product_offers()");
    const page = await t.app.inject({ method: "GET", url: `/api/products/${later}/` });
    assert.equal(page.statusCode, 200, page.body);
    const detail = page.json();
    const named = detail.availability.find((a: { airport: string }) => a.airport === "new-test-airport");
    assert.deepEqual([named?.airport_name, named?.terminals], ["New Test Airport", ["T9"]]);
    assert.ok(detail.variants.every((v: { availability: { airport: string }[] }) => v.availability.some((a) => a.airport === "new-test-airport")));
  } finally {
    await t.db.query("DELETE FROM airports WHERE slug = 'new-test-airport'");
    await t.db.query("SELECT refresh_product_offers()");
  }
});
