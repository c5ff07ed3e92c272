import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated, Slug, SlugParams } from "../schemas/common.ts";
import { Article, ArticleSummary, BlogCategory, BlogHome } from "../schemas/blog.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import {
  countArticles,
  countBlogCategories,
  queryArticles,
  queryBlogCategories,
  toArticleSummary,
} from "../repositories/articles.ts";
import { loadProductSummaries } from "../lib/product-summary.ts";

const ArticleQuery = Type.Composite([PageQuery, Type.Object({ category: Type.Optional(Slug) })]);
const LATEST_ARTICLES = 6;

export async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);

  app.get(
    "/",
    { schema: { tags: ["blog"], summary: "The blog's landing page", response: { 200: BlogHome } } },
    async () => {
      const [[featured], latest, categories] = await Promise.all([
        queryArticles(app.db, { where: "a.featured", limit: 1 }),
        queryArticles(app.db, { limit: LATEST_ARTICLES + 1 }),
        queryBlogCategories(app.db),
      ]);
      const lead = featured ?? latest[0] ?? null;
      return {
        featured: lead && toArticleSummary(lead),
        latest: latest
          .filter((a) => a.slug !== lead?.slug)
          .slice(0, LATEST_ARTICLES)
          .map(toArticleSummary),
        categories,
      };
    },
  );

  app.get(
    "/articles/",
    {
      schema: {
        tags: ["blog"],
        summary: "Articles, newest first, optionally of one blog category",
        querystring: ArticleQuery,
        response: { 200: Paginated(ArticleSummary), 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const where = "(CAST($1 AS text) IS NULL OR bc.slug = $1)";
      const params = [request.query.category ?? null];
      return fetchPage(
        request.url,
        pageWindow(request.query),
        async (limit, offset) => (await queryArticles(app.db, { where, params, limit, offset })).map(toArticleSummary),
        () => countArticles(app.db, where, params),
      );
    },
  );

  app.get(
    "/articles/:slug/",
    {
      schema: {
        tags: ["blog"],
        summary: "One article with its body and the products it mentions",
        params: SlugParams,
        response: { 200: Article, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const [article] = await queryArticles(app.db, { where: "a.slug = $1", params: [request.params.slug], limit: 1 });
      if (!article) throw new HttpError(404, "Article not found.");
      const { rows } = await app.db.query<{ product_id: number }>(
        "SELECT product_id FROM article_products WHERE article_id = $1 ORDER BY position, product_id",
        [article.id],
      );
      return {
        ...toArticleSummary(article),
        body: article.body,
        products: await loadProductSummaries(
          app.db,
          rows.map((r) => r.product_id),
        ),
      };
    },
  );

  app.get(
    "/categories/",
    {
      schema: {
        tags: ["blog"],
        summary: "Blog categories",
        querystring: PageQuery,
        response: { 200: Paginated(BlogCategory), 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      fetchPage(
        request.url,
        pageWindow(request.query),
        (limit, offset) => queryBlogCategories(app.db, { limit, offset }),
        () => countBlogCategories(app.db),
      ),
  );

  app.get(
    "/categories/:slug/",
    {
      schema: {
        tags: ["blog"],
        summary: "One blog category (its articles: /api/blog/articles/?category=)",
        params: SlugParams,
        response: { 200: BlogCategory, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const [category] = await queryBlogCategories(app.db, {
        where: "bc.slug = $1",
        params: [request.params.slug],
        limit: 1,
      });
      if (!category) throw new HttpError(404, "Blog category not found.");
      return category;
    },
  );
}
