import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { ApiError, Paginated } from "../schemas/common.ts";
import {
  CollectedBody,
  EmptyBody,
  CounterAirport,
  CounterListQuery,
  Reservation,
  type ReservationStatus,
} from "../schemas/reservation.ts";
import { HttpError, RuleError } from "../plugins/error-handler.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { normaliseCollectionCode } from "../lib/collection-code.ts";
import { fromLocal, localDate } from "../lib/local-time.ts";
import { notifyTraveller } from "../lib/reservation-notify.ts";
import * as reservations from "../repositories/reservations.ts";
import { airportAnswer } from "./reservations.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The airports the signed-in counter staff member works at (set by the counter routes' hook). */
    staffAirportIds: number[];
  }
}

const CodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) });

const notFound = () => new HttpError(404, "Reservation not found.");

/** A day at the airport as instants: local midnight to the next local midnight (23 or 25 hours on a change day). */
function localDay(now: Date, timeZone: string, offsetDays: number): { from: Date; to: Date } {
  const [y, m, d] = localDate(now, timeZone).split("-").map(Number) as [number, number, number];
  const startOf = (days: number) => {
    const date = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
    // Where clocks change at midnight, the day starts at 01:00.
    for (const time of ["00:00", "01:00"]) {
      const resolved = fromLocal(`${date}T${time}`, timeZone);
      if (resolved.ok) return resolved.instant;
    }
    throw new Error(`no start of ${date} in ${timeZone}`);
  };
  return { from: startOf(offsetDays), to: startOf(offsetDays + 1) };
}

/**
 * The counter's side of Reserve & Collect (issue 19), for `staff` accounts (api/scripts/staff.ts) and
 * only at their airports: the day's reservations per collection point, a reservation found by its code,
 * marked ready (the traveller is told) and collected (after the ID check when it holds adult items).
 * To anyone else these routes do not exist (404), and another airport's reservation is not found.
 */
export async function counterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  app.decorateRequest("staffAirportIds", null as unknown as number[]);
  app.addHook("onRequest", app.authenticate);
  // A POST without a body is an empty one, so the actions' `{}` schema also refuses text and forms.
  app.addHook("preValidation", async (request) => {
    if (request.method === "POST" && request.body === undefined) request.body = {};
  });
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) return;
    request.staffAirportIds = await reservations.staffAirportIds(db, request.userId!);
    // Exactly what an unknown route answers: a traveller learns nothing about the counter.
    if (request.staffAirportIds.length === 0) {
      return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split("?")[0]}` });
    }
  });
  const errorResponses = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError };
  const schema = { tags: ["counter"], security: [{ bearer: [] }] };

  async function staffAirport(request: FastifyRequest, slug: string) {
    const airport = await reservations.reservationAirport(db, slug);
    if (!airport || !request.staffAirportIds.includes(airport.id)) throw new HttpError(404, "Airport not found.");
    return airport;
  }

  async function byCode(request: FastifyRequest, text: string): Promise<number> {
    const code = normaliseCollectionCode(text);
    const id = code && (await reservations.reservationIdByCode(db, code, request.staffAirportIds));
    if (!id) throw notFound();
    return id;
  }

  async function one(request: FastifyRequest, id: number) {
    const [reservation] = await reservations.loadReservations(
      db,
      [id],
      { airportIds: request.staffAirportIds },
      app.now(),
    );
    if (!reservation) throw notFound();
    return reservation;
  }

  /** Moves the reservation, or says why not: 409 with the state it is in. */
  async function move(
    request: FastifyRequest,
    id: number,
    from: ReservationStatus[],
    to: ReservationStatus,
    idChecked = false,
  ) {
    const moved = await db.transaction((tx) => reservations.transition(tx, id, from, to, app.now(), { idChecked }));
    if (!moved) {
      const status = await reservations.reservationStatus(db, id);
      throw new RuleError(409, "illegal-transition", `This reservation is ${status}: it cannot be marked ${to}.`, {
        status: status ?? "unknown",
        to,
      });
    }
  }

  app.get(
    "/airports/",
    { schema: { ...schema, response: { 200: Type.Array(CounterAirport), ...errorResponses } } },
    async (request) => {
      const slugs = await reservations.staffAirportSlugs(db, request.userId!);
      return Promise.all(
        slugs.map(async (slug) => airportAnswer(db, (await reservations.reservationAirport(db, slug))!)),
      );
    },
  );

  app.get(
    "/reservations/",
    {
      schema: {
        ...schema,
        querystring: CounterListQuery,
        response: { 200: Paginated(Reservation), ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const airport = await staffAirport(request, query.airport);
      let shopId: number | undefined;
      if (query.collection_point !== undefined) {
        shopId = await reservations.collectionPointId(db, airport.id, query.collection_point);
        if (shopId === undefined) throw new HttpError(404, "Collection point not found.");
      }
      const { from, to } = localDay(app.now(), airport.timezone, query.day === "tomorrow" ? 1 : 0);
      const window = pageWindow({ page: query.page, page_size: query.page_size ?? 100 });
      let count = 0;
      const page = await fetchPage(
        request.url,
        window,
        async (limit, offset) => {
          const found = await reservations.counterReservationIds(db, {
            airportId: airport.id,
            shopId,
            from,
            to,
            limit,
            offset,
          });
          count = found.count;
          return found.ids;
        },
        async () => count,
      );
      return {
        ...page,
        results: await reservations.loadReservations(db, page.results, { airportIds: [airport.id] }, app.now()),
      };
    },
  );

  app.get(
    "/reservations/:code/",
    { schema: { ...schema, params: CodeParams, response: { 200: Reservation, ...errorResponses } } },
    async (request) => one(request, await byCode(request, request.params.code)),
  );

  app.post(
    "/reservations/:code/ready/",
    { schema: { ...schema, params: CodeParams, body: EmptyBody, response: { 200: Reservation, ...errorResponses } } },
    async (request) => {
      const id = await byCode(request, request.params.code);
      await move(request, id, ["placed"], "ready");
      const reservation = await one(request, id);
      await notifyTraveller(app, "ready", id, reservation);
      return reservation;
    },
  );

  app.post(
    "/reservations/:code/collected/",
    {
      schema: { ...schema, params: CodeParams, body: CollectedBody, response: { 200: Reservation, ...errorResponses } },
    },
    async (request) => {
      const id = await byCode(request, request.params.code);
      const reservation = await one(request, id);
      const idChecked = request.body?.id_checked === true;
      if (reservation.id_check_required && !idChecked) {
        throw new RuleError(
          409,
          "id-check-required",
          `This reservation holds items for adults: check the boarding pass, the ID and that ${reservation.name} is at least ${reservation.adult_age}, then confirm.`,
          { adult_age: reservation.adult_age },
          { id_checked: ["Confirm that the ID and age were checked."] },
        );
      }
      await move(request, id, ["ready"], "collected", idChecked);
      return one(request, id);
    },
  );
}
