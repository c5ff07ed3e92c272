import type { Queryable } from "../db/database.ts";
import type { Wishlist } from "../schemas/account.ts";
import type { ProductSummary } from "../schemas/catalogue.ts";
import { loadProductSummaries } from "./product-summary.ts";

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
  const items = await db.query<{ wishlist_id: number; product_id: number; quantity: number; added_at: Date | string }>(
    `SELECT wishlist_id, product_id, quantity, added_at FROM wishlist_items
      WHERE wishlist_id = ANY($1::int[]) ORDER BY added_at, id`,
    [lists.rows.map((l) => l.id)],
  );

  // One product query per airport rather than per list.
  const airportOf = new Map(lists.rows.map((l) => [l.id, l.airport]));
  const productIdsByAirport = new Map<string | null, Set<number>>();
  for (const item of items.rows) {
    const airport = airportOf.get(item.wishlist_id) ?? null;
    if (!productIdsByAirport.has(airport)) productIdsByAirport.set(airport, new Set());
    productIdsByAirport.get(airport)!.add(item.product_id);
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
    if (product) list.items.push({ product, quantity: item.quantity, added_at: iso(item.added_at) });
  }
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

async function idsOfSlugs(db: Queryable, slugs: string[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number; slug: string }>(
    "SELECT id, slug FROM products WHERE slug = ANY($1::text[])",
    [slugs],
  );
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return slugs.map((slug) => idBySlug.get(slug) ?? -1);
}
