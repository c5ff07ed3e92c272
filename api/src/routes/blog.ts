import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated, Slug, SlugParams } from "../schemas/common.ts";
import { Article, ArticleSummary, BlogCategory, BlogHome } from "../schemas/blog.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import {
  articleBySlug,
  articleProductIds,
  articlesIn,
  blogCategoryBySlug,
  countArticlesIn,
  countBlogCategories,
  featuredArticle,
  latestArticles,
  queryBlogCategories,
  toArticleSummary,
} from "../repositories/articles.ts";
import { languageOf } from "../lib/content-language.ts";
import { loadProductSummaries } from "../lib/product-summary.ts";

const ArticleQuery = Type.Composite([PageQuery, Type.Object({ category: Type.Optional(Slug) })]);
const LATEST_ARTICLES = 6;

export async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);

  app.get(
    "/",
    { schema: { tags: ["blog"], summary: "The blog's landing page", response: { 200: BlogHome } } },
    async (request) => {
      const lang = languageOf(request);
      const [featured, latest, categories] = await Promise.all([
        featuredArticle(app.db, lang),
        // One more than shown: the featured article may be among them, and is not shown twice.
        latestArticles(app.db, LATEST_ARTICLES + 1, lang),
        queryBlogCategories(app.db, { lang }),
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
      const category = request.query.category ?? null;
      return fetchPage(
        request.url,
        pageWindow(request.query),
        async (limit, offset) =>
          (await articlesIn(app.db, category, limit, offset, languageOf(request))).map(toArticleSummary),
        () => countArticlesIn(app.db, category),
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
      const lang = languageOf(request);
      const article = await articleBySlug(app.db, request.params.slug, lang);
      if (!article) throw new HttpError(404, "Article not found.");
      return {
        ...toArticleSummary(article),
        body: article.body,
        products: await loadProductSummaries(app.db, await articleProductIds(app.db, article.id), null, lang),
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
        (limit, offset) => queryBlogCategories(app.db, { limit, offset, lang: languageOf(request) }),
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
      const category = await blogCategoryBySlug(app.db, request.params.slug, languageOf(request));
      if (!category) throw new HttpError(404, "Blog category not found.");
      return category;
    },
  );
}
