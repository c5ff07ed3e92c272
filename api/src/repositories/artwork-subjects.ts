import type { Queryable } from "../db/database.ts";

/**
 * The SQL of the artwork (lib/artwork/subjects.ts draws the pictures): what the database says about a
 * picture's subject, as plain data; undefined when there is no such subject.
 */

/** A shelf's item: a subcategory and its category's slug. */
export type ShelfSubcategory = { slug: string; name: string; category: string };

export interface ProductSubject {
  name: string;
  views: number;
  brand: string;
  brand_slug: string;
  subcategory: string;
  category: string;
}

/** A product's name, picture count, brand and subcategory, by its slug. */
export async function productSubject(db: Queryable, slug: string): Promise<ProductSubject | undefined> {
  const { rows } = await db.query<ProductSubject>(
    `SELECT p.name, p.image_count AS views, b.name AS brand, b.slug AS brand_slug, s.slug AS subcategory, c.slug AS category
       FROM products p JOIN brands b ON b.id = p.brand_id JOIN subcategories s ON s.id = p.subcategory_id
       JOIN categories c ON c.id = s.category_id WHERE p.slug = $1`,
    [slug],
  );
  return rows[0];
}

/** A brand's name, by its slug. */
export async function brandSubject(db: Queryable, slug: string): Promise<{ name: string } | undefined> {
  const { rows } = await db.query<{ name: string }>("SELECT name FROM brands WHERE slug = $1", [slug]);
  return rows[0];
}

/** A category's id and name, by its slug. */
export async function categorySubject(db: Queryable, slug: string): Promise<{ id: number; name: string } | undefined> {
  const { rows } = await db.query<{ id: number; name: string }>("SELECT id, name FROM categories WHERE slug = $1", [
    slug,
  ]);
  return rows[0];
}

/** A category's first `limit` subcategories in their order, `categorySlug` as each one's category. */
export async function categoryFirstSubcategories(
  db: Queryable,
  categoryId: number,
  categorySlug: string,
  limit: number,
): Promise<ShelfSubcategory[]> {
  const { rows } = await db.query<ShelfSubcategory>(
    "SELECT slug, name, $2::text AS category FROM subcategories WHERE category_id = $1 ORDER BY position, id LIMIT $3::int",
    [categoryId, categorySlug, limit],
  );
  return rows;
}

/** A thematic section's id and name, by its slug. */
export async function sectionSubject(db: Queryable, slug: string): Promise<{ id: number; name: string } | undefined> {
  const { rows } = await db.query<{ id: number; name: string }>(
    "SELECT id, name FROM thematic_sections WHERE slug = $1",
    [slug],
  );
  return rows[0];
}

/** An article's id, title and blog category's slug, by its slug. */
export async function articleSubject(
  db: Queryable,
  slug: string,
): Promise<{ id: number; title: string; blog_category: string } | undefined> {
  const { rows } = await db.query<{ id: number; title: string; blog_category: string }>(
    "SELECT a.id, a.title, bc.slug AS blog_category FROM articles a JOIN blog_categories bc ON bc.id = a.category_id WHERE a.slug = $1",
    [slug],
  );
  return rows[0];
}

/** The subcategories a section's or article's products come from, the most frequent first (ties by id: stable). */
const MOST_COMMON_SUBCATEGORIES = (table: string, key: string) =>
  `SELECT s.slug, s.name, c.slug AS category FROM ${table} x JOIN products p ON p.id = x.product_id
   JOIN subcategories s ON s.id = p.subcategory_id JOIN categories c ON c.id = s.category_id
   WHERE x.${key} = $1 GROUP BY s.id, s.slug, s.name, c.slug ORDER BY count(*) DESC, s.id`;

/** The `limit` most common subcategories of a section's products. */
export async function sectionCommonSubcategories(
  db: Queryable,
  sectionId: number,
  limit: number,
): Promise<ShelfSubcategory[]> {
  const { rows } = await db.query<ShelfSubcategory>(
    `${MOST_COMMON_SUBCATEGORIES("section_products", "section_id")} LIMIT $2::int`,
    [sectionId, limit],
  );
  return rows;
}

/** The `limit` most common subcategories of an article's products. */
export async function articleCommonSubcategories(
  db: Queryable,
  articleId: number,
  limit: number,
): Promise<ShelfSubcategory[]> {
  const { rows } = await db.query<ShelfSubcategory>(
    `${MOST_COMMON_SUBCATEGORIES("article_products", "article_id")} LIMIT $2::int`,
    [articleId, limit],
  );
  return rows;
}
