import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated, SlugParams } from "../schemas/common.ts";
import { Brand } from "../schemas/catalogue.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { countBrands, queryBrands } from "../lib/brands.ts";
import { likePattern } from "../lib/sql-params.ts";

const BrandQuery = Type.Composite([PageQuery, Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) })]);

export async function brandsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);

  app.get(
    "/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Brands A to Z; `search` matches any part of the name",
        querystring: BrandQuery,
        response: { 200: Paginated(Brand), 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const search = request.query.search?.trim();
      const where = search ? "b.name ILIKE $1" : "TRUE";
      const params = search ? [likePattern(search)] : [];
      return fetchPage(
        request.url,
        pageWindow(request.query),
        (limit, offset) => queryBrands(app.db, { where, params, limit, offset }),
        () => countBrands(app.db, where, params),
      );
    },
  );

  app.get(
    "/:slug/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One brand",
        params: SlugParams,
        response: { 200: Brand, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const [brand] = await queryBrands(app.db, { where: "b.slug = $1", params: [request.params.slug], limit: 1 });
      if (!brand) throw new HttpError(404, "Brand not found.");
      return brand;
    },
  );
}
