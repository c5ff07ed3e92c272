import type { Queryable } from "../db/database.ts";
import { queryJsonRows } from "../db/json-rows.ts";
import type { NamedRef } from "../schemas/common.ts";
import type { Availability } from "../schemas/catalogue.ts";
import { summaryColumns, summaryJoins, withIds, type SummaryRow } from "../lib/product-summary.ts";
import { localized, localizedValue, type ContentLanguage } from "../lib/content-language.ts";

/**
 * The SQL of a product detail (lib/product-detail.ts builds the details and keeps the memos): the
 * products' own rows, the airports they are sold at, every airport's slug and the related-products
 * rankings. Each function is one query; what is cached, and for how long, is lib's business.
 */

/** An availability entry as the products query gives it: [airport id, price, in stock]. */
export type AvailabilityCell = [number, string, boolean];
/** A size as the products query gives it: [sku, size, base price, its offers, volume ml, sticks, tobacco g]. */
export type VariantCell = [string, string, string, OfferCell[], number | null, number | null, number | null];
/** A size's offer at an airport that sells it: [airport id, price, duty-paid price or null, stock]. */
export type OfferCell = [number, string, string | null, number];
export type AirportRef = Pick<Availability, "airport" | "airport_name" | "iata" | "terminals">;

export interface DetailRow extends SummaryRow {
  description: string;
  image_count: number;
  created_at: string;
  availability: AvailabilityCell[];
  variants: VariantCell[];
  sections: NamedRef[];
  subcategory_id: number;
  brand_id: number;
}

/**
 * A detail's own columns besides the card's (summaryColumns), its lists as JSON arrays in the
 * answer's order: one row per product instead of ≈ 9 rows of availability each. Availability entries
 * are [airport id, price, in stock], the airport's names coming from the airports memo: building an
 * object with the airport's four fields for each of ≈ 900 entries a page was a third of the query.
 * Sizes (`variants`) likewise: [sku, size, base price, [[airport id, price, duty-paid price, stock]]],
 * the offers unordered (joining airports to sort them tripled the query): toVariant puts them in the
 * order of the product's availability.
 * `subcategory_id` and `brand_id` select the product's related products (RELATED_SQL).
 */
const detailColumns = (lang: ContentLanguage) => `
  ${localized("p", "description", lang)}, p.image_count, p.created_at, p.subcategory_id, p.brand_id,
  COALESCE((
    SELECT json_agg(json_build_array(av.airport_id, av.price::text, av.in_stock) ORDER BY a.city, a.slug)
    FROM product_availability av JOIN airports a ON a.id = av.airport_id
    WHERE av.product_id = p.id), '[]') AS availability,
  COALESCE((
    SELECT json_agg(json_build_array(v.sku, v.size, v.price::text, COALESCE((
      SELECT json_agg(json_build_array(o.airport_id, o.price::text, o.duty_paid_price::text, o.stock))
      FROM variant_offers o WHERE o.variant_id = v.id AND o.sold), '[]'), v.volume_ml, v.sticks, v.tobacco_g)
      ORDER BY v.position, v.id)
    FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants,
  COALESCE((
    SELECT json_agg(json_build_object('slug', t.slug, 'name', ${localizedValue("t", "name", lang)}) ORDER BY t.position, t.id)
    FROM section_products sp JOIN thematic_sections t ON t.id = sp.section_id
    WHERE sp.product_id = p.id), '[]') AS sections`;

/**
 * The detail rows of the products `ids` (unknown ids left out, in no particular order), at base prices:
 * the same for every airport, so one row serves a product's page at all of them (lib/product-detail.ts
 * prices it at an airport from its own availability and sizes). One JSON text (db/json-rows.ts): on
 * PGlite, decoding ≈ 15,000 cells a page of 100 in JavaScript had been most of the time of
 * GET /api/products/details/.
 */
export function productDetailRows(db: Queryable, ids: number[], lang: ContentLanguage = "en"): Promise<DetailRow[]> {
  return queryJsonRows<DetailRow>(
    db,
    `SELECT ${summaryColumns(lang)}, ${detailColumns(lang)} FROM products p ${summaryJoins("NULL")} ${withIds("$1")}`,
    [ids],
  );
}

/** Every airport's id by its slug. */
export async function airportIdsBySlug(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ slug: string; id: number }>("SELECT slug, id FROM airports");
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * Every airport as a detail's availability names it, by its id as a string. All of them, as
 * airportIdsBySlug reads them: a shop's airports are tens, and one kept map of them is one lookup per
 * product page instead of a set of ids to gather and look up one by one (lib/product-detail.ts).
 */
export async function allAirportRefs(db: Queryable): Promise<Map<string, AirportRef>> {
  const { rows } = await db.query<AirportRef & { id: number }>(
    "SELECT id, slug AS airport, name AS airport_name, iata, terminals FROM airports",
  );
  return new Map(rows.map(({ id, ...airport }) => [String(id), airport]));
}

/** The related-products ranking of a (subcategory, brand): the ids of its first products, see RELATED_SQL. */
export interface RelatedRanking {
  /** `limit` + 1 of them: one more, in case the product itself is among them. */
  same_brand: number[];
  other_brands: number[];
}

/**
 * Related products: the same subcategory, the same brand's products first, then by name; the first
 * `limit` of that ranking, the product itself left out. The ranking depends only on the product's
 * (subcategory, brand), so it is read per such group ($1, $2: their subcategory and brand ids), not
 * per product: ≈ 50 groups for a page of 100 products, 84 in the 10,000-product catalogue.
 * Per group, two index-ordered scans stopped after a few rows (migration 003): the same brand's and
 * the other brands'; lib/product-detail.ts merges them for each product. (Joining each product with
 * its whole subcategory and ranking all the pairs cost O(subcategory size) per product, which made the
 * build's bulk read quadratic in the catalogue.)
 */
const RELATED_SQL = `
  SELECT g.subcategory_id, g.brand_id,
    ARRAY(SELECT r.id FROM products r
          WHERE r.subcategory_id = g.subcategory_id AND r.brand_id = g.brand_id AND r.hidden_at IS NULL
          ORDER BY lower(r.name) COLLATE "C", r.id LIMIT $3::int + 1) AS same_brand,
    ARRAY(SELECT r.id FROM products r
          WHERE r.subcategory_id = g.subcategory_id AND r.brand_id <> g.brand_id AND r.hidden_at IS NULL
          ORDER BY lower(r.name) COLLATE "C", r.id LIMIT $3::int) AS other_brands
  FROM unnest($1::int[], $2::int[]) AS g(subcategory_id, brand_id)`;

/** The rankings of the (subcategory, brand) groups given as two parallel id arrays; `limit` per group. */
export async function relatedRankings(
  db: Queryable,
  subcategoryIds: number[],
  brandIds: number[],
  limit: number,
): Promise<(RelatedRanking & { subcategory_id: number; brand_id: number })[]> {
  const { rows } = await db.query<RelatedRanking & { subcategory_id: number; brand_id: number }>(RELATED_SQL, [
    subcategoryIds,
    brandIds,
    limit,
  ]);
  return rows;
}
