import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated, SlugParams } from "../schemas/common.ts";
import { Category } from "../schemas/catalogue.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { countCategories, queryCategories } from "../lib/categories.ts";

export async function categoriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);

  app.get(
    "/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Categories in shop order, each with its subcategories",
        querystring: PageQuery,
        response: { 200: Paginated(Category), 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      fetchPage(
        request.url,
        pageWindow(request.query),
        (limit, offset) => queryCategories(app.db, { limit, offset }),
        () => countCategories(app.db),
      ),
  );

  app.get(
    "/:slug/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One category",
        params: SlugParams,
        response: { 200: Category, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const [category] = await queryCategories(app.db, {
        where: "c.slug = $1",
        params: [request.params.slug],
        limit: 1,
      });
      if (!category) throw new HttpError(404, "Category not found.");
      return category;
    },
  );
}
