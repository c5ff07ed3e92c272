import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated } from "../schemas/common.ts";
import { Currency } from "../schemas/catalogue.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { countCurrencies, currenciesPage } from "../repositories/currencies.ts";

export async function currenciesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);

  app.get(
    "/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Display currencies with their rate to 1 USD",
        querystring: PageQuery,
        response: { 200: Paginated(Currency), 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      fetchPage(
        request.url,
        pageWindow(request.query),
        (limit, offset) => currenciesPage(app.db, limit, offset),
        () => countCurrencies(app.db),
      ),
  );
}
