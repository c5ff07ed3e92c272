import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { bearer, createAccount } from "../helpers/attack-users.ts";
import { seedAirportShopsIfMissing } from "../../src/db/seed/seed-airport-shops.ts";
import { AIRPORT_SHOPS, parseDayHours } from "../../src/db/seed/airport-shops.ts";
import { AIRPORTS } from "../../src/db/seed/airports.ts";
import type { AirportDetail } from "../../src/schemas/airport-detail.ts";

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const detail = async (slug: string) => (await get(`/api/airports/${slug}/`)).json() as AirportDetail;

describe("GET /api/airports/<slug>/", () => {
  test("Warsaw: its terminal, shops with hours, złoty, and the list's fields unchanged", async () => {
    const res = await get("/api/airports/waw/");
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers["cache-control"], "public, max-age=60");
    const waw = res.json() as AirportDetail;
    const listed = (await get("/api/airports/?page_size=100")).json().results.find((a: { slug: string }) => a.slug === "waw");
    // The list keeps its shape; the detail is the list's airport plus the page's fields.
    assert.deepEqual(Object.keys(listed).sort(), ["city", "country", "country_code", "iata", "name", "product_count", "slug", "terminals", "timezone"]);
    for (const [key, value] of Object.entries(listed)) assert.deepEqual(waw[key as keyof AirportDetail], value, key);
    assert.equal(waw.currency, "PLN");
    assert.equal(waw.timezone, "Europe/Warsaw");
    assert.deepEqual(waw.terminal_details, [{ code: "A", name: "Terminal A" }]);

    const schengen = waw.shops.find((s) => s.slug === "duty-free-schengen");
    assert.ok(schengen, "the Schengen duty free is listed");
    assert.equal(schengen.collection_point, true);
    assert.deepEqual(schengen.terminal, { code: "A", name: "Terminal A" });
    assert.match(schengen.zone, /airside/);
    // Open around the clock: every day, midnight to midnight.
    assert.deepEqual(
      schengen.opening_hours,
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => ({ day, opens: "00:00", closes: "24:00" })),
    );
    const nonSchengen = waw.shops.find((s) => s.slug === "duty-free-non-schengen")!;
    assert.deepEqual(nonSchengen.opening_hours[0], { day: "Monday", opens: "04:30", closes: "23:30" });
  });

  test("a closed day is left out and hours past midnight close before they open", async () => {
    const amber = (await detail("gdn")).shops.find((s) => s.slug === "amber-and-more")!;
    assert.deepEqual(amber.opening_hours.map((h) => h.day), ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    const arrivals = (await detail("ist")).shops.find((s) => s.slug === "duty-free-domestic")!;
    assert.deepEqual(arrivals.opening_hours[4], { day: "Friday", opens: "06:00", closes: "02:00" });
  });

  test("every airport: a collection point, shops in its own terminals, a currency the shop offers", async () => {
    const airports = (await get("/api/airports/?page_size=100")).json().results as Array<{ slug: string; terminals: string[] }>;
    const currencies = new Set(((await get("/api/currencies/?page_size=100")).json().results as Array<{ code: string }>).map((c) => c.code));
    assert.ok(airports.length >= 10);
    for (const listed of airports) {
      const a = await detail(listed.slug);
      assert.ok(currencies.has(a.currency), `${a.slug}: ${a.currency} is not a display currency`);
      assert.ok(a.shops.length >= 2 && a.shops.length <= 4, `${a.slug}: ${a.shops.length} shops`);
      assert.ok(a.shops.some((s) => s.collection_point), `${a.slug} has no collection point`);
      assert.deepEqual(a.terminal_details.map((x) => x.name), listed.terminals, `${a.slug}: terminals agree with the list`);
      for (const shop of a.shops) {
        assert.ok(a.terminal_details.some((x) => x.code === shop.terminal.code), `${a.slug}/${shop.slug} in an unknown terminal`);
        assert.ok(shop.opening_hours.length > 0, `${a.slug}/${shop.slug} is never open`);
      }
    }
    const currencyOf = async (slug: string) => (await detail(slug)).currency;
    assert.deepEqual(
      [await currencyOf("krk"), await currencyOf("fra"), await currencyOf("lhr"), await currencyOf("zrh"), await currencyOf("jfk")],
      ["PLN", "EUR", "GBP", "CHF", "USD"],
    );
  });

  test("top products are in stock there, priced there, as listing cards; top brands by products there", async () => {
    const lhr = await detail("lhr");
    assert.ok(lhr.top_products.length > 0 && lhr.top_products.length <= 8);
    assert.equal(new Set(lhr.top_products.map((p) => p.slug)).size, lhr.top_products.length);
    for (const card of lhr.top_products) {
      assert.ok(card.available_at.includes("lhr"), `${card.slug} is not stocked at LHR`);
      // The same card and price the LHR listing shows for this product.
      const listing = (await get(`/api/products/?airport=lhr&search=${encodeURIComponent(card.name)}&page_size=100`)).json();
      assert.deepEqual(listing.results.find((p: { slug: string }) => p.slug === card.slug), card);
    }

    // Featured products lead; then the products stocked at the most airports.
    const { rows } = await t.db.query<{ slug: string; featured: boolean; airports: number }>(
      `SELECT p.slug, p.featured, (SELECT count(*)::int FROM product_availability o WHERE o.product_id = p.id AND o.in_stock) AS airports
       FROM products p WHERE p.slug = ANY($1::text[])`,
      [lhr.top_products.map((p) => p.slug)],
    );
    const ranked = lhr.top_products.map((p) => rows.find((r) => r.slug === p.slug)!);
    const rank = (r: { featured: boolean; airports: number }) => (r.featured ? 1000 : 0) + r.airports;
    assert.deepEqual(ranked.map(rank), ranked.map(rank).sort((x, y) => y - x), "featured first, then most stocked");
    assert.ok(ranked.some((r) => r.featured), "the test catalogue has featured products at LHR");

    assert.ok(lhr.top_brands.length > 0 && lhr.top_brands.length <= 8);
    const counts = lhr.top_brands.map((b) => b.product_count);
    assert.deepEqual(counts, [...counts].sort((x, y) => y - x), "most products first");
    for (const brand of lhr.top_brands.slice(0, 3)) {
      assert.equal((await get(`/api/products/?airport=lhr&brand=${brand.slug}`)).json().count, brand.product_count, brand.slug);
    }
  });

  test("an unknown airport is a 404, a malformed slug a 400, both with a message", async () => {
    const missing = await get("/api/airports/xyz/");
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, "Airport not found.");
    const bad = await get("/api/airports/WAW%20--/");
    assert.equal(bad.statusCode, 400);
    assert.equal(typeof bad.json().message, "string");
  });
});

describe("who may read and change an airport", () => {
  test("a signed-in traveller reads the same public page; nobody can write to it (404)", async () => {
    const me = await createAccount(t, "airport-reader");
    const anonymous = await get("/api/airports/vie/");
    const signedIn = await get("/api/airports/vie/", bearer(me.access));
    assert.equal(signedIn.statusCode, 200);
    assert.deepEqual(signedIn.json(), anonymous.json());
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      for (const headers of [bearer(me.access), {}]) {
        const res = await t.app.inject({ method, url: "/api/airports/vie/", headers, payload: { name: "Mine now" } });
        assert.equal(res.statusCode, 404, `${method} → ${res.statusCode}`);
      }
    }
    assert.equal((await detail("vie")).name, "Vienna International Airport");
  });
});

describe("the data behind it", () => {
  test("the seed file covers every demo airport, and a typo in its hours stops the seed", () => {
    assert.deepEqual(Object.keys(AIRPORT_SHOPS).sort(), AIRPORTS.map((a) => a.iata).sort());
    assert.deepEqual(parseDayHours("06:00-02:00"), ["06:00", "02:00"]);
    assert.deepEqual(parseDayHours("00:00-24:00"), ["00:00", "24:00"]);
    assert.equal(parseDayHours("closed"), null);
    for (const typo of ["6:00-22:00", "06:00–22:00", "24:00-06:00", "09:00-09:00", "open", "25:00-26:00"]) {
      assert.throws(() => parseDayHours(typo), /Opening hours/, typo);
    }
  });

  test("hours the database would misread are refused by its constraints", async () => {
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM airport_shops ORDER BY id LIMIT 1");
    const shop = rows[0]!.id;
    await assert.rejects(t.db.query("INSERT INTO airport_shop_hours VALUES ($1, 8, '09:00', '17:00')", [shop]));
    await assert.rejects(t.db.query("UPDATE airport_shop_hours SET closes = opens WHERE shop_id = $1", [shop]));
    // A shop cannot sit in another airport's terminal.
    await assert.rejects(
      t.db.query(
        `UPDATE airport_shops SET terminal_id = (SELECT t.id FROM airport_terminals t WHERE t.airport_id <> airport_shops.airport_id LIMIT 1)
         WHERE id = $1`,
        [shop],
      ),
    );
  });

  test("a database seeded before airport shops existed gets them once; an edited one is left alone", async () => {
    const fresh = await createTestApp({ catalogueCacheSeconds: 0 });
    try {
      await fresh.db.query("DELETE FROM airport_terminals");
      assert.equal((await fresh.app.inject({ url: "/api/airports/waw/" })).json().shops.length, 0);
      assert.equal(await seedAirportShopsIfMissing(fresh.db), true);
      const waw = (await fresh.app.inject({ url: "/api/airports/waw/" })).json() as AirportDetail;
      assert.ok(waw.shops.some((s) => s.slug === "duty-free-schengen"));

      await fresh.db.query("DELETE FROM airport_shops WHERE slug = 'polish-delicatessen'");
      assert.equal(await seedAirportShopsIfMissing(fresh.db), false);
      const again = (await fresh.app.inject({ url: "/api/airports/waw/" })).json() as AirportDetail;
      assert.ok(!again.shops.some((s) => s.slug === "polish-delicatessen"), "the operator's removal stands");
    } finally {
      await fresh.close();
    }
  });
});
