import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { Queryable } from "../db/database.ts";
import { ApiError, Paginated, Slug } from "../schemas/common.ts";
import {
  Reservation,
  ReservationAirport,
  ReservationCreateBody,
  ReservationListQuery,
  ReservationPatchBody,
  EmptyBody,
} from "../schemas/reservation.ts";
import { HttpError, RuleError } from "../plugins/error-handler.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { newCollectionCode } from "../lib/collection-code.ts";
import { normaliseFlightNumber } from "../lib/flight-number.ts";
import { notifyTraveller } from "../lib/reservation-notify.ts";
import {
  checkAge,
  checkQuantities,
  checkWindow,
  closesAt,
  departureInstant,
  expiresAt,
} from "../lib/reservation-rules.ts";
import { findAirport, saleFor, tripDuty, type TripDuty } from "../rules/index.ts";
import { userLanguage } from "../repositories/users.ts";
import * as reservations from "../repositories/reservations.ts";

// Ids stay text until checked here: Ajv coerces "1e309" to Infinity, which passes its integer check.
const IdParams = Type.Object({ id: Type.String({ pattern: "^[1-9][0-9]{0,9}$" }) });
const AirportParams = Type.Object({ slug: Slug });
/** Each open reservation holds stock: one account cannot hold the shelves empty. */
export const MAX_OPEN_RESERVATIONS = 10;
const CODE_ATTEMPTS = 5;

const notFound = () => new HttpError(404, "Reservation not found.");

function reservationId(text: string): number {
  const id = Number(text);
  if (id > 2147483647) throw notFound();
  return id;
}

function flightNumber(input: string): string {
  const normalised = normaliseFlightNumber(input);
  if (!normalised) {
    throw new HttpError(
      400,
      `"${input}" is not a flight number: give the airline's code and the number, like LO 123 or FR1234.`,
      {
        flight_number: ["Expected an airline code and a number, like LO 123."],
      },
    );
  }
  return normalised;
}

/**
 * How the trip buys (rules/eligibility.ts). Destinations are checked against the airports table; a
 * departure airport missing from it (one an operator added) is taken as abroad, as the shop priced before
 * it knew trips (the test of the table checks that every seeded airport is in it).
 */
const dutyOf = (departure: string, to: string): TripDuty => tripDuty({ departure, destination: to, connections: [] }) ?? "duty-free";

/**
 * Prices each item for the trip: duty-free at the airport's price, duty-paid at its duty-paid price;
 * the first item the airport does not sell for this trip is refused (rule "not-sold-for-trip").
 */
function priceForTrip<T extends reservations.ResolvedItem & { price: string }>(
  items: T[],
  trip: { departure: string; destination: string },
  airportName: string,
): T[] {
  return items.map((item) => {
    const sale = saleFor({ ...trip, connections: [] }, item.facts.kind, { price: item.price, duty_paid_price: item.dutyPaidPrice });
    if (sale.status === "not-sold") {
      throw new RuleError(
        409,
        "not-sold-for-trip",
        sale.reason === "not-online"
          ? `"${item.name}" is sold in the shop at ${airportName}, not for reservation. Remove it to reserve the rest.`
          : `"${item.name}" (${item.size}) is not sold at ${airportName} for a flight to ${trip.destination}: inside a customs territory the shop sells it duty-paid only where it has a duty-paid price. Remove it to reserve the rest.`,
        { product: item.slug, size: item.sku, reason: sale.reason, destination: trip.destination },
        { items: [`Not sold for a flight to ${trip.destination}.`] },
      );
    }
    return { ...item, price: sale.price };
  });
}

function destination(input: string, origin: { iata: string }): string {
  const code = input.toUpperCase();
  if (code === origin.iata) {
    throw new HttpError(400, "The destination is the airport you leave from: give the airport you fly to.", {
      destination: ["Give the airport you fly to."],
    });
  }
  // The trip prices the reservation (duty-free or duty-paid): an airport the rules do not know could
  // not be priced, so it is refused like a typing error (the form offers the airports it knows).
  if (!findAirport(code)) {
    throw new HttpError(400, `We do not know the airport "${code}": give the three-letter code of the airport you fly to.`, {
      destination: ["Choose the airport you fly to from the list."],
    });
  }
  return code;
}

/**
 * Reserve & Collect, the traveller's side (issue 19): place a reservation of a list or a product at an
 * airport's collection point, see it, change the flight while the window is open, cancel until
 * collection. Every query is scoped by the owner: someone else's reservation answers 404.
 */
export async function reservationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  app.addHook("onRequest", app.authenticate);
  // A POST without a body is an empty one, so the actions' `{}` schema also refuses text and forms.
  app.addHook("preValidation", async (request) => {
    if (request.method === "POST" && request.body === undefined) request.body = {};
  });
  const errorResponses = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError };
  const schema = { tags: ["reservations"], security: [{ bearer: [] }] };

  async function airportOf(slug: string) {
    const airport = await reservations.reservationAirport(db, slug);
    if (!airport)
      throw new HttpError(400, `Unknown airport "${slug}".`, { airport: ["Choose one of the listed airports."] });
    return airport;
  }

  async function one(userId: number, id: number) {
    const [reservation] = await reservations.loadReservations(db, [id], { userId }, app.now());
    if (!reservation) throw notFound();
    return reservation;
  }

  app.get(
    "/airports/:slug/",
    { schema: { ...schema, params: AirportParams, response: { 200: ReservationAirport, ...errorResponses } } },
    async (request) => {
      const airport = await reservations.reservationAirport(db, request.params.slug);
      if (!airport) throw new HttpError(404, "Airport not found.");
      return airportAnswer(db, airport);
    },
  );

  app.get(
    "/",
    {
      schema: {
        ...schema,
        querystring: ReservationListQuery,
        response: { 200: Paginated(Reservation), ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.userId!;
      const when = request.query.when ?? "upcoming";
      const page = await fetchPage(
        request.url,
        pageWindow(request.query),
        (limit, offset) => reservations.userReservationIdsPage(db, userId, when, limit, offset),
        () => reservations.countUserReservations(db, userId, when),
      );
      const ids = page.results.map((r) => r.id);
      return { ...page, results: await reservations.loadReservations(db, ids, { userId }, app.now()) };
    },
  );

  app.post(
    "/",
    {
      schema: {
        ...schema,
        body: ReservationCreateBody,
        response: { 200: Reservation, 201: Reservation, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.userId!;
      const body = request.body;
      const now = app.now();
      // A retry of a request that got through (the answer was lost on the way back) finds its reservation.
      const earlier = await reservations.reservationIdByRequest(db, userId, body.request_id);
      if (earlier !== undefined) return reply.status(200).send(await one(userId, earlier));

      const airport = await airportOf(body.airport);
      const shopId = await reservations.collectionPointId(db, airport.id, body.collection_point);
      if (shopId === undefined) {
        throw new HttpError(400, `"${body.collection_point}" is not a collection point at ${airport.name}.`, {
          collection_point: ["Choose one of the airport's collection points."],
        });
      }
      const flight = flightNumber(body.flight_number);
      const to = destination(body.destination, airport);
      const name = body.name.trim();
      if (!name)
        throw new HttpError(400, "Give the name of the traveller who collects.", {
          name: ["This field may not be blank."],
        });
      const departureAt = departureInstant(body.departure, airport);
      checkWindow(departureAt, now, airport);

      const lookup = await reservations.resolveItems(db, airport.id, body.items, await userLanguage(db, userId));
      if (!lookup.ok) {
        const { product, size } = lookup.unknown;
        throw new HttpError(
          400,
          size ? `The product "${product}" has no size "${size}".` : `Unknown product "${product}".`,
          {
            items: ["Choose products (and sizes) from the catalogue."],
          },
        );
      }
      const notSold = lookup.items.find((i) => i.price === null);
      if (notSold) {
        throw new RuleError(
          409,
          "not-sold",
          `"${notSold.name}" (${notSold.size}) is not sold at ${airport.name}. Remove it to reserve the rest.`,
          { product: notSold.slug, size: notSold.sku, left: 0 },
          { items: [`Not sold at ${airport.name}.`] },
        );
      }
      const items = priceForTrip(
        mergeSizes(lookup.items as (reservations.ResolvedItem & { price: string })[]),
        { departure: airport.iata, destination: to },
        airport.name,
      );
      checkQuantities(items, airport);
      const adult = items.some((i) => i.adult);
      if (adult) checkAge(body.birth_date, departureAt, now, airport);

      const placed = await db.transaction(async (tx) => {
        // One placement per account at a time: the open-reservation cap and the request id hold under concurrency.
        await tx.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [userId]);
        if ((await reservations.countOpenReservations(tx, userId)) >= MAX_OPEN_RESERVATIONS) {
          throw new RuleError(
            409,
            "too-many-open",
            `You have ${MAX_OPEN_RESERVATIONS} open reservations: collect or cancel one before reserving again.`,
            { max_open: MAX_OPEN_RESERVATIONS },
          );
        }
        let id: number | "duplicate-request" | "code-taken" = "code-taken";
        for (let attempt = 0; attempt < CODE_ATTEMPTS && id === "code-taken"; attempt++) {
          id = await reservations.insertReservation(tx, {
            userId,
            requestId: body.request_id,
            code: newCollectionCode(),
            airport,
            shopId,
            flightNumber: flight,
            departureAt,
            destination: to,
            name,
            // Kept only when the counter needs it (adult items): no personal data without a use.
            birthDate: adult ? body.birth_date! : null,
            expiresAt: expiresAt(departureAt, airport),
            duty: dutyOf(airport.iata, to),
            items,
          });
        }
        if (id === "code-taken") throw new Error(`no free collection code after ${CODE_ATTEMPTS} attempts`);
        if (id === "duplicate-request") return id;
        const held = await reservations.holdStock(tx, airport.id, items);
        if (!held.ok) {
          const short = items.find((i) => i.variantId === held.variantId)!;
          throw new RuleError(
            409,
            "out-of-stock",
            held.left === 0
              ? `"${short.name}" (${short.size}) is sold out at ${airport.name}.`
              : `Only ${held.left} of "${short.name}" (${short.size}) left at ${airport.name}: reserve at most ${held.left}.`,
            { product: short.slug, size: short.sku, left: held.left, asked: short.quantity },
            { items: [`${held.left} left.`] },
          );
        }
        return id;
      });
      if (placed === "duplicate-request") {
        return reply
          .status(200)
          .send(await one(userId, (await reservations.reservationIdByRequest(db, userId, body.request_id))!));
      }
      const reservation = await one(userId, placed);
      await notifyTraveller(app, "placed", placed, reservation);
      return reply.status(201).send(reservation);
    },
  );

  app.get(
    "/:id/",
    { schema: { ...schema, params: IdParams, response: { 200: Reservation, ...errorResponses } } },
    async (request) => one(request.userId!, reservationId(request.params.id)),
  );

  app.patch(
    "/:id/",
    {
      schema: {
        ...schema,
        params: IdParams,
        body: ReservationPatchBody,
        response: { 200: Reservation, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.userId!;
      const id = reservationId(request.params.id);
      const now = app.now();
      await db.transaction(async (tx) => {
        const current = await reservations.ownReservationForUpdate(tx, userId, id);
        if (!current) throw notFound();
        const airport = (await reservations.reservationAirport(tx, current.airport_slug))!;
        if (!reservations.OPEN_STATUSES.includes(current.status)) {
          throw new RuleError(409, "not-open", `This reservation is ${current.status}: it can no longer be changed.`, {
            status: current.status,
          });
        }
        const closes = closesAt(new Date(current.departure_at), airport);
        if (now.getTime() > closes.getTime()) {
          throw new RuleError(
            409,
            "changes-closed",
            `Changes close ${airport.minHours} hours before departure; ask at the counter instead.`,
            { min_hours: airport.minHours, closed_at: closes.toISOString() },
          );
        }
        const body = request.body;
        const departureAt =
          body.departure === undefined ? new Date(current.departure_at) : departureInstant(body.departure, airport);
        checkWindow(departureAt, now, airport);
        if (current.has_adult) checkAge(current.birth_date, departureAt, now, airport);
        const to = body.destination === undefined ? current.destination : destination(body.destination, airport);
        // Only a new destination can change the pricing (a reservation placed before trips were priced
        // keeps its prices whatever its destination).
        if (to !== current.destination && dutyOf(airport.iata, to) !== current.duty) {
          // The prices were those of the other kind of trip: a new reservation prices it again.
          throw new RuleError(
            409,
            "trip-duty-changed",
            `A flight to ${to} buys ${dutyOf(airport.iata, to)}, this reservation was priced ${current.duty}: cancel it and reserve again for the new destination.`,
            { destination: to, duty: dutyOf(airport.iata, to), reserved: current.duty },
            { destination: ["This destination changes how the items are priced."] },
          );
        }
        await reservations.updateFlight(
          tx,
          id,
          {
            flightNumber: body.flight_number === undefined ? current.flight_number : flightNumber(body.flight_number),
            departureAt,
            destination: to,
            expiresAt: expiresAt(departureAt, airport),
          },
          now,
        );
      });
      return one(userId, id);
    },
  );

  app.post(
    "/:id/cancel/",
    { schema: { ...schema, params: IdParams, body: EmptyBody, response: { 200: Reservation, ...errorResponses } } },
    async (request) => {
      const userId = request.userId!;
      const id = reservationId(request.params.id);
      await db.transaction(async (tx) => {
        const current = await reservations.ownReservationForUpdate(tx, userId, id);
        if (!current) throw notFound();
        if (!(await reservations.transition(tx, id, reservations.OPEN_STATUSES, "cancelled", app.now()))) {
          throw new RuleError(
            409,
            "not-open",
            `This reservation is ${current.status}: it can no longer be cancelled.`,
            {
              status: current.status,
            },
          );
        }
      });
      const reservation = await one(userId, id);
      await notifyTraveller(app, "cancelled", id, reservation);
      return reservation;
    },
  );
}

/** An airport as the reservation form and the counter read it: its rules and collection points. */
export async function airportAnswer(
  db: Queryable,
  airport: reservations.ReservationAirportRow,
): Promise<ReservationAirport> {
  return {
    slug: airport.slug,
    iata: airport.iata,
    name: airport.name,
    timezone: airport.timezone,
    currency: airport.currency,
    rules: {
      min_hours: airport.minHours,
      max_days: airport.maxDays,
      hold_hours: airport.holdHours,
      adult_age: airport.adultAge,
      max_quantity: airport.maxQuantity,
    },
    collection_points: await reservations.collectionPoints(db, airport.id),
  };
}

/** The same size asked for twice (by its SKU, or as the product's default size) counts once, the quantities added. */
function mergeSizes<T extends { variantId: number; quantity: number }>(items: T[]): T[] {
  const merged = new Map<number, T>();
  for (const item of items) {
    const entry = merged.get(item.variantId);
    if (entry) entry.quantity += item.quantity;
    else merged.set(item.variantId, { ...item });
  }
  return [...merged.values()];
}
