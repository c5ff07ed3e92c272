import { selectPage, type ListQueryOptions } from "../lib/sql-params.ts";
import type { Queryable } from "../db/database.ts";
import type { Category } from "../schemas/catalogue.ts";
import { imageFor } from "../lib/images.ts";
import { localized, localizedValue, type ContentLanguage } from "../lib/content-language.ts";

type CategoryRow = Omit<Category, "image">;

const select = (lang: ContentLanguage) => `
  SELECT c.slug, ${localized("c", "name", lang)}, ${localized("c", "description", lang)}, c.adult,
         c.product_count,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'slug', s.slug, 'name', ${localizedValue("s", "name", lang)},
                    'product_count', s.product_count
                  ) ORDER BY s.position, s.id)
           FROM subcategories s WHERE s.category_id = c.id
         ), '[]'::json) AS subcategories
  FROM categories c`;

/** Categories with their subcategories, in shop order; `where` is SQL over `c`. */
export async function queryCategories(db: Queryable, options: ListQueryOptions = {}): Promise<Category[]> {
  const rows = await selectPage<CategoryRow>(db, select(options.lang ?? "en"), "c.position, c.id", options);
  return rows.map((r) => ({ ...r, image: imageFor("categories", r.slug, r.name) }));
}

export async function countCategories(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM categories");
  return rows[0].count;
}

export async function categoryBySlug(
  db: Queryable,
  slug: string,
  lang: ContentLanguage = "en",
): Promise<Category | undefined> {
  return (await queryCategories(db, { where: "c.slug = $1", params: [slug], limit: 1, lang }))[0];
}
