import type { Queryable } from "../db/database.ts";
import type { ProductQuery } from "../schemas/catalogue.ts";
import { productFilterSql } from "../lib/product-filters.ts";

/**
 * The SQL of the product routes (routes/products.ts): which products a list, the home page or a
 * detail shows. The cards and details themselves are built by lib/product-summary.ts and
 * lib/product-detail.ts. One row per product: sizes are variants of a product (migration 005), and
 * prices here are the products' "from" prices (the lowest size price), which is what the list's price
 * filter and order work on.
 */

/**
 * A filtered, ordered list: `ids` reads every id of it, in its order (the list's pages and count are cut
 * from them; lib/product-list-ids.ts keeps them for the cache's TTL, so that another page, page size or the
 * count of the same list reads no rows), as one JSON cell, which PGlite decodes at once rather than row
 * by row. `key` is that SQL and its parameters: lists that read the same rows have the same key,
 * whatever the query string said (a search's spaces, an order left to its default, the language).
 */
export function productList(query: ProductQuery): { key: string; ids: (db: Queryable) => Promise<number[]> } {
  const { from, where, orderBy, params } = productFilterSql(query);
  const sql = `SELECT coalesce(json_agg(p.id ORDER BY ${orderBy}), '[]')::text AS ids FROM ${from} WHERE ${where}`;
  return {
    key: JSON.stringify([sql, params.values]),
    ids: async (db) => JSON.parse((await db.query<{ ids: string }>(sql, params.values)).rows[0].ids) as number[],
  };
}

/** The home page's groups: featured products and the newest, in stock at `airport` when given. */
export async function homeProductIds(
  db: Queryable,
  group: "featured" | "new",
  airport: string | null,
  limit: number,
): Promise<number[]> {
  const [where, orderBy] = group === "featured" ? ["p.featured", "p.id"] : ["TRUE", "p.created_at DESC, p.id DESC"];
  const atAirport = `(CAST($2 AS text) IS NULL OR EXISTS (
    SELECT 1 FROM product_availability pa JOIN airports a ON a.id = pa.airport_id
    WHERE pa.product_id = p.id AND pa.in_stock AND a.slug = $2))`;
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.hidden_at IS NULL AND ${where} AND ${atAirport} ORDER BY ${orderBy} LIMIT $1`,
    [limit, airport],
  );
  return rows.map((r) => r.id);
}

/** A page of product ids in id order (the details pages the storefront's build reads). */
export async function productIdsById(db: Queryable, limit: number, offset: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM products WHERE hidden_at IS NULL ORDER BY id LIMIT $1 OFFSET $2", [
    limit,
    offset,
  ]);
  return rows.map((r) => r.id);
}

/** The visible products among `slugs` (the current slugs, not old size slugs), a page of them in id order. */
export async function productIdsBySlugs(db: Queryable, slugs: string[], limit: number, offset: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM products WHERE slug = ANY($1::text[]) AND hidden_at IS NULL ORDER BY id LIMIT $2 OFFSET $3",
    [slugs, limit, offset],
  );
  return rows.map((r) => r.id);
}

/** How many of `slugs` name a visible product. */
export async function countProductsBySlugs(db: Queryable, slugs: string[]): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM products WHERE slug = ANY($1::text[]) AND hidden_at IS NULL",
    [slugs],
  );
  return rows[0]!.count;
}

export async function countProducts(db: Queryable): Promise<number> {
  return (await db.query<{ count: number }>("SELECT count(*)::int AS count FROM products WHERE hidden_at IS NULL")).rows[0].count;
}

/**
 * The product a slug names: its own, or the old slug of one of its sizes from when sizes were products
 * of their own (then `size` is that size's SKU). Undefined when neither. `hidden`: a full import left it
 * out (migration 011): it has no page and cannot be added to a list, but lists that hold it still do.
 */
export async function productBySlug(
  db: Queryable,
  slug: string,
): Promise<{ id: number; size?: string; hidden: boolean } | undefined> {
  const { rows } = await db.query<{ id: number; size: string | null; hidden: boolean }>(
    `SELECT id, NULL AS size, hidden_at IS NOT NULL AS hidden, 0 AS rank FROM products WHERE slug = $1
     UNION ALL
     SELECT r.product_id, v.sku, p.hidden_at IS NOT NULL, 1 FROM product_slug_redirects r
       JOIN product_variants v ON v.id = r.variant_id JOIN products p ON p.id = r.product_id
      WHERE r.old_slug = $1
     ORDER BY rank LIMIT 1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return undefined;
  return row.size === null ? { id: row.id, hidden: row.hidden } : { id: row.id, size: row.size, hidden: row.hidden };
}

/** Where an old size page's slug leads: the product's slug and the size's SKU. */
export async function sizeRedirect(db: Queryable, oldSlug: string): Promise<{ slug: string; size: string } | undefined> {
  const { rows } = await db.query<{ slug: string; size: string }>(
    `SELECT p.slug, v.sku AS size FROM product_slug_redirects r
       JOIN products p ON p.id = r.product_id JOIN product_variants v ON v.id = r.variant_id
      WHERE r.old_slug = $1`,
    [oldSlug],
  );
  return rows[0];
}

/**
 * The storefront page an old size page's path (/products/<old slug>/) has moved to: the product's page
 * with that size chosen (/products/<slug>/?size=<sku>), or undefined for any other path.
 */
export async function productPageMovedTo(db: Queryable, pathname: string): Promise<string | undefined> {
  // In any of the storefront's languages (/pl/products/…, /de/products/…): the redirect keeps it.
  const match = /^(\/(?:pl|de))?\/products\/([a-z0-9-]{1,200})\/?$/.exec(pathname);
  if (!match) return undefined;
  const target = await sizeRedirect(db, match[2]);
  return target && `${match[1] ?? ""}/products/${target.slug}/?size=${encodeURIComponent(target.size)}`;
}
