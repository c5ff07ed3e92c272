import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated, SlugParams } from "../schemas/common.ts";
import { Airport } from "../schemas/catalogue.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";

// trim(): iata and country_code are char(n) columns.
const SELECT = `
  SELECT a.slug, trim(a.iata) AS iata, a.name, a.city, a.country, trim(a.country_code) AS country_code, a.terminals, a.timezone, a.product_count
  FROM airports a`;

export async function airportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);

  app.get(
    "/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Airports with a shop, by city",
        querystring: PageQuery,
        response: { 200: Paginated(Airport), 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      fetchPage(
        request.url,
        pageWindow(request.query),
        async (limit, offset) =>
          (await app.db.query<Airport>(`${SELECT} ORDER BY a.city, a.name, a.id LIMIT $1 OFFSET $2`, [limit, offset]))
            .rows,
        async () =>
          (await app.db.query<{ count: number }>("SELECT count(*)::int AS count FROM airports")).rows[0].count,
      ),
  );

  app.get(
    "/:slug/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One airport",
        params: SlugParams,
        response: { 200: Airport, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<Airport>(`${SELECT} WHERE a.slug = $1`, [request.params.slug]);
      if (!rows[0]) throw new HttpError(404, "Airport not found.");
      return rows[0];
    },
  );
}
