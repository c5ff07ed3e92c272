import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { backend } from "../helpers/app.ts";
import { reservationTest, type ReservationTest } from "./support.ts";
import type { Reservation } from "../../src/schemas/reservation.ts";

/**
 * Who reaches what: a traveller only their own reservations; counter staff only their airports'; a
 * traveller never the counter. What may not be reached answers 404, as if it did not exist, and
 * changes nothing.
 */
describe(`reservations: authorization (${backend})`, () => {
  let r: ReservationTest;
  let jane: Awaited<ReturnType<ReservationTest["user"]>>;
  let john: Awaited<ReturnType<ReservationTest["user"]>>;
  let wawClerk: Awaited<ReturnType<ReservationTest["staff"]>>;
  let fraClerk: Awaited<ReturnType<ReservationTest["staff"]>>;
  let janes: Reservation;
  let johnsAtFra: Reservation;

  before(async () => {
    r = await reservationTest();
    jane = await r.user("jane@example.com");
    john = await r.user("john@example.com");
    wawClerk = await r.staff("waw-clerk@example.com", ["WAW"]);
    fraClerk = await r.staff("fra-clerk@example.com", ["fra"]);
    const waw = await r.offer("waw", { stock: 2 });
    janes = await r.place(jane.headers, await r.body("waw", [{ product: waw.slug, size: waw.sku, quantity: 1 }]));
    const fra = await r.offer("fra", { stock: 2 });
    johnsAtFra = await r.place(john.headers, await r.body("fra", [{ product: fra.slug, size: fra.sku, quantity: 1 }]));
  });
  after(() => r.t.close());

  const state = async (id: number) =>
    (await r.t.db.query("SELECT status, flight_number, departure_at, updated_at FROM reservations WHERE id = $1", [id]))
      .rows[0];

  test("without a token: 401 everywhere", async () => {
    for (const [method, url] of [
      ["GET", "/api/reservations/"],
      ["POST", "/api/reservations/"],
      ["GET", `/api/reservations/${janes.id}/`],
      ["POST", `/api/reservations/${janes.id}/cancel/`],
      ["GET", "/api/counter/airports/"],
      ["GET", `/api/counter/reservations/${janes.code}/`],
    ] as const) {
      assert.equal(
        (await r.call(method, url, {}, method === "POST" ? {} : undefined)).statusCode,
        401,
        `${method} ${url}`,
      );
    }
  });

  test("another traveller's reservation is not found, to read, change or cancel", async () => {
    const before = await state(janes.id);
    for (const [method, url, body] of [
      ["GET", `/api/reservations/${janes.id}/`, undefined],
      ["PATCH", `/api/reservations/${janes.id}/`, { flight_number: "LO 999" }],
      ["POST", `/api/reservations/${janes.id}/cancel/`, {}],
      ["GET", "/api/reservations/999999/", undefined],
      ["GET", "/api/reservations/9999999999/", undefined],
    ] as const) {
      const res = await r.call(method, url, john.headers, body);
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
    }
    assert.deepEqual(await state(janes.id), before);
    const list = (await r.call("GET", "/api/reservations/", john.headers)).json();
    assert.deepEqual(
      list.results.map((x: Reservation) => x.id),
      [johnsAtFra.id],
    );
  });

  test("a traveller never reaches the counter: every counter route answers like an unknown route", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/counter/airports/", undefined],
      ["GET", "/api/counter/reservations/?airport=waw", undefined],
      ["GET", `/api/counter/reservations/${janes.code}/`, undefined],
      ["POST", `/api/counter/reservations/${janes.code}/ready/`, {}],
      ["POST", `/api/counter/reservations/${janes.code}/collected/`, { id_checked: true }],
    ] as const) {
      const res = await r.call(method, url, jane.headers, body);
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
      assert.match(res.json().message, /^No route for /);
    }
    assert.equal((await state(janes.id))!.status, "placed");
  });

  test("staff of one airport do not see, list or move another airport's reservations", async () => {
    const before = await state(johnsAtFra.id);
    for (const [method, url, body] of [
      ["GET", `/api/counter/reservations/${johnsAtFra.code}/`, undefined],
      ["POST", `/api/counter/reservations/${johnsAtFra.code}/ready/`, {}],
      ["POST", `/api/counter/reservations/${johnsAtFra.code}/collected/`, { id_checked: true }],
      ["GET", "/api/counter/reservations/?airport=fra", undefined],
    ] as const) {
      const res = await r.call(method, url, wawClerk.headers, body);
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
    }
    assert.deepEqual(await state(johnsAtFra.id), before);
    // Their own airport's, yes; and the Frankfurt clerk theirs.
    assert.equal((await r.call("GET", `/api/counter/reservations/${janes.code}/`, wawClerk.headers)).statusCode, 200);
    assert.equal((await r.call("GET", `/api/counter/reservations/${janes.code}/`, fraClerk.headers)).statusCode, 404);
    assert.equal(
      (await r.call("GET", `/api/counter/reservations/${johnsAtFra.code}/`, fraClerk.headers)).statusCode,
      200,
    );
  });

  test("staff are travellers too, with only their own reservations as travellers", async () => {
    assert.equal((await r.call("GET", `/api/reservations/${janes.id}/`, wawClerk.headers)).statusCode, 404);
    assert.equal((await r.call("POST", `/api/reservations/${janes.id}/cancel/`, wawClerk.headers, {})).statusCode, 404);
  });

  test("a code that is not a code is not found, whatever it holds", async () => {
    for (const code of ["x", "ACDEF", "ACDEFGH", "ACD%20EFG", "%27%3B--", "0OIL12"]) {
      const res = await r.call("GET", `/api/counter/reservations/${code}/`, wawClerk.headers);
      assert.equal(res.statusCode, 404, `${code}: ${res.body}`);
    }
  });
});
