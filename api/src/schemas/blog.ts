import { Type, type Static } from "@sinclair/typebox";
import { Image, NamedRef, Slug } from "./common.ts";
import { ProductSummary } from "./catalogue.ts";

/** Article bodies are structured blocks of plain text, so no markup from the API can ever run in the page. */
export const ArticleBlock = Type.Object({
  type: Type.Union([Type.Literal("heading"), Type.Literal("paragraph"), Type.Literal("quote")]),
  text: Type.String(),
});
export type ArticleBlock = Static<typeof ArticleBlock>;

export const BlogCategory = Type.Object({
  slug: Slug,
  name: Type.String(),
  description: Type.String(),
  article_count: Type.Integer(),
});
export type BlogCategory = Static<typeof BlogCategory>;

export const ArticleSummary = Type.Object({
  slug: Slug,
  title: Type.String(),
  excerpt: Type.String(),
  cover: Image,
  category: NamedRef,
  author: Type.String(),
  published_at: Type.String({ format: "date-time" }),
  reading_minutes: Type.Integer(),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

export const Article = Type.Composite([
  ArticleSummary,
  Type.Object({ body: Type.Array(ArticleBlock), products: Type.Array(ProductSummary) }),
]);
export type Article = Static<typeof Article>;

/** GET /api/blog/: the blog's landing payload. */
export const BlogHome = Type.Object({
  featured: Type.Union([ArticleSummary, Type.Null()]),
  latest: Type.Array(ArticleSummary),
  categories: Type.Array(BlogCategory),
});
export type BlogHome = Static<typeof BlogHome>;
