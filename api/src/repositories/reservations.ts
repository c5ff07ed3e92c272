import type { Queryable } from "../db/database.ts";
import type { AirportShop } from "../schemas/airport-detail.ts";
import type { Reservation, ReservationItem, ReservationStatus } from "../schemas/reservation.ts";
import { localized, type ContentLanguage } from "../lib/content-language.ts";
import { toLocal } from "../lib/local-time.ts";
import { qrSvg } from "../lib/qr-code.ts";
import type { ProductKind, TripDuty } from "../rules/index.ts";
import type { AirportRules } from "../lib/reservation-rules.ts";
import { airportShops } from "./airport-details.ts";

/**
 * The SQL of Reserve & Collect. Stock is held with one conditional UPDATE per size (`stock - held >=
 * quantity`), in variant order so that two reservations never wait on each other's rows in opposite
 * orders; a status change is one UPDATE guarded by the states it may leave, so two clerks (or a clerk
 * and the expiry) cannot both move a reservation.
 */

export const OPEN_STATUSES: ReservationStatus[] = ["placed", "ready"];

export interface ReservationAirportRow extends AirportRules {
  id: number;
  slug: string;
  iata: string;
  currency: string;
  /** Units of `currency` for 1 USD, a decimal string; "1" when the currency has no rate. */
  rate: string;
  decimals: number;
}

/** The airport of a reservation, with its rules and its currency's rate now. */
export async function reservationAirport(db: Queryable, slug: string): Promise<ReservationAirportRow | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT a.id, a.slug, trim(a.iata) AS iata, a.name, a.timezone, a.reserve_min_hours, a.reserve_max_days,
            a.hold_hours, a.adult_age, a.max_quantity,
            COALESCE(c.code, 'USD') AS currency, COALESCE(c.rate, 1)::text AS rate, COALESCE(c.decimals, 2) AS decimals
       FROM airports a LEFT JOIN currencies c ON c.code = a.currency
      WHERE a.slug = $1`,
    [slug],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id as number,
    slug: r.slug as string,
    iata: r.iata as string,
    name: r.name as string,
    timezone: r.timezone as string,
    minHours: r.reserve_min_hours as number,
    maxDays: r.reserve_max_days as number,
    holdHours: r.hold_hours as number,
    adultAge: r.adult_age as number,
    maxQuantity: r.max_quantity as number,
    currency: r.currency as string,
    rate: r.rate as string,
    decimals: r.decimals as number,
  };
}

/** The airport's collection points (shops where reservations are handed over). */
export async function collectionPoints(db: Queryable, airportId: number): Promise<AirportShop[]> {
  return (await airportShops(db, airportId)).filter((s) => s.collection_point);
}

export async function collectionPointId(db: Queryable, airportId: number, slug: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM airport_shops WHERE airport_id = $1 AND slug = $2 AND collection_point",
    [airportId, slug],
  );
  return rows[0]?.id;
}

/** An item as the traveller asked for it, resolved against the catalogue and the airport's offers. */
export interface ResolvedItem {
  variantId: number;
  slug: string;
  name: string;
  brand: string;
  sku: string;
  size: string;
  adult: boolean;
  quantity: number;
  /** USD price at the airport; null when the airport does not sell this size. */
  price: string | null;
  /** The airport's duty-paid price; null: the same as `price` (see rules/eligibility.ts). */
  dutyPaidPrice: string | null;
  /** What the trip's rules need (migration 010). */
  facts: ItemFacts;
}

export interface ItemFacts {
  kind: ProductKind;
  abv: number | null;
  volume_ml: number | null;
  sticks: number | null;
  tobacco_g: number | null;
}

export type ItemLookup = { product: string; size?: string | undefined; quantity: number };

/**
 * Each asked-for item's size (the given SKU, or the product's first size) and its offer at the airport:
 * "unknown" names the first item whose product or size does not exist.
 */
export async function resolveItems(
  db: Queryable,
  airportId: number,
  items: ItemLookup[],
  lang: ContentLanguage,
): Promise<{ ok: true; items: ResolvedItem[] } | { ok: false; unknown: ItemLookup }> {
  const { rows } = await db.query<{
    ord: number;
    variant_id: number;
    slug: string;
    name: string;
    brand: string;
    sku: string;
    size: string;
    adult: boolean;
    price: string | null;
    duty_paid_price: string | null;
  } & ItemFacts>(
    `SELECT q.ord::int AS ord, v.id AS variant_id, p.slug, ${localized("p", "name", lang)}, b.name AS brand,
            v.sku, v.size, p.adult, o.price::text AS price, o.duty_paid_price::text AS duty_paid_price,
            p.kind, p.abv::float8 AS abv, v.volume_ml, v.sticks, v.tobacco_g
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(slug, sku, ord)
       JOIN products p ON p.slug = q.slug AND p.hidden_at IS NULL
       JOIN brands b ON b.id = p.brand_id
       JOIN LATERAL (SELECT * FROM product_variants v
                      WHERE v.product_id = p.id AND (q.sku = '' OR v.sku = q.sku)
                      ORDER BY v.position, v.id LIMIT 1) v ON true
       LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.airport_id = $3 AND o.sold`,
    [items.map((i) => i.product), items.map((i) => i.size ?? ""), airportId],
  );
  const byOrd = new Map(rows.map((r) => [r.ord, r]));
  const resolved: ResolvedItem[] = [];
  for (const [i, item] of items.entries()) {
    const r = byOrd.get(i + 1);
    if (!r) return { ok: false, unknown: item };
    resolved.push({
      variantId: r.variant_id,
      slug: r.slug,
      name: r.name,
      brand: r.brand,
      sku: r.sku,
      size: r.size,
      adult: r.adult,
      quantity: item.quantity,
      price: r.price,
      dutyPaidPrice: r.duty_paid_price,
      facts: { kind: r.kind, abv: r.abv, volume_ml: r.volume_ml, sticks: r.sticks, tobacco_g: r.tobacco_g },
    });
  }
  return { ok: true, items: resolved };
}

/**
 * Holds `quantity` of each size at the airport, in variant order; the first size short of stock is
 * returned with what is left of it (the caller's transaction then rolls back the holds already made).
 */
export async function holdStock(
  tx: Queryable,
  airportId: number,
  items: { variantId: number; quantity: number }[],
): Promise<{ ok: true } | { ok: false; variantId: number; left: number }> {
  for (const item of [...items].sort((a, b) => a.variantId - b.variantId)) {
    const held = await tx.query(
      `UPDATE variant_offers SET held = held + $3
        WHERE variant_id = $1 AND airport_id = $2 AND sold AND stock - held >= $3`,
      [item.variantId, airportId, item.quantity],
    );
    if (held.rowCount === 0) {
      const { rows } = await tx.query<{ left: number }>(
        "SELECT greatest(stock - held, 0)::int AS left FROM variant_offers WHERE variant_id = $1 AND airport_id = $2 AND sold",
        [item.variantId, airportId],
      );
      return { ok: false, variantId: item.variantId, left: rows[0]?.left ?? 0 };
    }
  }
  return { ok: true };
}

export interface NewReservation {
  userId: number;
  requestId: string;
  code: string;
  airport: ReservationAirportRow;
  shopId: number;
  flightNumber: string;
  departureAt: Date;
  destination: string;
  name: string;
  birthDate: string | null;
  expiresAt: Date;
  duty: TripDuty;
  /** Priced for the trip: `price` is what is charged (the duty-paid price on a duty-paid trip). */
  items: (ResolvedItem & { price: string })[];
}

/**
 * Inserts the reservation with its items, prices frozen in USD and in the airport's currency (each line
 * rounded to the currency's decimals, the total their sum, as a till adds them up). Answers its id, or
 * "duplicate-request" when the user already made a reservation with this request id, or "code-taken".
 */
export async function insertReservation(
  tx: Queryable,
  r: NewReservation,
): Promise<number | "duplicate-request" | "code-taken"> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO reservations (user_id, request_id, code, airport_id, shop_id, flight_number, departure_at, destination,
                               name, birth_date, currency, rate, local_decimals, total, local_total, expires_at, duty)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, 0, $14, $15)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      r.userId,
      r.requestId,
      r.code,
      r.airport.id,
      r.shopId,
      r.flightNumber,
      r.departureAt,
      r.destination,
      r.name,
      r.birthDate,
      r.airport.currency,
      r.airport.rate,
      r.airport.decimals,
      r.expiresAt,
      r.duty,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) {
    const same = await tx.query("SELECT 1 FROM reservations WHERE user_id = $1 AND request_id = $2", [
      r.userId,
      r.requestId,
    ]);
    return same.rows.length ? "duplicate-request" : "code-taken";
  }
  await tx.query(
    `INSERT INTO reservation_items (reservation_id, variant_id, product_slug, product_name, brand_name, sku, size, adult,
                                    quantity, unit_price, local_unit_price, position, kind, abv, volume_ml, sticks, tobacco_g)
     SELECT $1, i.variant_id, i.slug, i.name, i.brand, i.sku, i.size, i.adult, i.quantity, i.price,
            round(i.price * $11::numeric, $12::int), i.position, f.kind, f.abv, f.volume_ml, f.sticks, f.tobacco_g
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bool[], $9::int[], $10::numeric[])
            WITH ORDINALITY AS i(variant_id, slug, name, brand, sku, size, adult, quantity, price, position)
       JOIN unnest($13::text[], $14::numeric[], $15::int[], $16::int[], $17::int[])
            WITH ORDINALITY AS f(kind, abv, volume_ml, sticks, tobacco_g, position) ON f.position = i.position`,
    [
      id,
      r.items.map((i) => i.variantId),
      r.items.map((i) => i.slug),
      r.items.map((i) => i.name),
      r.items.map((i) => i.brand),
      r.items.map((i) => i.sku),
      r.items.map((i) => i.size),
      r.items.map((i) => i.adult),
      r.items.map((i) => i.quantity),
      r.items.map((i) => i.price),
      r.airport.rate,
      r.airport.decimals,
      r.items.map((i) => i.facts.kind),
      r.items.map((i) => i.facts.abv),
      r.items.map((i) => i.facts.volume_ml),
      r.items.map((i) => i.facts.sticks),
      r.items.map((i) => i.facts.tobacco_g),
    ],
  );
  await tx.query(
    `UPDATE reservations r SET total = t.total, local_total = t.local_total
       FROM (SELECT sum(unit_price * quantity) AS total, sum(local_unit_price * quantity) AS local_total
               FROM reservation_items WHERE reservation_id = $1) t
      WHERE r.id = $1`,
    [id],
  );
  return id;
}

export async function reservationIdByRequest(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM reservations WHERE user_id = $1 AND request_id = $2",
    [userId, requestId],
  );
  return rows[0]?.id;
}

interface ReservationRow {
  id: number;
  code: string;
  status: ReservationStatus;
  airport_id: number;
  airport_slug: string;
  iata: string;
  airport_name: string;
  timezone: string;
  reserve_min_hours: number;
  adult_age: number;
  shop_slug: string;
  flight_number: string;
  departure_at: Date | string;
  destination: string;
  name: string;
  birth_date: string | null;
  total: string;
  local_total: string;
  currency: string;
  rate: string;
  expires_at: Date | string;
  created_at: Date | string;
  ready_at: Date | string | null;
  collected_at: Date | string | null;
  cancelled_at: Date | string | null;
  expired_at: Date | string | null;
  duty: TripDuty;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The reservations with these ids, in their order; `scope` keeps out those of other users or airports. */
export async function loadReservations(
  db: Queryable,
  ids: number[],
  scope: { userId: number } | { airportIds: number[] },
  now: Date,
): Promise<Reservation[]> {
  if (ids.length === 0) return [];
  const [scopeSql, scopeParam] =
    "userId" in scope ? ["r.user_id = $2", scope.userId] : ["r.airport_id = ANY($2::int[])", scope.airportIds];
  const { rows } = await db.query<ReservationRow>(
    `SELECT r.id, r.code, r.status, r.airport_id, a.slug AS airport_slug, trim(a.iata) AS iata, a.name AS airport_name,
            a.timezone, a.reserve_min_hours, a.adult_age, s.slug AS shop_slug, r.flight_number, r.departure_at, r.destination, r.name,
            r.birth_date::text AS birth_date, r.total::text AS total,
            round(r.local_total, r.local_decimals)::text AS local_total, r.currency, r.rate::text AS rate,
            r.expires_at, r.created_at, r.ready_at, r.collected_at, r.cancelled_at, r.expired_at, r.duty
       FROM reservations r JOIN airports a ON a.id = r.airport_id JOIN airport_shops s ON s.id = r.shop_id
      WHERE r.id = ANY($1::int[]) AND ${scopeSql}`,
    [ids, scopeParam],
  );
  const items = await db.query<{
    reservation_id: number;
    product_slug: string;
    product_name: string;
    brand_name: string;
    sku: string;
    size: string;
    adult: boolean;
    quantity: number;
    unit_price: string;
    local_unit_price: string;
  } & ItemFacts>(
    `SELECT i.reservation_id, i.product_slug, i.product_name, i.brand_name, i.sku, i.size, i.adult, i.quantity,
            i.kind, i.abv::float8 AS abv, i.volume_ml, i.sticks, i.tobacco_g,
            i.unit_price::text AS unit_price, round(i.local_unit_price, r.local_decimals)::text AS local_unit_price
       FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
      WHERE i.reservation_id = ANY($1::int[]) ORDER BY i.reservation_id, i.position`,
    [rows.map((r) => r.id)],
  );
  const itemsOf = new Map<number, ReservationItem[]>();
  for (const i of items.rows) {
    const list = itemsOf.get(i.reservation_id) ?? [];
    list.push({
      product: { slug: i.product_slug, name: i.product_name, brand: i.brand_name },
      sku: i.sku,
      size: i.size,
      adult: i.adult,
      quantity: i.quantity,
      unit_price: i.unit_price,
      local_unit_price: i.local_unit_price,
      kind: i.kind,
      abv: i.abv,
      volume_ml: i.volume_ml,
      sticks: i.sticks,
      tobacco_g: i.tobacco_g,
    });
    itemsOf.set(i.reservation_id, list);
  }
  const shopsOf = new Map<number, AirportShop[]>();
  for (const airportId of new Set(rows.map((r) => r.airport_id)))
    shopsOf.set(airportId, await airportShops(db, airportId));

  const byId = new Map(
    rows.map((r) => {
      const departure = new Date(r.departure_at);
      const changeableUntil = new Date(departure.getTime() - r.reserve_min_hours * 3_600_000);
      const open = OPEN_STATUSES.includes(r.status);
      const lines = itemsOf.get(r.id) ?? [];
      const reservation: Reservation = {
        id: r.id,
        code: r.code,
        status: r.status,
        airport: { slug: r.airport_slug, iata: r.iata, name: r.airport_name, timezone: r.timezone },
        collection_point: shopsOf.get(r.airport_id)!.find((s) => s.slug === r.shop_slug)!,
        flight_number: r.flight_number,
        departure: toLocal(departure, r.timezone),
        departure_at: departure.toISOString(),
        destination: r.destination,
        duty: r.duty,
        name: r.name,
        birth_date: r.birth_date,
        items: lines,
        total: r.total,
        local_total: r.local_total,
        currency: r.currency,
        rate: r.rate,
        changeable_until: changeableUntil.toISOString(),
        expires_at: iso(r.expires_at),
        can_change: open && now.getTime() <= changeableUntil.getTime(),
        can_cancel: open,
        id_check_required: lines.some((i) => i.adult),
        adult_age: r.adult_age,
        qr_svg: qrSvg(r.code),
        created_at: iso(r.created_at),
        ready_at: isoOrNull(r.ready_at),
        collected_at: isoOrNull(r.collected_at),
        cancelled_at: isoOrNull(r.cancelled_at),
        expired_at: isoOrNull(r.expired_at),
      };
      return [r.id, reservation];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The user's reservations, upcoming (open, soonest departure first) or past (the rest, latest first). */
export async function userReservationIdsPage(
  db: Queryable,
  userId: number,
  when: "upcoming" | "past",
  limit: number,
  offset: number,
): Promise<{ id: number }[]> {
  const [filter, order] =
    when === "upcoming" ? ["= ANY($2)", "departure_at, id"] : ["<> ALL($2)", "departure_at DESC, id DESC"];
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM reservations WHERE user_id = $1 AND status ${filter} ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [userId, OPEN_STATUSES, limit, offset],
  );
  return rows;
}

export async function countUserReservations(db: Queryable, userId: number, when: "upcoming" | "past"): Promise<number> {
  const filter = when === "upcoming" ? "= ANY($2)" : "<> ALL($2)";
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM reservations WHERE user_id = $1 AND status ${filter}`,
    [userId, OPEN_STATUSES],
  );
  return rows[0]!.count;
}

/** What a change or cancellation of the user's reservation `id` checks, the row locked for the caller's transaction. */
export async function ownReservationForUpdate(tx: Queryable, userId: number, id: number) {
  const { rows } = await tx.query<{
    id: number;
    status: ReservationStatus;
    airport_slug: string;
    departure_at: Date | string;
    flight_number: string;
    destination: string;
    birth_date: string | null;
    has_adult: boolean;
    duty: TripDuty;
  }>(
    `SELECT r.id, r.status, a.slug AS airport_slug, r.departure_at, r.flight_number, r.destination,
            r.birth_date::text AS birth_date, r.duty,
            EXISTS (SELECT 1 FROM reservation_items i WHERE i.reservation_id = r.id AND i.adult) AS has_adult
       FROM reservations r JOIN airports a ON a.id = r.airport_id
      WHERE r.id = $1 AND r.user_id = $2 FOR UPDATE OF r`,
    [id, userId],
  );
  return rows[0];
}

/** How many open reservations the user has (each holds stock, so their number is capped). */
export async function countOpenReservations(tx: Queryable, userId: number): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM reservations WHERE user_id = $1 AND status = ANY($2)",
    [userId, OPEN_STATUSES],
  );
  return rows[0]!.count;
}

export async function updateFlight(
  tx: Queryable,
  id: number,
  flight: { flightNumber: string; departureAt: Date; destination: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE reservations SET flight_number = $2, departure_at = $3, destination = $4, expires_at = $5, updated_at = $6
      WHERE id = $1`,
    [id, flight.flightNumber, flight.departureAt, flight.destination, flight.expiresAt, now],
  );
}

/** Gives back what open reservations `ids` hold (call in the transaction that closes them). */
async function releaseHolds(tx: Queryable, ids: number[], collected: boolean): Promise<void> {
  // Collection takes the units off the shelf too; stock never goes below zero even if an import lowered it.
  const stock = collected ? ", stock = greatest(o.stock - t.quantity, 0)" : "";
  // Summed per size first: UPDATE … FROM changes a row once even when several rows join it.
  await tx.query(
    `UPDATE variant_offers o SET held = greatest(o.held - t.quantity, 0)${stock}
       FROM (SELECT i.variant_id, r.airport_id, sum(i.quantity)::int AS quantity
               FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
              WHERE i.reservation_id = ANY($1::int[])
              GROUP BY i.variant_id, r.airport_id) t
      WHERE o.variant_id = t.variant_id AND o.airport_id = t.airport_id`,
    [ids],
  );
}

const TIMESTAMP_OF: Partial<Record<ReservationStatus, string>> = {
  ready: "ready_at",
  collected: "collected_at",
  cancelled: "cancelled_at",
  expired: "expired_at",
};

/**
 * Moves reservation `id` to `to` if it is in one of `from` (and matches `where`, a further condition);
 * releases or takes its stock. Answers whether it moved: when not, the caller tells 404 from 409.
 */
export async function transition(
  tx: Queryable,
  id: number,
  from: ReservationStatus[],
  to: ReservationStatus,
  now: Date,
  extra: { idChecked?: boolean } = {},
): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE reservations SET status = $3, ${TIMESTAMP_OF[to]} = $4, updated_at = $4, id_checked = id_checked OR $5
      WHERE id = $1 AND status = ANY($2) RETURNING id`,
    [id, from, to, now, extra.idChecked ?? false],
  );
  if (rows.length === 0) return false;
  if (to === "cancelled" || to === "expired" || to === "collected") await releaseHolds(tx, [id], to === "collected");
  return true;
}

export async function reservationStatus(db: Queryable, id: number): Promise<ReservationStatus | undefined> {
  return (await db.query<{ status: ReservationStatus }>("SELECT status FROM reservations WHERE id = $1", [id])).rows[0]
    ?.status;
}

/**
 * Expires open reservations whose hold time has passed, at most `limit` at a time. Rows another process
 * is expiring are skipped (SKIP LOCKED) and a row's status is re-checked under its lock, so with several
 * API processes over one PostgreSQL each reservation is expired, released and mailed exactly once.
 */
export async function expireDue(tx: Queryable, now: Date, limit = 200): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE reservations SET status = 'expired', expired_at = $1, updated_at = $1
      WHERE id IN (SELECT id FROM reservations WHERE status = ANY($2) AND expires_at <= $1
                    ORDER BY expires_at LIMIT $3 FOR UPDATE SKIP LOCKED)
        AND status = ANY($2)
      RETURNING id`,
    [now, OPEN_STATUSES, limit],
  );
  const ids = rows.map((r) => r.id);
  if (ids.length) await releaseHolds(tx, ids, false);
  return ids;
}

/** Account removal: open reservations are cancelled (their stock released) before the rows go with the user. */
export async function releaseUserReservations(tx: Queryable, userId: number): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    "SELECT id FROM reservations WHERE user_id = $1 AND status = ANY($2) FOR UPDATE",
    [userId, OPEN_STATUSES],
  );
  if (rows.length)
    await releaseHolds(
      tx,
      rows.map((r) => r.id),
      false,
    );
}

/** Who a reservation's e-mails go to, and in which language. */
export async function reservationRecipient(db: Queryable, id: number) {
  const { rows } = await db.query<{ email: string; language: ContentLanguage; user_id: number }>(
    "SELECT u.email, u.language, u.id AS user_id FROM reservations r JOIN users u ON u.id = r.user_id WHERE r.id = $1",
    [id],
  );
  return rows[0];
}

// The counter -----------------------------------------------------------------------------------------

/** The airports `userId` works at as counter staff (none: not staff). */
export async function staffAirportIds(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ airport_id: number }>(
    "SELECT airport_id FROM staff_airports WHERE user_id = $1 ORDER BY airport_id",
    [userId],
  );
  return rows.map((r) => r.airport_id);
}

export async function staffAirportSlugs(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    "SELECT a.slug FROM staff_airports s JOIN airports a ON a.id = s.airport_id WHERE s.user_id = $1 ORDER BY a.city, a.name",
    [userId],
  );
  return rows.map((r) => r.slug);
}

/** The reservation with this code at one of `airportIds`. */
export async function reservationIdByCode(
  db: Queryable,
  code: string,
  airportIds: number[],
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM reservations WHERE code = $1 AND airport_id = ANY($2::int[])",
    [code, airportIds],
  );
  return rows[0]?.id;
}

/** A collection point's reservations departing in [from, to), soonest first: the counter's day. */
export async function counterReservationIds(
  db: Queryable,
  q: { airportId: number; shopId?: number | undefined; from: Date; to: Date; limit: number; offset: number },
): Promise<{ ids: number[]; count: number }> {
  const params = [q.airportId, q.from, q.to, q.shopId ?? null];
  const where = "airport_id = $1 AND departure_at >= $2 AND departure_at < $3 AND ($4::int IS NULL OR shop_id = $4)";
  const [page, count] = await Promise.all([
    db.query<{ id: number }>(
      `SELECT id FROM reservations WHERE ${where} ORDER BY departure_at, id LIMIT $5 OFFSET $6`,
      [...params, q.limit, q.offset],
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM reservations WHERE ${where}`, params),
  ]);
  return { ids: page.rows.map((r) => r.id), count: count.rows[0]!.count };
}
