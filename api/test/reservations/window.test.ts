import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { backend } from "../helpers/app.ts";
import { refusal, reservationTest, type ReservationTest } from "./support.ts";

const HOUR = 3_600_000;

/**
 * The reservation window in the airport's own time: WAW closes 24 hours before departure and opens 30
 * days ahead. Warsaw's clocks go forward at 02:00 on 28 March 2027 (CET → CEST) and back at 03:00 on
 * 31 October 2027, so that day's 24 hours are not "the same time yesterday".
 */
describe(`the reservation window in local time (${backend})`, () => {
  let r: ReservationTest;
  let jane: Awaited<ReturnType<ReservationTest["user"]>>;
  let items: { product: string; size: string; quantity: number }[];
  before(async () => {
    r = await reservationTest();
    jane = await r.user("window@example.com");
    const offer = await r.offer("waw", { stock: 1 });
    await r.setStock(offer, 1000);
    items = [{ product: offer.slug, size: offer.sku, quantity: 1 }];
  });
  after(() => r.t.close());

  const attempt = async (now: string, departure: string) => {
    r.clock.now = new Date(now);
    return r.call("POST", "/api/reservations/", jane.headers, await r.body("waw", items, { departure }));
  };

  test("the last minute before the clocks go forward: 24 real hours, not 24 local ones", async () => {
    // Departure 28 March 2027 10:00 CEST = 08:00Z. Exactly 24 hours before is 27 March 08:00Z = 09:00 CET.
    const ok = await attempt("2027-03-27T08:00:00Z", "2027-03-28T10:00");
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().departure_at, "2027-03-28T08:00:00.000Z");
    assert.equal(ok.json().departure, "2027-03-28T10:00");
    // One minute later it is closed, though by the local clocks (09:01 → 10:00 next day) it looks like 25 hours.
    const late = refusal(await attempt("2027-03-27T08:01:00Z", "2027-03-28T10:00"), 409, "window-closed");
    assert.equal(late.params?.min_hours, 24);
    assert.equal(late.params?.closed_at, "2027-03-27 09:00");
    assert.equal(late.params?.timezone, "Europe/Warsaw");
  });

  test("the same across the autumn change: 24 real hours are 23 on the local clocks", async () => {
    // Departure 31 October 2027 10:00 CET = 09:00Z; 24 hours before is 30 October 09:00Z = 11:00 CEST.
    assert.equal((await attempt("2027-10-30T09:00:00Z", "2027-10-31T10:00")).statusCode, 201);
    refusal(await attempt("2027-10-30T09:00:30Z", "2027-10-31T10:00"), 409, "window-closed");
  });

  test("a local time skipped by the clocks does not exist; a repeated one is its first occurrence", async () => {
    const missing = refusal(await attempt("2027-03-20T10:00:00Z", "2027-03-28T02:30"), 400, "departure-nonexistent");
    assert.ok(missing.errors?.departure);
    // 02:30 on 31 October 2027 happens twice (CEST then CET): the first is 00:30Z.
    const twice = await attempt("2027-10-20T10:00:00Z", "2027-10-31T02:30");
    assert.equal(twice.statusCode, 201, twice.body);
    assert.equal(twice.json().departure_at, "2027-10-31T00:30:00.000Z");
  });

  test("30 days ahead at most, and never in the past", async () => {
    const now = "2026-12-01T12:00:00Z"; // 13:00 in Warsaw
    assert.equal((await attempt(now, "2026-12-31T13:00")).statusCode, 201, "exactly 30 days");
    const far = refusal(await attempt(now, "2026-12-31T13:01"), 409, "window-not-open");
    assert.equal(far.params?.max_days, 30);
    assert.equal(far.params?.latest_departure, "2026-12-31 13:00");
    refusal(await attempt(now, "2026-11-30T13:00"), 409, "window-closed");
  });

  test("each airport's own rules: Frankfurt closes 9 hours before, New York 72", async () => {
    const fra = await r.offer("fra", { stock: 1 });
    await r.setStock(fra, 100);
    r.clock.now = new Date("2026-12-01T12:00:00Z");
    const body = await r.body("fra", [{ product: fra.slug, size: fra.sku, quantity: 1 }], {
      departure: "2026-12-01T22:00",
    });
    const res = await r.call("POST", "/api/reservations/", jane.headers, body); // 21:00Z: 9 hours ahead
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(new Date(res.json().departure_at).getTime() - r.clock.now.getTime(), 9 * HOUR);

    const jfk = await r.offer("jfk", { stock: 1 });
    await r.setStock(jfk, 100);
    // 1 December 12:00Z is 07:00 in New York; 71 hours later is 4 December 06:00 local.
    const jfkBody = await r.body("jfk", [{ product: jfk.slug, size: jfk.sku, quantity: 1 }], {
      departure: "2026-12-04T06:00",
      destination: "WAW",
    });
    const refused = refusal(await r.call("POST", "/api/reservations/", jane.headers, jfkBody), 409, "window-closed");
    assert.equal(refused.params?.min_hours, 72);
    assert.equal(refused.params?.timezone, "America/New_York");
  });
});
