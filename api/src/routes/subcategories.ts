import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated, Slug, SlugParams } from "../schemas/common.ts";
import { Subcategory } from "../schemas/catalogue.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";

const SubcategoryQuery = Type.Composite([PageQuery, Type.Object({ category: Type.Optional(Slug) })]);

interface SubcategoryRow {
  slug: string;
  name: string;
  description: string;
  adult: boolean;
  product_count: number;
  category_slug: string;
  category_name: string;
}

const SELECT = `
  SELECT s.slug, s.name, s.description, s.adult, s.product_count, c.slug AS category_slug, c.name AS category_name
  FROM subcategories s JOIN categories c ON c.id = s.category_id`;

const toSubcategory = ({ category_slug, category_name, ...rest }: SubcategoryRow): Subcategory => ({
  ...rest,
  category: { slug: category_slug, name: category_name },
});

export async function subcategoriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);

  app.get(
    "/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Subcategories in shop order, optionally of one category",
        querystring: SubcategoryQuery,
        response: { 200: Paginated(Subcategory), 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const category = request.query.category ?? null;
      const where = "(CAST($1 AS text) IS NULL OR c.slug = $1)";
      return fetchPage(
        request.url,
        pageWindow(request.query),
        async (limit, offset) =>
          (
            await app.db.query<SubcategoryRow>(
              `${SELECT} WHERE ${where} ORDER BY c.position, s.position, s.id LIMIT $2 OFFSET $3`,
              [category, limit, offset],
            )
          ).rows.map(toSubcategory),
        async () =>
          (
            await app.db.query<{ count: number }>(
              `SELECT count(*)::int AS count FROM subcategories s JOIN categories c ON c.id = s.category_id WHERE ${where}`,
              [category],
            )
          ).rows[0].count,
      );
    },
  );

  app.get(
    "/:slug/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One subcategory",
        params: SlugParams,
        response: { 200: Subcategory, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<SubcategoryRow>(`${SELECT} WHERE s.slug = $1`, [request.params.slug]);
      if (!rows[0]) throw new HttpError(404, "Subcategory not found.");
      return toSubcategory(rows[0]);
    },
  );
}
