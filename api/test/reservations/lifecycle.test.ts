import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { backend } from "../helpers/app.ts";
import { outbox } from "../accounts/support.ts";
import { refusal, reservationTest, type ReservationTest } from "./support.ts";
import type { Reservation } from "../../src/schemas/reservation.ts";

const HOUR = 3_600_000;

/** placed → ready → collected, or cancelled, or expired; everything else is a 409 that changes nothing. */
describe(`a reservation's life (${backend})`, () => {
  let r: ReservationTest;
  let clerk: Awaited<ReturnType<ReservationTest["staff"]>>;
  before(async () => {
    r = await reservationTest();
    clerk = await r.staff("clerk@example.com", ["WAW"]);
  });
  after(() => r.t.close());

  async function placed(email: string, opts: { adult?: boolean } = {}) {
    const traveller = await r.user(email);
    const offer = await r.offer("waw", { adult: opts.adult ?? false, stock: 2 });
    const body = await r.body(
      "waw",
      [{ product: offer.slug, size: offer.sku, quantity: 2 }],
      opts.adult ? { birth_date: "1980-01-01" } : {},
    );
    return { traveller, offer, reservation: await r.place(traveller.headers, body) };
  }
  const counter = (method: string, path: string, payload?: object) =>
    r.call(method, `/api/counter/reservations/${path}`, clerk.headers, payload);

  test("placed → ready (the traveller is told) → collected: stock leaves the shelf", async () => {
    const { reservation, offer } = await placed("life@example.com");
    const start = await r.held(offer);
    const found = await counter("GET", `${reservation.code.slice(0, 3)}-${reservation.code.slice(3).toLowerCase()}/`);
    assert.equal(found.statusCode, 200, found.body);
    assert.equal(found.json().id, reservation.id, "a typed code with a dash and small letters is found");

    const ready = await counter("POST", `${reservation.code}/ready/`);
    assert.equal(ready.statusCode, 200, ready.body);
    assert.equal(ready.json().status, "ready");
    assert.ok(ready.json().ready_at);
    const mail = outbox(r.t.dataDir).filter((m) => m.includes("To: life@example.com"));
    assert.equal(mail.length, 2, "placed and ready e-mails");
    assert.match(mail[1]!, /is ready for collection/);

    refusal(await counter("POST", `${reservation.code}/ready/`), 409, "illegal-transition");
    const collected = await counter("POST", `${reservation.code}/collected/`, {});
    assert.equal(collected.statusCode, 200, collected.body);
    assert.equal(collected.json().status, "collected");
    const end = await r.held(offer);
    assert.deepEqual(end, { stock: start.stock - 2, held: start.held - 2 }, "collected units leave stock and hold");

    for (const path of ["ready/", "collected/"])
      refusal(await counter("POST", `${reservation.code}/${path}`, {}), 409, "illegal-transition");
  });

  test("collecting adult items needs the ID check confirmed", async () => {
    const { reservation } = await placed("adult-life@example.com", { adult: true });
    assert.equal((await counter("POST", `${reservation.code}/ready/`)).statusCode, 200);
    const refused = refusal(await counter("POST", `${reservation.code}/collected/`, {}), 409, "id-check-required");
    assert.equal(refused.params?.adult_age, 18);
    refusal(await counter("POST", `${reservation.code}/collected/`, { id_checked: false }), 409, "id-check-required");
    const done = await counter("POST", `${reservation.code}/collected/`, { id_checked: true });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().status, "collected");
  });

  test("a collection skips no step: placed cannot be collected", async () => {
    const { reservation } = await placed("skip@example.com");
    refusal(await counter("POST", `${reservation.code}/collected/`, { id_checked: true }), 409, "illegal-transition");
  });

  test("the traveller cancels until collection; the stock comes back; then nothing moves", async () => {
    const { traveller, reservation, offer } = await placed("cancel@example.com");
    const held = await r.held(offer);
    assert.equal((await counter("POST", `${reservation.code}/ready/`)).statusCode, 200, "ready can still be cancelled");
    const cancelled = await r.call("POST", `/api/reservations/${reservation.id}/cancel/`, traveller.headers);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().status, "cancelled");
    assert.equal(cancelled.json().can_cancel, false);
    assert.equal((await r.held(offer)).held, held.held - 2);
    assert.match(
      outbox(r.t.dataDir)
        .filter((m) => m.includes("To: cancel@example.com"))
        .at(-1)!,
      /is cancelled/,
    );
    refusal(await r.call("POST", `/api/reservations/${reservation.id}/cancel/`, traveller.headers), 409, "not-open");
    refusal(await counter("POST", `${reservation.code}/ready/`), 409, "illegal-transition");
    refusal(
      await r.call("PATCH", `/api/reservations/${reservation.id}/`, traveller.headers, { flight_number: "LO 124" }),
      409,
      "not-open",
    );
    assert.equal((await r.held(offer)).held, held.held - 2, "released once");
  });

  test("a collected reservation cannot be cancelled", async () => {
    const { traveller, reservation } = await placed("late-cancel@example.com");
    await counter("POST", `${reservation.code}/ready/`);
    await counter("POST", `${reservation.code}/collected/`, {});
    refusal(await r.call("POST", `/api/reservations/${reservation.id}/cancel/`, traveller.headers), 409, "not-open");
  });

  test("flight details change while the window is open, with the hold time moved along", async () => {
    const { traveller, reservation } = await placed("change@example.com");
    const later = new Date(new Date(reservation.departure_at).getTime() + 5 * 24 * HOUR);
    const local = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Warsaw",
      dateStyle: "short",
      timeStyle: "short",
    })
      .format(later)
      .replace(" ", "T");
    const res = await r.call("PATCH", `/api/reservations/${reservation.id}/`, traveller.headers, {
      flight_number: "fr1234",
      departure: local,
      destination: "stn",
    });
    assert.equal(res.statusCode, 200, res.body);
    const changed = res.json() as Reservation;
    assert.equal(changed.flight_number, "FR 1234");
    assert.equal(changed.destination, "STN");
    assert.equal(changed.departure, local);
    assert.equal(
      new Date(changed.expires_at).getTime() - new Date(changed.departure_at).getTime(),
      48 * HOUR,
      "WAW holds 48 hours",
    );
    refusal(
      await r.call("PATCH", `/api/reservations/${reservation.id}/`, traveller.headers, { destination: "WAW" }),
      400,
    );
    refusal(
      await r.call("PATCH", `/api/reservations/${reservation.id}/`, traveller.headers, { flight_number: "nonsense" }),
      400,
    );
    assert.equal(
      (await r.call("PATCH", `/api/reservations/${reservation.id}/`, traveller.headers, {})).statusCode,
      400,
    );

    // Within 24 hours of departure (WAW's window) changes are closed.
    const saved = r.clock.now;
    r.clock.now = new Date(new Date(changed.departure_at).getTime() - 23 * HOUR);
    try {
      const closed = refusal(
        await r.call("PATCH", `/api/reservations/${reservation.id}/`, traveller.headers, { flight_number: "LO 1" }),
        409,
        "changes-closed",
      );
      assert.equal(closed.params?.min_hours, 24);
      const read = await r.call("GET", `/api/reservations/${reservation.id}/`, traveller.headers);
      assert.equal(read.json().can_change, false);
      assert.equal(read.json().can_cancel, true);
    } finally {
      r.clock.now = saved;
    }
  });

  test("expiry: open reservations past departure plus the hold time expire once, stock released, the traveller told", async () => {
    const a = await placed("expire-a@example.com");
    const b = await placed("expire-b@example.com");
    await counter("POST", `${b.reservation.code}/ready/`);
    const heldBefore = await r.held(a.offer);
    const saved = r.clock.now;
    try {
      r.clock.now = new Date(new Date(a.reservation.expires_at).getTime() - 60_000);
      const early = await r.t.app.expireReservations();
      assert.ok(!early.includes(a.reservation.id), "not before the hold time");
      r.clock.now = new Date(new Date(b.reservation.expires_at).getTime() + 60_000);
      const expired = await r.t.app.expireReservations();
      assert.ok(expired.includes(a.reservation.id) && expired.includes(b.reservation.id), `${expired}`);
      assert.deepEqual(await r.t.app.expireReservations(), [], "a second run finds nothing");
      const read = await r.call("GET", `/api/reservations/${a.reservation.id}/`, a.traveller.headers);
      assert.equal(read.json().status, "expired");
      assert.ok(read.json().expired_at);
      // What is held is exactly what the reservations still open hold (every expired one gave its units back).
      const open = await r.t.db.query<{ n: number }>(
        `SELECT coalesce(sum(i.quantity), 0)::int AS n FROM reservation_items i JOIN reservations x ON x.id = i.reservation_id
          WHERE i.variant_id = $1 AND x.airport_id = $2 AND x.status IN ('placed', 'ready')`,
        [a.offer.variantId, a.offer.airportId],
      );
      assert.equal((await r.held(a.offer)).held, open.rows[0]!.n);
      assert.ok((await r.held(a.offer)).held <= heldBefore.held - 2);
      assert.equal(
        outbox(r.t.dataDir).filter((m) => m.includes("To: expire-a@example.com") && /has expired/.test(m)).length,
        1,
      );
      refusal(await counter("POST", `${a.reservation.code}/ready/`), 409, "illegal-transition");
      refusal(
        await r.call("POST", `/api/reservations/${a.reservation.id}/cancel/`, a.traveller.headers),
        409,
        "not-open",
      );
    } finally {
      r.clock.now = saved;
    }
  });

  test("my reservations: upcoming soonest first, the rest under past", async () => {
    const traveller = await r.user("lists@example.com");
    const offer = await r.offer("waw", { stock: 3 });
    const items = [{ product: offer.slug, size: offer.sku, quantity: 1 }];
    const soon = await r.place(traveller.headers, await r.body("waw", items));
    const laterBody = await r.body("waw", items);
    laterBody.departure = (laterBody.departure as string).replace(
      /^(\d{4}-\d{2}-)(\d{2})/,
      (_, ym: string, d: string) => `${ym}${String(Number(d) + 3).padStart(2, "0")}`,
    );
    const later = await r.place(traveller.headers, laterBody);
    const gone = await r.place(traveller.headers, await r.body("waw", items));
    await r.call("POST", `/api/reservations/${gone.id}/cancel/`, traveller.headers);
    const upcoming = (await r.call("GET", "/api/reservations/", traveller.headers)).json();
    assert.deepEqual(
      upcoming.results.map((x: Reservation) => x.id),
      [soon.id, later.id],
    );
    const past = (await r.call("GET", "/api/reservations/?when=past", traveller.headers)).json();
    assert.deepEqual(
      past.results.map((x: Reservation) => x.id),
      [gone.id],
    );
    assert.equal((await r.call("GET", "/api/reservations/?when=soon", traveller.headers)).statusCode, 400);
  });

  test("the counter's day: today's and tomorrow's reservations per collection point, by departure", async () => {
    const traveller = await r.user("day@example.com");
    const offer = await r.offer("waw", { stock: 2 });
    const body = await r.body("waw", [{ product: offer.slug, size: offer.sku, quantity: 1 }]);
    const reservation = await r.place(traveller.headers, body);
    const departure = new Date(reservation.departure_at);
    const saved = r.clock.now;
    try {
      // On the day of departure (local), it is on today's list; the day before, on tomorrow's.
      r.clock.now = new Date(departure.getTime() - HOUR);
      const point = reservation.collection_point.slug;
      const today = await r.call(
        "GET",
        `/api/counter/reservations/?airport=waw&collection_point=${point}&day=today`,
        clerk.headers,
      );
      assert.equal(today.statusCode, 200, today.body);
      assert.ok(today.json().results.some((x: Reservation) => x.id === reservation.id));
      const departures = today.json().results.map((x: Reservation) => x.departure_at);
      assert.deepEqual(departures, [...departures].sort());
      r.clock.now = new Date(departure.getTime() - 24 * HOUR);
      const tomorrow = await r.call("GET", "/api/counter/reservations/?airport=waw&day=tomorrow", clerk.headers);
      assert.ok(tomorrow.json().results.some((x: Reservation) => x.id === reservation.id));
      const notToday = await r.call("GET", "/api/counter/reservations/?airport=waw&day=today", clerk.headers);
      assert.ok(!notToday.json().results.some((x: Reservation) => x.id === reservation.id));
    } finally {
      r.clock.now = saved;
    }
    const airports = await r.call("GET", "/api/counter/airports/", clerk.headers);
    assert.deepEqual(
      airports.json().map((a: { slug: string }) => a.slug),
      ["waw"],
    );
  });

  test("removing the account releases its open reservations' stock and removes them", async () => {
    const { traveller, reservation, offer } = await placed("leaving@example.com");
    const held = await r.held(offer);
    const removed = await r.call("POST", "/auth/remove/", traveller.headers, { password: "Blue-Suitcase-42" });
    assert.ok(removed.statusCode < 300, removed.body);
    assert.equal((await r.held(offer)).held, held.held - 2);
    const left = await r.t.db.query("SELECT 1 FROM reservations WHERE id = $1", [reservation.id]);
    assert.equal(left.rows.length, 0);
  });
});
