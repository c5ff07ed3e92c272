import assert from "node:assert/strict";
import type { LightMyRequestResponse } from "fastify";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { assertShape, bearer } from "../accounts/support.ts";
import { hashPassword } from "../../src/lib/passwords.ts";
import { grantStaff } from "../../src/repositories/staff.ts";
import { Reservation } from "../../src/schemas/reservation.ts";

/**
 * Reserve & Collect tests: an API with a clock the test sets, accounts made straight in the database
 * with tokens signed by the API (no login limits in the way), and offers picked from the seed.
 */
export interface ReservationTest {
  t: TestApp;
  clock: { now: Date };
  /** A new account's id and Authorization header. */
  user(email: string, language?: string): Promise<{ id: number; headers: Record<string, string> }>;
  staff(email: string, airports: string[]): Promise<{ id: number; headers: Record<string, string> }>;
  call(
    method: string,
    url: string,
    headers?: Record<string, string>,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** A sold size at the airport with at least `stock` units, adult or not: its product slug and SKU. */
  offer(airport: string, opts?: { adult?: boolean; stock?: number; skip?: string[] }): Promise<Offer>;
  setStock(offer: Offer, stock: number): Promise<void>;
  held(offer: Offer): Promise<{ stock: number; held: number }>;
  /** A valid body for `airport`: its first collection point, a flight two days after the clock. */
  body(
    airport: string,
    items: { product: string; size?: string; quantity: number }[],
    extra?: object,
  ): Promise<Record<string, unknown>>;
  place(headers: Record<string, string>, body: object): Promise<Reservation>;
}

export interface Offer {
  slug: string;
  sku: string;
  airportId: number;
  variantId: number;
  price: string;
}

let hash: Promise<string> | undefined;
let requests = 0;

export async function reservationTest(start = "2026-11-20T10:00:00Z"): Promise<ReservationTest> {
  const clock = { now: new Date(start) };
  const t = await createTestApp({ reservationExpirySeconds: 0 }, { now: () => new Date(clock.now) });
  hash ??= hashPassword("Blue-Suitcase-42");

  const user: ReservationTest["user"] = async (email, language = "en") => {
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed, language) VALUES ($1, $2, 'Jane', 'Doe', true, $3) RETURNING id",
      [email, await hash, language],
    );
    const id = rows[0]!.id;
    return { id, headers: bearer(t.app.tokens.signAccess(id, 0)) };
  };

  const call: ReservationTest["call"] = (method, url, headers = {}, payload) =>
    t.app.inject({ method: method as "GET", url, headers, ...(payload === undefined ? {} : { payload }) });

  const collectionPoint = async (airport: string) => {
    const { rows } = await t.db.query<{ slug: string }>(
      `SELECT s.slug FROM airport_shops s JOIN airports a ON a.id = s.airport_id
        WHERE a.slug = $1 AND s.collection_point ORDER BY s.position, s.id LIMIT 1`,
      [airport],
    );
    return rows[0]!.slug;
  };

  const test: ReservationTest = {
    t,
    clock,
    user,
    async staff(email, airports) {
      const account = await user(email);
      await grantStaff(t.db, email, airports);
      return account;
    },
    call,
    async offer(airport, { adult = false, stock = 1, skip = [] } = {}) {
      const { rows } = await t.db.query<{
        slug: string;
        sku: string;
        airport_id: number;
        variant_id: number;
        price: string;
      }>(
        `SELECT p.slug, v.sku, o.airport_id, v.id AS variant_id, o.price::text AS price
           FROM variant_offers o JOIN product_variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
           JOIN airports a ON a.id = o.airport_id
          WHERE a.slug = $1 AND o.sold AND o.stock - o.held >= $2 AND p.adult = $3 AND NOT (p.slug = ANY($4::text[]))
          ORDER BY v.id LIMIT 1`,
        [airport, stock, adult, skip],
      );
      assert.ok(rows[0], `no ${adult ? "adult " : ""}offer with ${stock} in stock at ${airport}`);
      const r = rows[0];
      return { slug: r.slug, sku: r.sku, airportId: r.airport_id, variantId: r.variant_id, price: r.price };
    },
    async setStock(offer, stock) {
      await t.db.query("UPDATE variant_offers SET stock = $3, held = 0 WHERE variant_id = $1 AND airport_id = $2", [
        offer.variantId,
        offer.airportId,
        stock,
      ]);
    },
    async held(offer) {
      const { rows } = await t.db.query<{ stock: number; held: number }>(
        "SELECT stock, held FROM variant_offers WHERE variant_id = $1 AND airport_id = $2",
        [offer.variantId, offer.airportId],
      );
      return rows[0]!;
    },
    async body(airport, items, extra = {}) {
      const { rows } = await t.db.query<{ timezone: string }>("SELECT timezone FROM airports WHERE slug = $1", [
        airport,
      ]);
      const local = new Intl.DateTimeFormat("sv-SE", {
        timeZone: rows[0]!.timezone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })
        .format(new Date(clock.now.getTime() + 48 * 3_600_000))
        .replace(" ", "T");
      return {
        request_id: `test-request-${++requests}-${process.pid}`,
        airport,
        collection_point: await collectionPoint(airport),
        flight_number: "LO 123",
        departure: local,
        destination: "JFK",
        name: "Jane Doe",
        items,
        ...extra,
      };
    },
    async place(headers, body) {
      const res = await call("POST", "/api/reservations/", headers, body);
      assert.equal(res.statusCode, 201, res.body);
      assertShape(Reservation, res.json());
      return res.json() as Reservation;
    },
  };
  return test;
}

/** The rule a refusal names, after checking its status and message. */
export function refusal(res: LightMyRequestResponse, status: number, rule?: string) {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json() as {
    message: string;
    rule?: string;
    params?: Record<string, unknown>;
    errors?: Record<string, string[]>;
  };
  assert.ok(body.message.length > 0);
  if (rule !== undefined) assert.equal(body.rule, rule, res.body);
  return body;
}
