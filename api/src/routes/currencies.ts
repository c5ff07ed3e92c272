import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated } from "../schemas/common.ts";
import { Currency } from "../schemas/catalogue.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";

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
        async (limit, offset) =>
          (
            await app.db.query<Currency>(
              // trim_scale: "0.920000" → "0.92", as the rate was written.
              "SELECT code, name, symbol, trim_scale(rate)::text AS rate, decimals FROM currencies ORDER BY position, code LIMIT $1 OFFSET $2",
              [limit, offset],
            )
          ).rows,
        async () =>
          (await app.db.query<{ count: number }>("SELECT count(*)::int AS count FROM currencies")).rows[0].count,
      ),
  );
}
