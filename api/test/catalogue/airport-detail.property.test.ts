import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import type { AirportDetail } from "../../src/schemas/airport-detail.ts";

/**
 * GET /api/airports/<slug>/ under generated slugs (the generic attack suite covers it among every route;
 * this one also checks what a good answer promises): a known airport answers 200 with consistent shops
 * and hours, anything else a 400 or 404 with a message, never a 5xx.
 */
const RUNS = Number(process.env.PROPERTY_RUNS) || 100;
// PROPERTY_SEED replays a run, as in the attack suite.
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

let t: TestApp;
let known: string[];
before(async () => {
  t = await createTestApp();
  known = (await t.db.query<{ slug: string }>("SELECT slug FROM airports ORDER BY id")).rows.map((r) => r.slug);
});
after(() => t.close());

const slugArb = () =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.constantFrom(...known).map((s) => s.toUpperCase()),
    fc.string({ maxLength: 200 }),
    fc.stringMatching(/^[a-z0-9-]{1,130}$/),
    fc.constantFrom("...", "%00", "waw%2F..", "waw'--", "waw;DROP TABLE airports", "%E2%80%AE", "__proto__"),
  );

/**
 * The slug as one path segment. A slug holding "%" is sent with its escapes as they are (to try "%00",
 * "%2F", a lone "%"), but "#", "?" and "/" are always escaped: unescaped they would end the segment, and
 * the request would be for another URL (a CI run sent "#%", which asked for the airport list).
 */
const inPath = (slug: string) =>
  slug.includes("%") ? slug.replace(/[#?/\s]/g, (c) => encodeURIComponent(c)) : encodeURIComponent(slug);
/** "." and ".." (or "%2E") are dot segments, which URL parsing removes: "/api/airports/./" is the list. */
const isDotSegment = (segment: string) => /^(\.|%2e){1,2}$/i.test(segment);

test(`GET /api/airports/<slug>/: ${RUNS} generated slugs, a consistent airport or a 4xx with a message`, async () => {
  await fc.assert(
    fc.asyncProperty(slugArb().filter((slug) => !isDotSegment(inPath(slug))), async (slug) => {
      const url = `/api/airports/${inPath(slug)}/`;
      const res = await t.app.inject({ method: "GET", url });
      assert.ok(res.statusCode < 500, `${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (res.statusCode !== 200) {
        assert.ok([400, 404].includes(res.statusCode), `${url} → ${res.statusCode}`);
        assert.equal(typeof res.json().message, "string");
        return;
      }
      const airport = res.json() as AirportDetail;
      assert.ok(known.includes(airport.slug));
      assert.ok(airport.shops.some((s) => s.collection_point), `${airport.slug} has no collection point`);
      for (const shop of airport.shops) {
        assert.ok(airport.terminal_details.some((x) => x.code === shop.terminal.code));
        const order = shop.opening_hours.map((h) => DAYS.indexOf(h.day));
        assert.deepEqual(order, [...new Set(order)].sort((a, b) => a - b), `${shop.slug}: days Monday first, each once`);
      }
      assert.ok(airport.top_products.every((p) => p.available_at.includes(airport.slug)));
    }),
    { numRuns: RUNS, seed: SEED },
  );
});
