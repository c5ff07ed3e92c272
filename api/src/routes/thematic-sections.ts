import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated, Slug, SlugParams } from "../schemas/common.ts";
import { ThematicSection, ThematicSectionSummary } from "../schemas/catalogue.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { countSections, querySections, toSectionSummary } from "../lib/sections.ts";
import { loadProductSummaries } from "../lib/product-summary.ts";

export async function thematicSectionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);

  app.get(
    "/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Thematic sections in shop order",
        querystring: PageQuery,
        response: { 200: Paginated(ThematicSectionSummary), 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      fetchPage(
        request.url,
        pageWindow(request.query),
        async (limit, offset) => (await querySections(app.db, { limit, offset })).map(toSectionSummary),
        () => countSections(app.db),
      ),
  );

  app.get(
    "/:slug/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One thematic section with its products (priced at `airport` when given)",
        params: SlugParams,
        querystring: Type.Object({ airport: Type.Optional(Slug) }),
        response: { 200: ThematicSection, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const [section] = await querySections(app.db, { where: "t.slug = $1", params: [request.params.slug], limit: 1 });
      if (!section) throw new HttpError(404, "Thematic section not found.");
      const { rows } = await app.db.query<{ product_id: number }>(
        "SELECT product_id FROM section_products WHERE section_id = $1 ORDER BY position, product_id",
        [section.id],
      );
      return {
        ...toSectionSummary(section),
        body: section.body,
        products: await loadProductSummaries(
          app.db,
          rows.map((r) => r.product_id),
          request.query.airport,
        ),
      };
    },
  );
}
