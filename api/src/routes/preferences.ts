import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { ApiError, Slug } from "../schemas/common.ts";
import { CurrencySetBody, LanguageSetBody, LocationSetBody } from "../schemas/account.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { currencyExists } from "../repositories/currencies.ts";
import { airportIdBySlug } from "../repositories/airports.ts";
import { saveUserAirport, saveUserCurrency, saveUserLanguage } from "../repositories/users.ts";

/**
 * The display currency, the traveller's airport and the language of the account's e-mails. Anonymous visitors keep them in the browser, so
 * for them these only validate; a signed-in user's choice is saved and follows them to other devices.
 */
export async function preferencesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const errorResponses = { 400: ApiError, 401: ApiError };

  app.post(
    "/currency/set/",
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ["preferences"],
        body: CurrencySetBody,
        response: { 200: Type.Object({ currency: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const { currency } = request.body;
      if (!(await currencyExists(db, currency))) {
        throw new HttpError(400, `Unknown currency "${currency}".`, {
          currency: ["Choose one of the listed currencies."],
        });
      }
      if (request.userId !== null) await saveUserCurrency(db, request.userId, currency);
      return { currency };
    },
  );

  app.post(
    "/location/set/",
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ["preferences"],
        body: LocationSetBody,
        response: { 200: Type.Object({ airport: Type.Union([Slug, Type.Null()]) }), ...errorResponses },
      },
    },
    async (request) => {
      const { airport } = request.body;
      let airportId: number | null = null;
      if (airport !== null) {
        airportId = (await airportIdBySlug(db, airport)) ?? null;
        if (airportId === null)
          throw new HttpError(400, `Unknown airport "${airport}".`, {
            airport: ["Choose one of the listed airports."],
          });
      }
      if (request.userId !== null) await saveUserAirport(db, request.userId, airportId);
      return { airport };
    },
  );

  // The storefront calls this when a signed-in user changes the language of the pages.
  app.post(
    "/language/set/",
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ["preferences"],
        body: LanguageSetBody,
        response: { 200: LanguageSetBody, ...errorResponses },
      },
    },
    async (request) => {
      const { language } = request.body;
      if (request.userId !== null) await saveUserLanguage(db, request.userId, language);
      return { language };
    },
  );
}
