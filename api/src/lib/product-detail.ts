import type { Queryable } from "../db/database.ts";
import { queryJsonRows } from "../db/json-rows.ts";
import type { NamedRef } from "../schemas/common.ts";
import type { Availability, ProductDetail } from "../schemas/catalogue.ts";
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

interface DetailRow extends SummaryRow {
  sku: string;
  description: string;
  image_count: number;
  created_at: string;
  availability: Availability[];
  sections: NamedRef[];
  subcategory_id: number;
  brand_id: number;
}

/**
 * A detail's own columns besides the card's (SUMMARY_COLUMNS), with its availability and sections as
 * JSON arrays already in the answer's shape and order: one row per product instead of ≈ 9 rows of
 * availability each. `subcategory_id` and `brand_id` select its related products (RELATED_SQL).
 */
const DETAIL_COLUMNS = `
  p.sku, p.description, p.image_count, p.created_at, p.subcategory_id, p.brand_id,
  COALESCE((
    SELECT json_agg(json_build_object(
             'airport', a.slug, 'airport_name', a.name, 'iata', a.iata, 'terminals', a.terminals,
             'price', av.price::text, 'in_stock', av.in_stock)
           ORDER BY a.city, a.slug)
    FROM product_availability av JOIN airports a ON a.id = av.airport_id
    WHERE av.product_id = p.id), '[]') AS availability,
  COALESCE((
    SELECT json_agg(json_build_object('slug', t.slug, 'name', t.name) ORDER BY t.position, t.id)
    FROM section_products sp JOIN thematic_sections t ON t.id = sp.section_id
    WHERE sp.product_id = p.id), '[]') AS sections`;

interface RelatedGroup {
  subcategory_id: number;
  brand_id: number;
  /** The group's first RELATED_PRODUCTS + 1 products: one more, in case the product itself is among them. */
  same_brand: number[];
  other_brands: number[];
}

/**
 * Related products: the same subcategory, the same brand's products first, then by name; the first
 * RELATED_PRODUCTS of that ranking, the product itself left out. The ranking depends only on the
 * product's (subcategory, brand), so it is read once per such group of the page (≈ 50 groups for 100
 * products, 84 in the whole 10,000 catalogue) rather than once per product: per group, two
 * index-ordered scans stopped after a few rows (migration 003), the same brand's and the other
 * brands'. relatedIds() merges them for each product. Joining each product with its whole
 * subcategory and ranking all the pairs cost O(subcategory size) per product, which made the build's
 * bulk read quadratic in the catalogue.
 */
const RELATED_SQL = `
  SELECT g.subcategory_id, g.brand_id,
    ARRAY(SELECT r.id FROM products r
          WHERE r.subcategory_id = g.subcategory_id AND r.brand_id = g.brand_id
          ORDER BY lower(r.name) COLLATE "C", r.id LIMIT $2 + 1) AS same_brand,
    ARRAY(SELECT r.id FROM products r
          WHERE r.subcategory_id = g.subcategory_id AND r.brand_id <> g.brand_id
          ORDER BY lower(r.name) COLLATE "C", r.id LIMIT $2) AS other_brands
  FROM (SELECT DISTINCT subcategory_id, brand_id FROM products WHERE id = ANY($1::int[])) g`;

const groupKey = (subcategoryId: number, brandId: number) => `${subcategoryId}:${brandId}`;

/** A product's related ids in ranking order: its brand's (without itself), then the other brands'. */
function relatedIds(row: DetailRow, group: RelatedGroup | undefined): number[] {
  if (!group) return [];
  const sameBrand = group.same_brand.filter((id) => id !== row.id).slice(0, RELATED_PRODUCTS);
  return [...sameBrand, ...group.other_brands].slice(0, RELATED_PRODUCTS);
}

/**
 * Product details for `ids`, in the order of `ids` (unknown ids are left out). The one place that
 * builds a ProductDetail: GET /api/products/<slug>/ calls it with one id and GET
 * /api/products/details/ with a page of ids, so the two cannot drift apart.
 *
 * Set-based on purpose: three queries whatever the number of ids. A query per product made the
 * storefront's build take minutes at 20,000 products.
 *   1. the products, one row each, their availability and sections as JSON arrays (DETAIL_COLUMNS);
 *   2. the related products' ranking for each (subcategory, brand) of the page (RELATED_SQL);
 *   3. the cards of every related product of the page, each loaded once (loadProductSummaryMap).
 * Rows 1 and 3 come back as one JSON text each (queryJsonRows): on PGlite, decoding ≈ 15,000 cells
 * per page of 100 in JavaScript was most of the time of GET /api/products/details/.
 */
export async function loadProductDetails(
  db: Queryable,
  ids: number[],
  airportSlug?: string | null,
): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const airport = airportSlug ?? null;
  const [products, groups] = await Promise.all([
    queryJsonRows<DetailRow>(
      db,
      `SELECT ${SUMMARY_COLUMNS}, ${DETAIL_COLUMNS} FROM products p ${summaryJoins("$2")} WHERE p.id = ANY($1::int[])`,
      [ids, airport],
    ),
    db.query<RelatedGroup>(RELATED_SQL, [ids, RELATED_PRODUCTS]),
  ]);

  const groupOf = new Map(groups.rows.map((g) => [groupKey(g.subcategory_id, g.brand_id), g]));
  const related = new Map(
    products.map((row) => [row.id, relatedIds(row, groupOf.get(groupKey(row.subcategory_id, row.brand_id)))]),
  );
  // One query for every related card of the page; a product related to several is loaded once.
  const cards = await loadProductSummaryMap(db, [...new Set([...related.values()].flat())], airport);
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
        availability: row.availability,
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
