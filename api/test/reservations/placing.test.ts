import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { backend } from "../helpers/app.ts";
import { outbox } from "../accounts/support.ts";
import { CODE_ALPHABET } from "../../src/lib/collection-code.ts";
import { MAX_OPEN_RESERVATIONS } from "../../src/routes/reservations.ts";
import { refusal, reservationTest, type ReservationTest } from "./support.ts";

describe(`placing a reservation (${backend})`, () => {
  let r: ReservationTest;
  before(async () => {
    r = await reservationTest();
  });
  after(() => r.t.close());

  test("201: the code, the frozen prices in USD and in the airport's currency, stock held, the e-mail sent", async () => {
    const jane = await r.user("place@example.com");
    const offer = await r.offer("waw", { stock: 3 });
    const before = await r.held(offer);
    const body = await r.body("waw", [{ product: offer.slug, size: offer.sku, quantity: 2 }], {
      flight_number: " lo0123 ",
      destination: "jfk",
    });
    const placed = await r.place(jane.headers, body);

    assert.equal(placed.status, "placed");
    assert.equal(placed.code.length, 6);
    assert.ok(
      [...placed.code].every((c) => CODE_ALPHABET.includes(c)),
      placed.code,
    );
    assert.equal(placed.flight_number, "LO 123");
    assert.equal(placed.destination, "JFK");
    assert.equal(placed.departure, body.departure, "the departure reads back in local time");
    assert.equal(placed.airport.timezone, "Europe/Warsaw");
    assert.equal(placed.collection_point.collection_point, true);
    assert.equal(placed.items.length, 1);
    assert.equal(placed.items[0]!.unit_price, offer.price);
    // Exact decimals: the total is twice the price, the local total the rounded line price twice, in PLN.
    const cents = Math.round(Number(offer.price) * 100) * 2;
    assert.equal(placed.total, `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`);
    assert.equal(placed.currency, "PLN");
    const rate = await r.t.db.query<{ line: string }>(
      "SELECT round($1::numeric * rate, 2)::text AS line FROM currencies WHERE code = 'PLN'",
      [offer.price],
    );
    assert.equal(placed.items[0]!.local_unit_price, rate.rows[0]!.line);
    const twice = await r.t.db.query<{ total: string }>("SELECT ($1::numeric * 2)::text AS total", [
      rate.rows[0]!.line,
    ]);
    assert.equal(placed.local_total, twice.rows[0]!.total);
    assert.equal(placed.can_cancel, true);
    assert.equal(placed.can_change, true);
    assert.match(placed.qr_svg, /^<svg [^>]*viewBox="0 0 \d+ \d+"/);

    const after = await r.held(offer);
    assert.equal(after.held, before.held + 2, "two units held");
    assert.equal(after.stock, before.stock, "stock on hand unchanged until collection");

    // The price frozen: a later price change does not touch the reservation.
    await r.t.db.query("UPDATE variant_offers SET price = price + 10 WHERE variant_id = $1 AND airport_id = $2", [
      offer.variantId,
      offer.airportId,
    ]);
    const read = (await r.call("GET", `/api/reservations/${placed.id}/`, jane.headers)).json();
    assert.equal(read.items[0].unit_price, offer.price);

    const mail = outbox(r.t.dataDir).find((m) => m.includes("To: place@example.com"));
    assert.ok(mail, "placed e-mail in the outbox");
    const shown = `${placed.code.slice(0, 3)}-${placed.code.slice(3)}`;
    assert.match(mail, new RegExp(`Subject: Your reservation ${shown}`));
    assert.match(mail, /Content-Type: image\/png/, "the QR code travels as an image");
    assert.match(mail, /boarding pass/);
    assert.match(mail, /Nothing has been charged online/);
    assert.match(mail, /\/my-reservations\/\?id=\d+/);
  });

  test("a retried request (same request_id) answers the same reservation and holds nothing twice", async () => {
    const jane = await r.user("retry@example.com");
    const offer = await r.offer("waw", { stock: 2 });
    const body = await r.body("waw", [{ product: offer.slug, size: offer.sku, quantity: 1 }]);
    const first = await r.place(jane.headers, body);
    const held = await r.held(offer);
    const again = await r.call("POST", "/api/reservations/", jane.headers, body);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().id, first.id);
    assert.deepEqual(await r.held(offer), held);
  });

  test("the e-mail is in the account's language", async () => {
    const anna = await r.user("anna@example.com", "pl");
    const offer = await r.offer("krk", { stock: 1 }).catch(() => r.offer("waw"));
    const airport = (await r.t.db.query<{ slug: string }>("SELECT slug FROM airports WHERE id = $1", [offer.airportId]))
      .rows[0]!.slug;
    await r.place(anna.headers, await r.body(airport, [{ product: offer.slug, size: offer.sku, quantity: 1 }]));
    const mail = outbox(r.t.dataDir).find((m) => m.includes("To: anna@example.com"))!;
    assert.match(mail, /Subject: Twoja rezerwacja/);
    assert.match(mail, /Content-Language: pl/);
    assert.match(mail, /Do zapłaty przy odbiorze: [\d\u00a0 ]+,\d\d\u00a0zł/);
    assert.match(mail, /http:\/\/shop\.test\/pl\/my-reservations\/\?id=\d+/);
  });

  test("bad flight numbers, destinations, collection points, products and sizes are 400s that change nothing", async () => {
    const jane = await r.user("bad@example.com");
    const offer = await r.offer("waw");
    const items = [{ product: offer.slug, size: offer.sku, quantity: 1 }];
    const count = async () =>
      Number((await r.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM reservations")).rows[0]!.n);
    const before = await count();
    for (const [extra, field] of [
      [{ flight_number: "123" }, "flight_number"],
      [{ flight_number: "LO 12345" }, "flight_number"],
      [{ flight_number: "LO 0" }, "flight_number"],
      [{ destination: "WAW" }, "destination"],
      [{ destination: "W1" }, "destination"],
      [{ collection_point: "polish-delicatessen" }, "collection_point"],
      [{ collection_point: "no-such-shop" }, "collection_point"],
      [{ airport: "no-such-airport" }, "airport"],
      [{ items: [{ product: "no-such-product", quantity: 1 }] }, "items"],
      [{ items: [{ product: offer.slug, size: "NO-SUCH-SKU", quantity: 1 }] }, "items"],
      [{ items: [] }, "items"],
      [{ items: [{ product: offer.slug, quantity: 0 }] }, "items"],
      [{ name: "   " }, "name"],
      [{ departure: "2026-11-22 10:00" }, "departure"],
      [{ departure: "2026-02-30T10:00" }, "departure"],
      [{ departure: "2026-11-22T24:30" }, "departure"],
      [{ request_id: "short" }, "request_id"],
    ] as const) {
      const res = await r.call("POST", "/api/reservations/", jane.headers, await r.body("waw", items, extra));
      const body = refusal(res, 400);
      assert.ok(body.errors?.[field] ?? body.errors?.body, `${JSON.stringify(extra)} names ${field}: ${res.body}`);
    }
    assert.equal(await count(), before);
  });

  test("a size the airport does not sell is refused with the rule", async () => {
    const jane = await r.user("notsold@example.com");
    const offer = await r.offer("waw");
    await r.t.db.query("UPDATE variant_offers SET sold = false WHERE variant_id = $1 AND airport_id = $2", [
      offer.variantId,
      offer.airportId,
    ]);
    const res = await r.call(
      "POST",
      "/api/reservations/",
      jane.headers,
      await r.body("waw", [{ product: offer.slug, size: offer.sku, quantity: 1 }]),
    );
    refusal(res, 409, "not-sold");
    await r.t.db.query("UPDATE variant_offers SET sold = true WHERE variant_id = $1 AND airport_id = $2", [
      offer.variantId,
      offer.airportId,
    ]);
  });

  test("the per-product cap counts the product's sizes together, and says what would pass", async () => {
    const jane = await r.user("cap@example.com");
    const offer = await r.offer("lhr", { stock: 1 }).catch(() => undefined);
    const airport = offer ? "lhr" : "waw";
    const o = offer ?? (await r.offer(airport));
    await r.setStock(o, 50);
    const cap = (
      await r.t.db.query<{ max_quantity: number }>("SELECT max_quantity FROM airports WHERE slug = $1", [airport])
    ).rows[0]!.max_quantity;
    // The same size asked twice, once by SKU and once as the default size, adds up.
    const res = await r.call(
      "POST",
      "/api/reservations/",
      jane.headers,
      await r.body(airport, [
        { product: o.slug, size: o.sku, quantity: cap },
        { product: o.slug, size: o.sku, quantity: 1 },
      ]),
    );
    const body = refusal(res, 409, "quantity-cap");
    assert.equal(body.params?.max_quantity, cap);
    assert.equal(body.params?.quantity, cap + 1);
    await r.place(jane.headers, await r.body(airport, [{ product: o.slug, size: o.sku, quantity: cap }]));
  });

  test("adult items need a date of birth and the legal age on the day of departure", async () => {
    const jane = await r.user("adult@example.com");
    const offer = await r.offer("waw", { adult: true, stock: 2 });
    const items = [{ product: offer.slug, size: offer.sku, quantity: 1 }];
    const body = await r.body("waw", items);
    refusal(await r.call("POST", "/api/reservations/", jane.headers, body), 400, "birth-date-required");
    refusal(
      await r.call("POST", "/api/reservations/", jane.headers, { ...body, birth_date: "2030-01-01" }),
      400,
      "birth-date-invalid",
    );
    // Departure is 22 November 2026 (local): 18 on 23 November is still 17 then; 18 on the 22nd is 18.
    const young = refusal(
      await r.call("POST", "/api/reservations/", jane.headers, { ...body, birth_date: "2008-11-23" }),
      409,
      "under-age",
    );
    assert.equal(young.params?.age, 17);
    assert.equal(young.params?.adult_age, 18);
    const placed = await r.place(jane.headers, { ...body, birth_date: "2008-11-22" });
    assert.equal(placed.birth_date, "2008-11-22");
    assert.equal(placed.id_check_required, true);
    // Without adult items the date of birth is not kept.
    const plain = await r.offer("waw", { stock: 1 });
    const other = await r.place(
      jane.headers,
      await r.body("waw", [{ product: plain.slug, size: plain.sku, quantity: 1 }], { birth_date: "1990-01-01" }),
    );
    assert.equal(other.birth_date, null);
    assert.equal(other.id_check_required, false);
  });

  test(`one account holds at most ${MAX_OPEN_RESERVATIONS} open reservations`, async () => {
    const jane = await r.user("many@example.com");
    const offer = await r.offer("waw", { stock: 1 });
    await r.setStock(offer, 100);
    const items = [{ product: offer.slug, size: offer.sku, quantity: 1 }];
    for (let i = 0; i < MAX_OPEN_RESERVATIONS; i++) await r.place(jane.headers, await r.body("waw", items));
    refusal(await r.call("POST", "/api/reservations/", jane.headers, await r.body("waw", items)), 409, "too-many-open");
  });

  test("the reservation form's airport: rules and collection points", async () => {
    const jane = await r.user("form@example.com");
    const res = await r.call("GET", "/api/reservations/airports/waw/", jane.headers);
    assert.equal(res.statusCode, 200, res.body);
    const airport = res.json();
    assert.equal(airport.timezone, "Europe/Warsaw");
    assert.equal(airport.currency, "PLN");
    assert.deepEqual(Object.keys(airport.rules).sort(), [
      "adult_age",
      "hold_hours",
      "max_days",
      "max_quantity",
      "min_hours",
    ]);
    assert.ok(airport.collection_points.length >= 1);
    assert.ok(airport.collection_points.every((s: { collection_point: boolean }) => s.collection_point));
    assert.equal((await r.call("GET", "/api/reservations/airports/nowhere/", jane.headers)).statusCode, 404);
  });
});
