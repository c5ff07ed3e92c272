import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { backend } from "../helpers/app.ts";
import { refusal, reservationTest, type ReservationTest } from "./support.ts";

/**
 * A reservation is priced for its trip (api/src/rules/eligibility.ts): leaving the EU it is duty-free at
 * the airport's prices; WAW → FRA stays inside the EU and is duty-paid, at the duty-paid prices, and an
 * excise item with no duty-paid price is not sold for it. The lines keep what the meter needs.
 */
describe(`reservations priced for the trip (${backend})`, () => {
  let r: ReservationTest;
  let jane: Awaited<ReturnType<ReservationTest["user"]>>;
  let spirits: { slug: string; sku: string; price: string; dutyPaid: string; variantId: number; airportId: number };
  let perfume: Awaited<ReturnType<ReservationTest["offer"]>>;
  before(async () => {
    r = await reservationTest();
    jane = await r.user("trip@example.com");
    const { rows } = await r.t.db.query<{ slug: string; sku: string; price: string; duty_paid: string; variant_id: number; airport_id: number }>(
      `SELECT p.slug, v.sku, o.price::text AS price, o.duty_paid_price::text AS duty_paid, v.id AS variant_id, o.airport_id
         FROM variant_offers o JOIN product_variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
         JOIN airports a ON a.id = o.airport_id
        WHERE a.slug = 'waw' AND o.sold AND o.stock - o.held >= 3 AND p.kind = 'spirits' AND o.duty_paid_price IS NOT NULL
        ORDER BY v.id LIMIT 1`,
    );
    const row = rows[0]!;
    spirits = { slug: row.slug, sku: row.sku, price: row.price, dutyPaid: row.duty_paid, variantId: row.variant_id, airportId: row.airport_id };
    perfume = await r.offer("waw", { stock: 3 });
  });
  after(() => r.t.close());

  const adult = { birth_date: "1980-01-01" };

  test("WAW → JFK is duty-free: the airport's price, and the line's kind, strength and volume", async () => {
    const placed = await r.place(
      jane.headers,
      await r.body("waw", [{ product: spirits.slug, size: spirits.sku, quantity: 1 }], { ...adult, destination: "JFK" }),
    );
    assert.equal(placed.duty, "duty-free");
    assert.equal(placed.items[0].unit_price, spirits.price);
    assert.equal(placed.items[0].kind, "spirits");
    assert.ok(placed.items[0].abv! > 22);
    assert.ok(placed.items[0].volume_ml! > 0);
  });

  test("WAW → FRA is duty-paid: the duty-paid price, and a total made of it", async () => {
    const placed = await r.place(
      jane.headers,
      await r.body("waw", [{ product: spirits.slug, size: spirits.sku, quantity: 2 }], { ...adult, destination: "FRA" }),
    );
    assert.equal(placed.duty, "duty-paid");
    assert.equal(placed.items[0].unit_price, spirits.dutyPaid);
    assert.equal(placed.total, (Number(spirits.dutyPaid) * 2).toFixed(2));
  });

  test("WAW → FRA: an excise item without a duty-paid price is refused, nothing is held", async () => {
    await r.t.db.query("UPDATE variant_offers SET duty_paid_price = NULL WHERE variant_id = $1 AND airport_id = $2", [
      spirits.variantId,
      spirits.airportId,
    ]);
    try {
      const heldBefore = await r.held(spirits);
      const res = await r.call(
        "POST",
        "/api/reservations/",
        jane.headers,
        await r.body("waw", [{ product: spirits.slug, size: spirits.sku, quantity: 1 }], { ...adult, destination: "FRA" }),
      );
      const body = refusal(res, 409, "not-sold-for-trip");
      assert.equal(body.params?.destination, "FRA");
      assert.deepEqual(await r.held(spirits), heldBefore);
      // Goods without excise keep their price on a duty-paid trip.
      const placed = await r.place(jane.headers, await r.body("waw", [{ product: perfume.slug, size: perfume.sku, quantity: 1 }], { destination: "FRA" }));
      assert.equal(placed.duty, "duty-paid");
      assert.equal(placed.items[0].unit_price, perfume.price);
    } finally {
      await r.t.db.query("UPDATE variant_offers SET duty_paid_price = $3 WHERE variant_id = $1 AND airport_id = $2", [
        spirits.variantId,
        spirits.airportId,
        spirits.dutyPaid,
      ]);
    }
  });

  test("changing the destination to one that prices the other way is refused; within the same kind it is allowed", async () => {
    const placed = await r.place(
      jane.headers,
      await r.body("waw", [{ product: perfume.slug, size: perfume.sku, quantity: 1 }], { destination: "JFK" }),
    );
    refusal(await r.call("PATCH", `/api/reservations/${placed.id}/`, jane.headers, { destination: "CDG" }), 409, "trip-duty-changed");
    const moved = await r.call("PATCH", `/api/reservations/${placed.id}/`, jane.headers, { destination: "LHR" });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().destination, "LHR");
    assert.equal(moved.json().duty, "duty-free");
  });

  test("an airport the rules do not know is refused as a destination (it could not be priced), on placing and on changing", async () => {
    const body = await r.body("waw", [{ product: perfume.slug, size: perfume.sku, quantity: 1 }], { destination: "QQQ" });
    const res = await r.call("POST", "/api/reservations/", jane.headers, body);
    assert.equal(res.statusCode, 400, res.body);
    assert.ok(res.json().errors.destination);
    const placed = await r.place(jane.headers, { ...body, request_id: `${body.request_id}-b`, destination: "JFK" });
    const patched = await r.call("PATCH", `/api/reservations/${placed.id}/`, jane.headers, { destination: "QQQ" });
    assert.equal(patched.statusCode, 400, patched.body);
  });

  test("a reservation placed before trips were priced keeps its prices: changing its flight number is not refused", async () => {
    const placed = await r.place(
      jane.headers,
      await r.body("waw", [{ product: perfume.slug, size: perfume.sku, quantity: 1 }], { destination: "FRA" }),
    );
    // As migration 010 left the reservations it found: priced duty-free whatever their destination.
    await r.t.db.query("UPDATE reservations SET duty = 'duty-free' WHERE id = $1", [placed.id]);
    const res = await r.call("PATCH", `/api/reservations/${placed.id}/`, jane.headers, { flight_number: "LO 456" });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().flight_number, "LO 456");
    assert.equal(res.json().duty, "duty-free");
  });
});
