import { selectPage, type ListQueryOptions } from "../lib/sql-params.ts";
import type { Queryable } from "../db/database.ts";
import type { ArticleBlock, ArticleSummary, BlogCategory } from "../schemas/blog.ts";
import { imageFor } from "../lib/images.ts";
import { localized, localizedJson, type ContentLanguage } from "../lib/content-language.ts";

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  published_at: Date | string;
  body: ArticleBlock[];
  category_slug: string;
  category_name: string;
}

const select = (lang: ContentLanguage) => `
  SELECT a.id, a.slug, ${localized("a", "title", lang)}, ${localized("a", "excerpt", lang)}, a.author, a.published_at,
         ${localizedJson("a", "body", lang)}, bc.slug AS category_slug, ${localized("bc", "name", lang, "category_name")}
  FROM articles a JOIN blog_categories bc ON bc.id = a.category_id`;

/** An unhurried reader's 200 words a minute, never less than a minute. */
export function readingMinutes(body: ArticleBlock[]): number {
  const words = body.reduce((sum, block) => sum + block.text.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.ceil(words / 200));
}

function toSummary(r: ArticleRow): ArticleSummary {
  return {
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    cover: imageFor("articles", r.slug, r.title),
    category: { slug: r.category_slug, name: r.category_name },
    author: r.author,
    published_at: new Date(r.published_at).toISOString(),
    reading_minutes: readingMinutes(r.body),
  };
}

/** Articles newest first; `where` is SQL over `a` and `bc`. */
export async function queryArticles(
  db: Queryable,
  options: ListQueryOptions = {},
): Promise<Array<ArticleSummary & { id: number; body: ArticleBlock[] }>> {
  const rows = await selectPage<ArticleRow>(
    db,
    select(options.lang ?? "en"),
    "a.published_at DESC, a.id DESC",
    options,
  );
  return rows.map((r) => ({ ...toSummary(r), id: r.id, body: r.body }));
}

export const toArticleSummary = ({
  id: _id,
  body: _body,
  ...summary
}: ArticleSummary & { id: number; body: ArticleBlock[] }): ArticleSummary => summary;

export async function countArticles(db: Queryable, where = "TRUE", params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM articles a JOIN blog_categories bc ON bc.id = a.category_id WHERE ${where}`,
    params,
  );
  return rows[0].count;
}

export async function queryBlogCategories(db: Queryable, options: ListQueryOptions = {}): Promise<BlogCategory[]> {
  const lang = options.lang ?? "en";
  return selectPage<BlogCategory>(
    db,
    `SELECT bc.slug, ${localized("bc", "name", lang)}, ${localized("bc", "description", lang)},
            (SELECT count(*) FROM articles a WHERE a.category_id = bc.id)::int AS article_count
     FROM blog_categories bc`,
    "bc.position, bc.id",
    options,
  );
}

export async function countBlogCategories(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM blog_categories");
  return rows[0].count;
}

/** The newest article marked featured, if any. */
export async function featuredArticle(db: Queryable, lang: ContentLanguage = "en") {
  return (await queryArticles(db, { where: "a.featured", limit: 1, lang }))[0];
}

export const latestArticles = (db: Queryable, limit: number, lang: ContentLanguage = "en") =>
  queryArticles(db, { limit, lang });

/** `category` null: every category. */
const IN_CATEGORY = "(CAST($1 AS text) IS NULL OR bc.slug = $1)";

/** One page of articles, newest first, of one blog category or (null) all of them. */
export const articlesIn = (
  db: Queryable,
  category: string | null,
  limit: number,
  offset: number,
  lang: ContentLanguage = "en",
) => queryArticles(db, { where: IN_CATEGORY, params: [category], limit, offset, lang });

export const countArticlesIn = (db: Queryable, category: string | null) => countArticles(db, IN_CATEGORY, [category]);

export async function articleBySlug(db: Queryable, slug: string, lang: ContentLanguage = "en") {
  return (await queryArticles(db, { where: "a.slug = $1", params: [slug], limit: 1, lang }))[0];
}

/** The products an article mentions, in the article's order. */
export async function articleProductIds(db: Queryable, articleId: number): Promise<number[]> {
  const { rows } = await db.query<{ product_id: number }>(
    `SELECT ap.product_id FROM article_products ap JOIN products p ON p.id = ap.product_id
      WHERE ap.article_id = $1 AND p.hidden_at IS NULL ORDER BY ap.position, ap.product_id`,
    [articleId],
  );
  return rows.map((r) => r.product_id);
}

export async function blogCategoryBySlug(
  db: Queryable,
  slug: string,
  lang: ContentLanguage = "en",
): Promise<BlogCategory | undefined> {
  return (await queryBlogCategories(db, { where: "bc.slug = $1", params: [slug], limit: 1, lang }))[0];
}
