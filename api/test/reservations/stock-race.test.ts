import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { backend } from "../helpers/app.ts";
import { reservationTest, type ReservationTest } from "./support.ts";

/**
 * No overselling: 50 travellers reserve the last 5 units at once. Exactly 5 reservations are placed;
 * the other 45 are refused with a 409 that says how many are left, and nothing is held twice.
 */
describe(`the last units, 50 at once (${backend})`, () => {
  let r: ReservationTest;
  before(async () => {
    r = await reservationTest();
  });
  after(() => r.t.close());

  test("5 units, 50 concurrent reservations of one each: 5 placed, 45 refused with what is left", async () => {
    const offer = await r.offer("waw", { stock: 1 });
    await r.setStock(offer, 5);
    const travellers = await Promise.all(Array.from({ length: 50 }, (_, i) => r.user(`racer${i}@example.com`)));
    const bodies = await Promise.all(
      travellers.map(() => r.body("waw", [{ product: offer.slug, size: offer.sku, quantity: 1 }])),
    );
    const answers = await Promise.all(
      travellers.map((t, i) => r.call("POST", "/api/reservations/", t.headers, bodies[i])),
    );

    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    assert.equal(placed.length, 5, answers.map((a) => a.statusCode).join(","));
    assert.equal(refused.length, 45);
    for (const a of refused) {
      const body = a.json();
      assert.equal(body.rule, "out-of-stock");
      assert.equal(body.params.left, 0);
      assert.match(body.message, /sold out/);
    }
    assert.deepEqual(await r.held(offer), { stock: 5, held: 5 });
    const { rows } = await r.t.db.query<{ n: number }>(
      "SELECT coalesce(sum(quantity), 0)::int AS n FROM reservation_items WHERE variant_id = $1",
      [offer.variantId],
    );
    assert.equal(rows[0]!.n, 5, "exactly five units in reservations");
  });

  test("asking for more than is left says how many are left", async () => {
    const offer = await r.offer("waw", { stock: 1, skip: [] });
    await r.setStock(offer, 3);
    const [a, b] = await Promise.all([r.user("first@example.com"), r.user("second@example.com")]);
    await r.place(a.headers, await r.body("waw", [{ product: offer.slug, size: offer.sku, quantity: 2 }]));
    const res = await r.call(
      "POST",
      "/api/reservations/",
      b.headers,
      await r.body("waw", [{ product: offer.slug, size: offer.sku, quantity: 2 }]),
    );
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().params.left, 1);
    assert.match(res.json().message, /Only 1 of .* left/);
    // A reservation of two products, the second short: the first is not held either.
    const other = await r.offer("waw", { stock: 2, skip: [offer.slug] });
    const before = await r.held(other);
    const both = await r.call(
      "POST",
      "/api/reservations/",
      b.headers,
      await r.body("waw", [
        { product: other.slug, size: other.sku, quantity: 1 },
        { product: offer.slug, size: offer.sku, quantity: 2 },
      ]),
    );
    assert.equal(both.statusCode, 409);
    assert.deepEqual(await r.held(other), before, "nothing held when one item is short");
  });
});
