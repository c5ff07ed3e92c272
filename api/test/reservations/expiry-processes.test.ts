import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { backend } from "../helpers/app.ts";
import { outbox } from "../accounts/support.ts";
import { buildApp, type App } from "../../src/app.ts";
import { reservationTest, type ReservationTest } from "./support.ts";

/**
 * Expiry with several API processes over one database: each process runs the schedule, and every
 * due reservation is expired, released and mailed by exactly one of them. Three app instances share
 * the test's database here (on PostgreSQL, each expiry in its own transaction on its own connection).
 */
describe(`expiry by several API processes at once (${backend})`, () => {
  let r: ReservationTest;
  let others: App[];
  before(async () => {
    r = await reservationTest();
    others = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({ config: r.t.config, db: r.t.db, now: () => new Date(r.clock.now) });
        await app.ready();
        return app;
      }),
    );
  });
  after(async () => {
    for (const app of others) await app.close();
    await r.t.close();
  });

  test("30 due reservations: each expired once, all stock released, one e-mail each", async () => {
    const offer = await r.offer("waw", { stock: 1 });
    await r.setStock(offer, 30);
    const travellers = await Promise.all(Array.from({ length: 30 }, (_, i) => r.user(`due${i}@example.com`)));
    const placed = [];
    for (const t of travellers)
      placed.push(
        await r.place(t.headers, await r.body("waw", [{ product: offer.slug, size: offer.sku, quantity: 1 }])),
      );
    assert.equal((await r.held(offer)).held, 30);

    r.clock.now = new Date(new Date(placed[0]!.expires_at).getTime() + 60_000);
    const runs = await Promise.all(
      [r.t.app, ...others].flatMap((app) => [app.expireReservations(), app.expireReservations()]),
    );
    const all = runs.flat();
    assert.equal(all.length, 30, `expired ${all.length} times: ${runs.map((x) => x.length)}`);
    assert.equal(new Set(all).size, 30, "no reservation expired twice");
    assert.deepEqual(await r.held(offer), { stock: 30, held: 0 });
    const mails = outbox(r.t.dataDir).filter((m) => /Subject: Reservation .* has expired/.test(m));
    assert.equal(mails.length, 30);
  });
});
