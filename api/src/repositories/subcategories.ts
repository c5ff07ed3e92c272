import type { Queryable } from "../db/database.ts";
import type { Subcategory } from "../schemas/catalogue.ts";
import { localized, type ContentLanguage } from "../lib/content-language.ts";

interface SubcategoryRow {
  slug: string;
  name: string;
  description: string;
  adult: boolean;
  product_count: number;
  category_slug: string;
  category_name: string;
}

const select = (lang: ContentLanguage) => `
  SELECT s.slug, ${localized("s", "name", lang)}, ${localized("s", "description", lang)}, s.adult, s.product_count,
         c.slug AS category_slug, ${localized("c", "name", lang, "category_name")}
  FROM subcategories s JOIN categories c ON c.id = s.category_id`;
const OF_CATEGORY = "(CAST($1 AS text) IS NULL OR c.slug = $1)";

const toSubcategory = ({ category_slug, category_name, ...rest }: SubcategoryRow): Subcategory => ({
  ...rest,
  category: { slug: category_slug, name: category_name },
});

/** Subcategories in shop order, of one category when `category` is a slug. */
export async function subcategoriesPage(
  db: Queryable,
  category: string | null,
  limit: number,
  offset: number,
  lang: ContentLanguage = "en",
): Promise<Subcategory[]> {
  const { rows } = await db.query<SubcategoryRow>(
    `${select(lang)} WHERE ${OF_CATEGORY} ORDER BY c.position, s.position, s.id LIMIT $2 OFFSET $3`,
    [category, limit, offset],
  );
  return rows.map(toSubcategory);
}

export async function countSubcategories(db: Queryable, category: string | null): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM subcategories s JOIN categories c ON c.id = s.category_id WHERE ${OF_CATEGORY}`,
    [category],
  );
  return rows[0]!.count;
}

export async function subcategoryBySlug(
  db: Queryable,
  slug: string,
  lang: ContentLanguage = "en",
): Promise<Subcategory | undefined> {
  const { rows } = await db.query<SubcategoryRow>(`${select(lang)} WHERE s.slug = $1`, [slug]);
  return rows[0] && toSubcategory(rows[0]);
}
