import type { Queryable } from "../db/database.ts";
import { queryJsonRows } from "../db/json-rows.ts";
import type { NamedRef } from "../schemas/common.ts";
import type { Availability, ProductDetail, ProductSummary } from "../schemas/catalogue.ts";
import { Memo, noMemoReads, type MemoReads } from "./catalogue-memo.ts";
import { imageFor } from "./images.ts";
import {
  SUMMARY_COLUMNS,
  summaryJoins,
  toProductSummary,
  loadProductSummaryMap,
  type SummaryRow,
} from "./product-summary.ts";

/** How many related products a detail carries. */
export const RELATED_PRODUCTS = 8;

/** An availability entry as the products query gives it: [airport id, price, in stock]. */
type AvailabilityCell = [number, string, boolean];
type AirportRef = Pick<Availability, "airport" | "airport_name" | "iata" | "terminals">;

interface DetailRow extends SummaryRow {
  sku: string;
  description: string;
  image_count: number;
  created_at: string;
  availability: AvailabilityCell[];
  sections: NamedRef[];
  subcategory_id: number;
  brand_id: number;
}

/**
 * A detail's own columns besides the card's (SUMMARY_COLUMNS), its lists as JSON arrays in the
 * answer's order: one row per product instead of ≈ 9 rows of availability each. Availability entries
 * are [airport id, price, in stock], the airport's names coming from the airports memo: building an
 * object with the airport's four fields for each of ≈ 900 entries a page was a third of the query.
 * `subcategory_id` and `brand_id` select the product's related products (RELATED_SQL).
 */
const DETAIL_COLUMNS = `
  p.sku, p.description, p.image_count, p.created_at, p.subcategory_id, p.brand_id,
  COALESCE((
    SELECT json_agg(json_build_array(av.airport_id, av.price::text, av.in_stock) ORDER BY a.city, a.slug)
    FROM product_availability av JOIN airports a ON a.id = av.airport_id
    WHERE av.product_id = p.id), '[]') AS availability,
  COALESCE((
    SELECT json_agg(json_build_object('slug', t.slug, 'name', t.name) ORDER BY t.position, t.id)
    FROM section_products sp JOIN thematic_sections t ON t.id = sp.section_id
    WHERE sp.product_id = p.id), '[]') AS sections`;

/** The related-products ranking of a (subcategory, brand): the ids of its first products, see RELATED_SQL. */
interface RelatedRanking {
  /** RELATED_PRODUCTS + 1 of them: one more, in case the product itself is among them. */
  same_brand: number[];
  other_brands: number[];
}

/**
 * Related products: the same subcategory, the same brand's products first, then by name; the first
 * RELATED_PRODUCTS of that ranking, the product itself left out. The ranking depends only on the
 * product's (subcategory, brand), so it is read per such group ($1, $2: their subcategory and brand
 * ids), not per product: ≈ 50 groups for a page of 100 products, 84 in the 10,000-product catalogue.
 * Per group, two index-ordered scans stopped after a few rows (migration 003): the same brand's and
 * the other brands'; relatedIds() merges them for each product. (Joining each product with its whole
 * subcategory and ranking all the pairs cost O(subcategory size) per product, which made the build's
 * bulk read quadratic in the catalogue.)
 */
const RELATED_SQL = `
  SELECT g.subcategory_id, g.brand_id,
    ARRAY(SELECT r.id FROM products r
          WHERE r.subcategory_id = g.subcategory_id AND r.brand_id = g.brand_id
          ORDER BY lower(r.name) COLLATE "C", r.id LIMIT $3::int + 1) AS same_brand,
    ARRAY(SELECT r.id FROM products r
          WHERE r.subcategory_id = g.subcategory_id AND r.brand_id <> g.brand_id
          ORDER BY lower(r.name) COLLATE "C", r.id LIMIT $3::int) AS other_brands
  FROM unnest($1::int[], $2::int[]) AS g(subcategory_id, brand_id)`;

const rankingKey = (subcategoryId: number, brandId: number) => `${subcategoryId}:${brandId}`;

/** A product's related ids in ranking order: its brand's (without itself), then the other brands'. */
function relatedIds(productId: number, ranking: RelatedRanking | undefined): number[] {
  if (!ranking) return [];
  const sameBrand = ranking.same_brand.filter((id) => id !== productId).slice(0, RELATED_PRODUCTS);
  return [...sameBrand, ...ranking.other_brands].slice(0, RELATED_PRODUCTS);
}

/** The pieces that details share, kept across requests (lib/catalogue-memo.ts); one set per app. */
export interface DetailMemos {
  airports: Memo<AirportRef>;
  rankings: Memo<RelatedRanking>;
  /**
   * Keyed by airport slug (empty: base prices) and product id: a card's price depends on the airport.
   * Only airports that exist get keys of their own (see `knownAirportSlugs`).
   */
  cards: Memo<ProductSummary>;
  /** Every airport's slug, as one entry. */
  airportSlugs: Memo<Set<string>>;
}

export function detailMemos(ttlMs: number): DetailMemos {
  return { airports: new Memo(ttlMs), rankings: new Memo(ttlMs), cards: new Memo(ttlMs), airportSlugs: new Memo(ttlMs) };
}

/**
 * The airport slug to price cards at: an unknown one prices them like no airport (base prices), so it
 * shares their memo entries. Keyed by the slug as given, `?airport=x1`, `?airport=x2`, … each filled the
 * cards memo with another copy of the same base-price cards.
 */
async function pricingAirport(db: Queryable, memo: DetailMemoUse, airport: string | null): Promise<string | null> {
  // Without a memo there is nothing to fill, and no query need be spent.
  if (airport === null || memo.memos.airportSlugs.ttlMs <= 0) return airport;
  const slugs = await memo.memos.airportSlugs.get(
    "all",
    async () => new Set((await db.query<{ slug: string }>("SELECT slug FROM airports")).rows.map((r) => r.slug)),
    memo.reads,
  );
  return slugs.has(airport) ? airport : null;
}

/** The memos a call uses, and where it records the age of what it took from them. */
export interface DetailMemoUse {
  memos: DetailMemos;
  reads: MemoReads;
}

async function airportsById(db: Queryable, memo: DetailMemoUse, ids: number[]) {
  return memo.memos.airports.getMany(
    ids.map(String),
    async (missing) => {
      const { rows } = await db.query<AirportRef & { id: number }>(
        "SELECT id, slug AS airport, name AS airport_name, iata, terminals FROM airports WHERE id = ANY($1::int[])",
        [missing.map(Number)],
      );
      return new Map(rows.map(({ id, ...airport }) => [String(id), airport]));
    },
    memo.reads,
  );
}

async function rankingsByGroup(db: Queryable, memo: DetailMemoUse, rows: DetailRow[]) {
  return memo.memos.rankings.getMany(
    rows.map((r) => rankingKey(r.subcategory_id, r.brand_id)),
    async (missing) => {
      const groups = missing.map((key) => key.split(":").map(Number));
      const { rows: rankings } = await db.query<RelatedRanking & { subcategory_id: number; brand_id: number }>(
        RELATED_SQL,
        [groups.map(([subcategory]) => subcategory), groups.map(([, brand]) => brand), RELATED_PRODUCTS],
      );
      return new Map(rankings.map((r) => [rankingKey(r.subcategory_id, r.brand_id), r]));
    },
    memo.reads,
  );
}

async function cardsById(db: Queryable, memo: DetailMemoUse, ids: number[], airport: string | null) {
  const prefix = `${airport ?? ""}:`;
  const cards = await memo.memos.cards.getMany(
    ids.map((id) => prefix + id),
    async (missing) => {
      const loaded = await loadProductSummaryMap(db, missing.map((key) => Number(key.slice(prefix.length))), airport);
      return new Map([...loaded].map(([id, card]) => [prefix + id, card]));
    },
    memo.reads,
  );
  return new Map([...cards].map(([key, card]) => [Number(key.slice(prefix.length)), card]));
}

/**
 * Product details for `ids`, in the order of `ids` (unknown ids are left out). The one place that
 * builds a ProductDetail: GET /api/products/<slug>/ calls it with one id and GET
 * /api/products/details/ with a page of ids, so the two cannot drift apart.
 *
 * Set-based on purpose: at most four queries whatever the number of ids (a query per product made the
 * storefront's build take minutes at 20,000 products):
 *   1. the products, one row each, their availability and sections as JSON arrays (DETAIL_COLUMNS);
 *   2. the airports they are sold at, 3. the related-products ranking of each (subcategory, brand) of
 *      them (RELATED_SQL), and 4. the cards of every related product, each loaded once.
 * 2–4 are shared by many details and come from `memo` when it holds them (the routes pass the app's
 * memos, lib/catalogue-memo.ts; without it nothing is kept): the build's reading of all details
 * pages then queries little more than the products themselves. 1 and 4 come back as one JSON text
 * each (db/json-rows.ts): on PGlite, decoding ≈ 15,000 cells a page of 100 in JavaScript had been
 * most of the time of GET /api/products/details/.
 */
export async function loadProductDetails(
  db: Queryable,
  ids: number[],
  airportSlug?: string | null,
  memo: DetailMemoUse = { memos: detailMemos(0), reads: noMemoReads() },
): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const airport = await pricingAirport(db, memo, airportSlug ?? null);
  const products = await queryJsonRows<DetailRow>(
    db,
    `SELECT ${SUMMARY_COLUMNS}, ${DETAIL_COLUMNS} FROM products p ${summaryJoins("$2")} WHERE p.id = ANY($1::int[])`,
    [ids, airport],
  );
  const [airports, rankings] = await Promise.all([
    airportsById(db, memo, [...new Set(products.flatMap((r) => r.availability.map(([airportId]) => airportId)))]),
    rankingsByGroup(db, memo, products),
  ]);
  const related = new Map(
    products.map((r) => [r.id, relatedIds(r.id, rankings.get(rankingKey(r.subcategory_id, r.brand_id)))]),
  );
  const cards = await cardsById(db, memo, [...new Set([...related.values()].flat())], airport);
  const rowById = new Map(products.map((r) => [r.id, r]));

  return ids.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    const summary = toProductSummary(row);
    return [
      {
        ...summary,
        sku: row.sku,
        description: row.description,
        images: Array.from({ length: row.image_count }, (_, i) =>
          imageFor("products", summary.slug, i === 0 ? summary.name : `${summary.name}, view ${i + 1}`, i + 1),
        ),
        availability: row.availability.map(([airportId, price, in_stock]) => ({
          ...airports.get(String(airportId))!,
          price,
          in_stock,
        })),
        sections: row.sections,
        related: related.get(id)!.flatMap((relatedId) => {
          const card = cards.get(relatedId);
          return card ? [card] : [];
        }),
        created_at: new Date(row.created_at).toISOString(),
      },
    ];
  });
}
