import type { Queryable } from "../db/database.ts";
import { insert, update, type Columns } from "../db/bulk-write.ts";
import { queryJsonRows } from "../db/json-rows.ts";

/**
 * The SQL of the catalogue import and export (api/src/catalogue-import/): the catalogue as the import
 * compares a file with it, read whole (tens of thousands of rows, as one JSON text each: db/json-rows.ts),
 * and the writes of an apply, thousands of rows per statement.
 */

type Translations = Record<string, Record<string, string>>;

// ---- brands

export interface BrandWrite {
  slug: string;
  name: string;
  country: string;
  description: string;
  translations: Translations;
}

export const brands = (db: Queryable) =>
  queryJsonRows<BrandWrite & { id: number }>(
    db,
    "SELECT id, slug, name, country, description, translations FROM brands ORDER BY slug",
  );

const brandColumns: Columns<BrandWrite> = {
  slug: ["text", (b) => b.slug],
  name: ["text", (b) => b.name],
  country: ["text", (b) => b.country],
  description: ["text", (b) => b.description],
  translations: ["jsonb", (b) => JSON.stringify(b.translations)],
};

export async function insertBrands(db: Queryable, rows: BrandWrite[]) {
  await insert(db, "brands", rows, brandColumns);
}

export async function updateBrands(db: Queryable, rows: BrandWrite[]) {
  if (rows.length === 0) return;
  const { slug, ...rest } = brandColumns;
  await update(db, "brands", rows, { slug }, rest);
  // products.brand_name is the brand's name kept beside each product for search (migration 001).
  await db.query(
    "UPDATE products p SET brand_name = b.name FROM brands b WHERE b.id = p.brand_id AND b.slug = ANY($1::text[]) AND p.brand_name <> b.name",
    [rows.map((b) => b.slug)],
  );
}

// ---- products and their sizes

export interface SubcategoryFacts {
  id: number;
  slug: string;
  category_id: number;
  adult: boolean;
  /** The subcategory's and category's names in every language: what a search for "whisky" matches. */
  keywords: string;
}

export const subcategories = (db: Queryable) =>
  queryJsonRows<SubcategoryFacts>(
    db,
    `SELECT s.id, s.slug, s.category_id, s.adult OR c.adult AS adult,
            trim(concat_ws(' ', s.name, s.translations #>> '{pl,name}', s.translations #>> '{de,name}',
                                c.name, c.translations #>> '{pl,name}', c.translations #>> '{de,name}')) AS keywords
       FROM subcategories s JOIN categories c ON c.id = s.category_id`,
  );

export const brandIds = (db: Queryable) =>
  queryJsonRows<{ id: number; slug: string; name: string }>(db, "SELECT id, slug, name FROM brands");

export interface ProductFields {
  slug: string;
  name: string;
  brand_id: number;
  subcategory_id: number;
  description: string;
  kind: string;
  /** numeric(4, 1) as text ("40.0"), or null. */
  abv: string | null;
  featured: boolean;
  translations: Translations;
}

export interface ProductRow extends ProductFields {
  id: number;
  hidden: boolean;
}

export const products = (db: Queryable) =>
  queryJsonRows<ProductRow>(
    db,
    `SELECT id, slug, name, brand_id, subcategory_id, description, kind, abv::text AS abv, featured, translations,
            hidden_at IS NOT NULL AS hidden
       FROM products`,
  );

export interface VariantFields {
  sku: string;
  size: string;
  /** numeric(10, 2) as text. */
  price: string;
  volume_ml: number | null;
  sticks: number | null;
  tobacco_g: number | null;
}

export interface VariantRow extends VariantFields {
  id: number;
  product_id: number;
  position: number;
}

export const variants = (db: Queryable) =>
  queryJsonRows<VariantRow>(
    db,
    "SELECT id, product_id, sku, size, price::text AS price, volume_ml, sticks, tobacco_g, position FROM product_variants",
  );

export interface ProductWrite extends ProductFields {
  brand_name: string;
  category_id: number;
  keywords: string;
  adult: boolean;
}

const productColumns = {
  slug: ["text", (p: ProductWrite) => p.slug],
  name: ["text", (p: ProductWrite) => p.name],
  brand_id: ["int", (p: ProductWrite) => p.brand_id],
  brand_name: ["text", (p: ProductWrite) => p.brand_name],
  category_id: ["int", (p: ProductWrite) => p.category_id],
  subcategory_id: ["int", (p: ProductWrite) => p.subcategory_id],
  keywords: ["text", (p: ProductWrite) => p.keywords],
  description: ["text", (p: ProductWrite) => p.description],
  adult: ["bool", (p: ProductWrite) => p.adult],
  featured: ["bool", (p: ProductWrite) => p.featured],
  translations: ["jsonb", (p: ProductWrite) => JSON.stringify(p.translations)],
  kind: ["text", (p: ProductWrite) => p.kind],
  abv: ["numeric", (p: ProductWrite) => p.abv],
} as const;

/**
 * New products, with placeholders for what refresh_product_offers() derives from their sizes (the
 * default SKU and size, the "from" price). Answers their ids by slug.
 */
export async function insertProducts(
  db: Queryable,
  rows: (ProductWrite & { first_sku: string })[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  await insert(db, "products", rows, {
    ...productColumns,
    sku: ["text", (p) => p.first_sku],
    size: ["text", () => ""],
    price: ["numeric", () => "0"],
  });
  const ids = await queryJsonRows<{ id: number; slug: string }>(
    db,
    "SELECT id, slug FROM products WHERE slug = ANY($1::text[])",
    [rows.map((p) => p.slug)],
  );
  return new Map(ids.map((r) => [r.slug, r.id]));
}

export async function updateProducts(db: Queryable, rows: (ProductWrite & { id: number })[]) {
  const { slug, ...rest } = productColumns;
  // Listed again: a product hidden by an earlier full import is shown.
  await update(db, "products", rows, { id: ["int", (p) => p.id] }, rest, "hidden_at = NULL");
}

export async function hideProducts(db: Queryable, ids: number[]) {
  if (ids.length)
    await db.query("UPDATE products SET hidden_at = now() WHERE id = ANY($1::int[]) AND hidden_at IS NULL", [ids]);
}

const variantColumns = {
  sku: ["text", (v: VariantFields) => v.sku],
  size: ["text", (v: VariantFields) => v.size],
  price: ["numeric", (v: VariantFields) => v.price],
  volume_ml: ["int", (v: VariantFields) => v.volume_ml],
  sticks: ["int", (v: VariantFields) => v.sticks],
  tobacco_g: ["int", (v: VariantFields) => v.tobacco_g],
} as const;

export async function insertVariants(
  db: Queryable,
  rows: (VariantFields & { product_id: number; position: number })[],
) {
  await insert(db, "product_variants", rows, {
    product_id: ["int", (v) => v.product_id],
    position: ["int", (v) => v.position],
    ...variantColumns,
  });
}

export async function updateVariants(db: Queryable, rows: VariantFields[]) {
  const { sku, ...rest } = variantColumns;
  await update(db, "product_variants", rows, { sku }, rest);
}

// ---- offers: a size at an airport

export interface OfferFields {
  sku: string;
  airport: string;
  price: string;
  duty_paid_price: string | null;
  stock: number;
  sold: boolean;
}

export const airportIds = (db: Queryable) =>
  queryJsonRows<{ id: number; iata: string }>(db, "SELECT id, trim(iata) AS iata FROM airports");

export const offers = (db: Queryable) =>
  queryJsonRows<OfferFields & { variant_id: number; airport_id: number; hidden: boolean }>(
    db,
    `SELECT o.variant_id, o.airport_id, v.sku, trim(a.iata) AS airport, o.price::text AS price,
            o.duty_paid_price::text AS duty_paid_price, o.stock, o.sold, p.hidden_at IS NOT NULL AS hidden
       FROM variant_offers o JOIN product_variants v ON v.id = o.variant_id JOIN airports a ON a.id = o.airport_id
       JOIN products p ON p.id = v.product_id`,
  );

type OfferWrite = Omit<OfferFields, "sku" | "airport"> & { variant_id: number; airport_id: number };

const offerColumns: Columns<OfferWrite> = {
  variant_id: ["int", (o) => o.variant_id],
  airport_id: ["int", (o) => o.airport_id],
  price: ["numeric", (o) => o.price],
  duty_paid_price: ["numeric", (o) => o.duty_paid_price],
  stock: ["int", (o) => o.stock],
  sold: ["bool", (o) => o.sold],
};

export async function insertOffers(db: Queryable, rows: OfferWrite[]) {
  await insert(db, "variant_offers", rows, offerColumns);
}

export async function updateOffers(db: Queryable, rows: OfferWrite[]) {
  const { variant_id, airport_id, ...rest } = offerColumns;
  await update(db, "variant_offers", rows, { variant_id, airport_id }, rest);
}

/** The summaries every listing reads (migrations 005 and 011): after any change of products, sizes or offers. */
export async function refreshSummaries(db: Queryable) {
  await db.query("SELECT refresh_product_offers()");
  await db.query("SELECT refresh_product_counts()");
}

// ---- history

export interface ImportRecord {
  id: number;
  email: string | null;
  source: "command" | "api";
  file_name: string;
  kind: string;
  full_import: boolean;
  counts: { added: number; changed: number; hidden: number; unchanged: number };
  created_at: string;
}

export async function recordImport(
  db: Queryable,
  record: Omit<ImportRecord, "id" | "email" | "created_at"> & { user_id: number | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO catalogue_imports (user_id, source, file_name, kind, full_import, counts)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [record.user_id, record.source, record.file_name, record.kind, record.full_import, JSON.stringify(record.counts)],
  );
  return rows[0]!.id;
}

export async function importHistory(db: Queryable, limit: number, offset: number): Promise<ImportRecord[]> {
  const { rows } = await db.query<Omit<ImportRecord, "created_at"> & { created_at: Date }>(
    `SELECT i.id, u.email, i.source, i.file_name, i.kind, i.full_import, i.counts, i.created_at
       FROM catalogue_imports i LEFT JOIN users u ON u.id = i.user_id
      ORDER BY i.created_at DESC, i.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export async function countImports(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM catalogue_imports")).rows[0]!.n;
}

// ---- categories and subcategories

export interface CategoryWrite {
  slug: string;
  name: string;
  description: string;
  adult: boolean;
  position: number;
  translations: Translations;
}

export interface SubcategoryWrite extends CategoryWrite {
  category_id: number;
}

export const categories = (db: Queryable) =>
  queryJsonRows<CategoryWrite & { id: number }>(
    db,
    "SELECT id, slug, name, description, adult, position, translations FROM categories ORDER BY position, id",
  );

export const subcategoryRows = (db: Queryable) =>
  queryJsonRows<SubcategoryWrite & { id: number; category: string }>(
    db,
    `SELECT s.id, s.slug, s.category_id, c.slug AS category, s.name, s.description, s.adult, s.position, s.translations
       FROM subcategories s JOIN categories c ON c.id = s.category_id ORDER BY c.position, s.position, s.id`,
  );

const categoryColumns = {
  slug: ["text", (c: CategoryWrite) => c.slug],
  name: ["text", (c: CategoryWrite) => c.name],
  description: ["text", (c: CategoryWrite) => c.description],
  adult: ["bool", (c: CategoryWrite) => c.adult],
  position: ["int", (c: CategoryWrite) => c.position],
  translations: ["jsonb", (c: CategoryWrite) => JSON.stringify(c.translations)],
} as const;

/** Inserts new rows and updates changed ones of `categories` or `subcategories`, keyed by slug. */
export async function writeCategories<T extends CategoryWrite>(
  db: Queryable,
  table: "categories" | "subcategories",
  added: T[],
  changed: T[],
) {
  const columns: Columns<T> = { ...categoryColumns };
  if (table === "subcategories") columns.category_id = ["int", (s) => (s as unknown as SubcategoryWrite).category_id];
  await insert(db, table, added, columns);
  const { slug, ...rest } = columns;
  await update(db, table, changed, { slug: slug! }, rest);
}

/**
 * What products keep of their subcategory and category (migration 001): the category id, whether they
 * are for adults, and the names a search matches. Refreshed for every product after a change of either,
 * with the categories' product counts (a subcategory may have moved).
 */
export async function refreshProductsOfCategories(db: Queryable) {
  await refreshPlacement(db);
  await db.query("SELECT refresh_product_counts()");
}

async function refreshPlacement(db: Queryable) {
  await db.query(
    `UPDATE products p SET category_id = s.category_id, adult = s.adult OR c.adult,
            keywords = trim(concat_ws(' ', s.name, s.translations #>> '{pl,name}', s.translations #>> '{de,name}',
                                      c.name, c.translations #>> '{pl,name}', c.translations #>> '{de,name}'))
       FROM subcategories s JOIN categories c ON c.id = s.category_id
      WHERE s.id = p.subcategory_id
        AND (p.category_id, p.adult, p.keywords) IS DISTINCT FROM
            (s.category_id, s.adult OR c.adult, trim(concat_ws(' ', s.name, s.translations #>> '{pl,name}', s.translations #>> '{de,name}',
                                      c.name, c.translations #>> '{pl,name}', c.translations #>> '{de,name}')))`,
  );
}

// ---- pictures

export const productImageCounts = (db: Queryable) =>
  queryJsonRows<{ slug: string; image_count: number }>(db, "SELECT slug, image_count FROM products");

/** Products that now have more views (photographs `<slug>--<n>`) than they had. */
export async function raiseImageCounts(db: Queryable, views: [slug: string, count: number][]) {
  if (views.length === 0) return;
  await db.query(
    `UPDATE products p SET image_count = u.n FROM unnest($1::text[], $2::int[]) AS u(slug, n)
      WHERE p.slug = u.slug AND p.image_count < u.n`,
    [views.map(([slug]) => slug), views.map(([, n]) => n)],
  );
}
