import type { Queryable } from "../db/database.ts";
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
  created_at: Date | string;
}

/** Groups rows by their `product_id`, keeping the rows' order within each product. */
function byProduct<R extends { product_id: number }>(rows: R[]): Map<number, Omit<R, "product_id">[]> {
  const groups = new Map<number, Omit<R, "product_id">[]>();
  for (const { product_id, ...rest } of rows) {
    let group = groups.get(product_id);
    if (!group) groups.set(product_id, (group = []));
    group.push(rest);
  }
  return groups;
}

/**
 * Product details for `ids`, in the order of `ids` (unknown ids are left out). The one place that
 * builds a ProductDetail: GET /api/products/<slug>/ calls it with one id and GET
 * /api/products/details/ with a page of ids, so the two cannot drift apart.
 *
 * Set-based on purpose: five queries whatever the number of ids (the product rows, their availability,
 * their sections, their related products (two short index scans per product), and those related products'
 * cards). A query per product made the storefront's build take minutes at 20,000 products.
 */
export async function loadProductDetails(
  db: Queryable,
  ids: number[],
  airportSlug?: string | null,
): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const airport = airportSlug ?? null;
  const [products, availability, sections, related] = await Promise.all([
    db.query<DetailRow>(
      `SELECT ${SUMMARY_COLUMNS}, p.sku, p.description, p.image_count, p.created_at
       FROM products p ${summaryJoins("$2")} WHERE p.id = ANY($1::int[])`,
      [ids, airport],
    ),
    db.query<Availability & { product_id: number }>(
      `SELECT pa.product_id, a.slug AS airport, a.name AS airport_name, a.iata, a.terminals,
              pa.price::text AS price, pa.in_stock
       FROM product_availability pa JOIN airports a ON a.id = pa.airport_id
       WHERE pa.product_id = ANY($1::int[]) ORDER BY pa.product_id, a.city, a.slug`,
      [ids],
    ),
    db.query<NamedRef & { product_id: number }>(
      `SELECT sp.product_id, t.slug, t.name FROM section_products sp JOIN thematic_sections t ON t.id = sp.section_id
       WHERE sp.product_id = ANY($1::int[]) ORDER BY sp.product_id, t.position, t.id`,
      [ids],
    ),
    // Related: the same subcategory, the same brand's products first, then by name; the first
    // RELATED_PRODUCTS of each product's ranking. Per product, two index-ordered scans stopped after
    // RELATED_PRODUCTS rows (migration 003): the same brand's and the other brands', merged. Joining
    // each product with its whole subcategory and ranking all the pairs cost O(subcategory size) per
    // product, which made the build's bulk read quadratic in the catalogue.
    db.query<{ product_id: number; id: number }>(
      `SELECT src.id AS product_id, rel.id
       FROM products src
       CROSS JOIN LATERAL (
         SELECT ranked.id, ranked.other_brand, ranked.name_key FROM (
           (SELECT r.id, false AS other_brand, lower(r.name) COLLATE "C" AS name_key
            FROM products r
            WHERE r.subcategory_id = src.subcategory_id AND r.brand_id = src.brand_id AND r.id <> src.id
            ORDER BY lower(r.name) COLLATE "C", r.id LIMIT $2)
           UNION ALL
           (SELECT r.id, true AS other_brand, lower(r.name) COLLATE "C" AS name_key
            FROM products r
            WHERE r.subcategory_id = src.subcategory_id AND r.brand_id <> src.brand_id
            ORDER BY lower(r.name) COLLATE "C", r.id LIMIT $2)
         ) ranked
         ORDER BY ranked.other_brand, ranked.name_key, ranked.id
         LIMIT $2
       ) rel
       WHERE src.id = ANY($1::int[])
       ORDER BY src.id, rel.other_brand, rel.name_key, rel.id`,
      [ids, RELATED_PRODUCTS],
    ),
  ]);

  const relatedIds = byProduct(related.rows);
  // One query for every related card of the page; a product related to several is loaded once.
  const cards = await loadProductSummaryMap(db, [...new Set(related.rows.map((r) => r.id))], airport);
  const availabilityOf = byProduct(availability.rows);
  const sectionsOf = byProduct(sections.rows);
  const rowById = new Map(products.rows.map((r) => [r.id, r]));

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
        availability: (availabilityOf.get(id) ?? []) as Availability[],
        sections: (sectionsOf.get(id) ?? []) as NamedRef[],
        related: (relatedIds.get(id) ?? []).flatMap(({ id: relatedId }) => {
          const card = cards.get(relatedId);
          return card ? [card] : [];
        }),
        created_at: new Date(row.created_at).toISOString(),
      },
    ];
  });
}
