import type { Queryable } from "../db/database.ts";
import type { Wishlist, WishlistItemSize } from "../schemas/account.ts";
import type { ProductSummary } from "../schemas/catalogue.ts";
import { loadProductSummaries } from "../lib/product-summary.ts";
import { productBySlug } from "./products.ts";

/**
 * The SQL of lists (my-lists): every statement is scoped by the owner, so that someone else's list reads
 * exactly like one that does not exist. Routes (routes/wishlist.ts) turn the answers into HTTP.
 */

/** Limits that keep one account from growing without bound (each list is loaded whole). */
export const MAX_LISTS_PER_USER = 50;
export const MAX_ITEMS_PER_LIST = 200;

interface ListRow {
  id: number;
  name: string;
  airport: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The user's lists with these ids (others' are left out), in the order of `ids`, items priced at each list's airport. */
export async function loadWishlists(db: Queryable, userId: number, ids: number[]): Promise<Wishlist[]> {
  if (ids.length === 0) return [];
  const lists = await db.query<ListRow>(
    `SELECT w.id, w.name, a.slug AS airport, w.created_at, w.updated_at
       FROM wishlists w LEFT JOIN airports a ON a.id = w.airport_id
      WHERE w.user_id = $1 AND w.id = ANY($2::int[])`,
    [userId, ids],
  );
  const items = await db.query<{
    wishlist_id: number;
    product_id: number;
    variant_id: number;
    quantity: number;
    added_at: Date | string;
  }>(
    `SELECT wishlist_id, product_id, variant_id, quantity, added_at FROM wishlist_items
      WHERE wishlist_id = ANY($1::int[]) ORDER BY added_at, id`,
    [lists.rows.map((l) => l.id)],
  );

  // One product query per airport rather than per list.
  const airportOf = new Map(lists.rows.map((l) => [l.id, l.airport]));
  const productIdsByAirport = new Map<string | null, Set<number>>();
  const variantIdsByAirport = new Map<string | null, Set<number>>();
  for (const item of items.rows) {
    const airport = airportOf.get(item.wishlist_id) ?? null;
    if (!productIdsByAirport.has(airport)) productIdsByAirport.set(airport, new Set());
    productIdsByAirport.get(airport)!.add(item.product_id);
    if (!variantIdsByAirport.has(airport)) variantIdsByAirport.set(airport, new Set());
    variantIdsByAirport.get(airport)!.add(item.variant_id);
  }
  const sizes = new Map<string, WishlistItemSize>();
  for (const [airport, variantIds] of variantIdsByAirport) {
    for (const [id, size] of await loadSizes(db, [...variantIds], airport)) sizes.set(`${airport}:${id}`, size);
  }
  const summaries = new Map<string, ProductSummary>();
  for (const [airport, productIds] of productIdsByAirport) {
    const ordered = [...productIds];
    const loaded = await loadProductSummaries(db, ordered, airport);
    // Summaries come in the order of the ids; only a product deleted meanwhile makes them differ.
    const loadedIds =
      loaded.length === ordered.length
        ? ordered
        : await idsOfSlugs(
            db,
            loaded.map((p) => p.slug),
          );
    loaded.forEach((product, i) => summaries.set(`${airport}:${loadedIds[i]}`, product));
  }

  const byId = new Map(
    lists.rows.map((l) => [
      l.id,
      {
        id: l.id,
        name: l.name,
        airport: l.airport,
        created_at: iso(l.created_at),
        updated_at: iso(l.updated_at),
        items: [] as Wishlist["items"],
      },
    ]),
  );
  for (const item of items.rows) {
    const list = byId.get(item.wishlist_id)!;
    const product = summaries.get(`${list.airport}:${item.product_id}`);
    const variant = sizes.get(`${list.airport}:${item.variant_id}`);
    if (product && variant) list.items.push({ product, variant, quantity: item.quantity, added_at: iso(item.added_at) });
  }
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/**
 * The sizes `ids`, priced at `airport` where it sells them (else at their base price) and in stock
 * there (without an airport: in stock anywhere).
 */
async function loadSizes(db: Queryable, ids: number[], airport: string | null): Promise<Map<number, WishlistItemSize>> {
  const { rows } = await db.query<WishlistItemSize & { id: number }>(
    `SELECT v.id, v.sku, v.size, COALESCE(o.price, v.price)::text AS price,
            o.duty_paid_price::text AS duty_paid_price, v.volume_ml, v.sticks, v.tobacco_g,
            CASE WHEN $2::text IS NULL
                 THEN EXISTS (SELECT 1 FROM variant_offers x WHERE x.variant_id = v.id AND x.sold AND x.stock > 0)
                 ELSE COALESCE(o.stock > 0, false) END AS in_stock
       FROM product_variants v
       LEFT JOIN variant_offers o
         ON o.variant_id = v.id AND o.sold AND o.airport_id = (SELECT id FROM airports WHERE slug = $2)
      WHERE v.id = ANY($1::int[])`,
    [ids, airport],
  );
  return new Map(rows.map(({ id, ...size }) => [id, size]));
}

async function idsOfSlugs(db: Queryable, slugs: string[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number; slug: string }>(
    "SELECT id, slug FROM products WHERE slug = ANY($1::text[])",
    [slugs],
  );
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return slugs.map((slug) => idBySlug.get(slug) ?? -1);
}

/** A page of the user's list ids, oldest first, and how many lists the user has. */
export async function listIdsPage(
  db: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ id: number }[]> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM wishlists WHERE user_id = $1 ORDER BY id LIMIT $2 OFFSET $3",
    [userId, limit, offset],
  );
  return rows;
}

export async function countLists(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM wishlists WHERE user_id = $1", [
    userId,
  ]);
  return rows[0]!.n;
}

/** The id of the airport with this slug, or undefined when there is none. */
export async function airportIdOf(db: Queryable, slug: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM airports WHERE slug = $1", [slug]);
  return rows[0]?.id;
}

/** A new list, or "full" when the user already has MAX_LISTS_PER_USER; run it in a transaction. */
export async function createList(
  tx: Queryable,
  userId: number,
  name: string,
  airportId: number | null,
): Promise<number | "full"> {
  // The user's row is the lock that makes count-then-insert safe against parallel creates.
  await tx.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [userId]);
  if ((await countLists(tx, userId)) >= MAX_LISTS_PER_USER) return "full";
  const { rows } = await tx.query<{ id: number }>(
    "INSERT INTO wishlists (user_id, name, airport_id) VALUES ($1, $2, $3) RETURNING id",
    [userId, name, airportId],
  );
  return rows[0]!.id;
}

/** Renames a list and/or moves it to an airport (undefined: unchanged); false when the user has no such list. */
export async function updateList(
  db: Queryable,
  userId: number,
  id: number,
  change: { name: string | null; airportId: number | null | undefined },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE wishlists SET name = COALESCE($3, name),
            airport_id = CASE WHEN $4::boolean THEN $5::int ELSE airport_id END,
            updated_at = now()
      WHERE id = $1 AND user_id = $2`,
    [id, userId, change.name, change.airportId !== undefined, change.airportId ?? null],
  );
  return rowCount !== 0;
}

export async function deleteList(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query("DELETE FROM wishlists WHERE id = $1 AND user_id = $2", [id, userId]);
  return rowCount !== 0;
}

/** Locks the user's list for the rest of the transaction, so that concurrent changes to it queue up. */
export async function lockList(tx: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await tx.query("SELECT id FROM wishlists WHERE id = $1 AND user_id = $2 FOR UPDATE", [id, userId]);
  return rows.length > 0;
}

/**
 * The product and size a slug and an optional SKU name: the size with that SKU, else the size an old
 * size page's slug stood for, else the product's default (first) size.
 */
async function findSize(
  db: Queryable,
  slug: string,
  sku: string | undefined,
): Promise<{ productId: number; variantId: number; hidden: boolean } | "unknown-product" | "unknown-size"> {
  const product = await productBySlug(db, slug);
  if (!product) return "unknown-product";
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM product_variants WHERE product_id = $1 AND ($2::text IS NULL OR sku = $2)
      ORDER BY position, id LIMIT 1`,
    [product.id, sku ?? product.size ?? null],
  );
  if (!rows[0]) return "unknown-size";
  return { productId: product.id, variantId: rows[0].id, hidden: product.hidden };
}

/**
 * Adds a size of a product to a locked list (or raises its quantity, or sets it with `set`), capped at
 * `maxQuantity`. Answers "unknown-product", "unknown-size" (no such SKU among the product's sizes),
 * "full" (MAX_ITEMS_PER_LIST other items) or "added".
 */
export async function addItem(
  tx: Queryable,
  listId: number,
  item: { slug: string; size?: string; quantity: number; set: boolean; maxQuantity: number },
): Promise<"unknown-product" | "unknown-size" | "full" | "added"> {
  const found = await findSize(tx, item.slug, item.size);
  if (typeof found === "string") return found;
  const { rows } = await tx.query<{ n: number; present: boolean }>(
    `SELECT count(*)::int AS n, bool_or(variant_id = $2) AS present FROM wishlist_items WHERE wishlist_id = $1`,
    [listId, found.variantId],
  );
  // A hidden product (no longer sold) stays on the lists that hold it, and goes on no other.
  if (!rows[0]!.present && found.hidden) return "unknown-product";
  if (!rows[0]!.present && rows[0]!.n >= MAX_ITEMS_PER_LIST) return "full";
  // One statement decides insert or update, so parallel adds of one size both count.
  await tx.query(
    `INSERT INTO wishlist_items (wishlist_id, product_id, variant_id, quantity) VALUES ($1, $2, $3, $4)
     ON CONFLICT (wishlist_id, variant_id) DO UPDATE SET quantity =
       CASE WHEN $5::boolean THEN EXCLUDED.quantity ELSE LEAST(wishlist_items.quantity + EXCLUDED.quantity, $6::int) END`,
    [listId, found.productId, found.variantId, item.quantity, item.set, item.maxQuantity],
  );
  await touchList(tx, listId);
  return "added";
}

/** Takes a size of a product (its default size without `size`) off a locked list; false when it was not on it. */
export async function removeItem(tx: Queryable, listId: number, slug: string, size?: string): Promise<boolean> {
  const found = await findSize(tx, slug, size);
  if (typeof found === "string") return false;
  const { rowCount } = await tx.query(`DELETE FROM wishlist_items WHERE wishlist_id = $1 AND variant_id = $2`, [
    listId,
    found.variantId,
  ]);
  if (rowCount === 0) return false;
  await touchList(tx, listId);
  return true;
}

async function touchList(tx: Queryable, listId: number) {
  await tx.query("UPDATE wishlists SET updated_at = now() WHERE id = $1", [listId]);
}
