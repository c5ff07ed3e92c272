import type { Queryable } from "../db/database.ts";
import { queryJsonRows } from "../db/json-rows.ts";
import type { ProductSummary } from "../schemas/catalogue.ts";
import { productCardImage } from "./images.ts";
import { localized, type ContentLanguage } from "./content-language.ts";

/**
 * The columns of a product card. Expects `p` (products) and, when priced at an airport, `pa`
 * (that airport's product_availability row, possibly NULL through a LEFT JOIN).
 */
export const summaryColumns = (lang: ContentLanguage) => `
  p.id, p.slug, p.name, p.size, p.sku, p.adult, p.kind, p.abv::float8 AS abv,
  COALESCE(pa.price, p.price)::text AS price,
  b.slug AS brand_slug, b.name AS brand_name,
  c.slug AS category_slug, ${localized("c", "name", lang, "category_name")},
  s.slug AS subcategory_slug, ${localized("s", "name", lang, "subcategory_name")},
  ARRAY(
    SELECT a.slug FROM product_availability av JOIN airports a ON a.id = av.airport_id
    WHERE av.product_id = p.id AND av.in_stock ORDER BY a.slug
  ) AS available_at,
  ARRAY(SELECT v.size FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id) AS sizes,
  COALESCE(
    (SELECT max(o.price) FROM variant_offers o JOIN product_variants v ON v.id = o.variant_id
      WHERE v.product_id = p.id AND o.airport_id = pa.airport_id AND o.sold),
    (SELECT max(v.price) FROM product_variants v WHERE v.product_id = p.id),
    p.price)::text AS max_price`;

/**
 * The joins summaryColumns reads (`pa` is the product's row at the airport: its lowest size price
 * there, migration 005); `$airportParam` is the airport's slug parameter (NULL for base prices). */
export const summaryJoins = (airportParam: string) => `
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  JOIN subcategories s ON s.id = p.subcategory_id
  LEFT JOIN product_availability pa
    ON pa.product_id = p.id AND pa.airport_id = (SELECT id FROM airports WHERE slug = ${airportParam})`;

/**
 * `WHERE` for the products whose ids are in the int[] parameter `idsParam`, for the reads by ids that
 * every product page and listing makes.
 *
 * Why not `p.id = ANY($1)`: PostgreSQL plans a prepared statement for the values given (a custom plan)
 * until a generic plan looks no costlier (plan_cache_mode = auto). With the array as a constant it
 * knows there is one id and estimates a generic plan (ten, by default) ten times costlier, so it plans
 * anew at every call, and planning these queries was ≈ 75 % of their time (2.7 of 3.5 ms for a product
 * page's row). Read from a subquery it cannot flatten (OFFSET 0), the array is unknown to both plans:
 * they cost the same and from the sixth call on each connection keeps the generic one.
 * (`plan_cache_mode = force_generic_plan` for every statement did the same for these, but made the
 * full-text searches slower at 10,000 products: p50 5.7 → 9.1 ms, p95 19 → 32 ms.)
 */
export const withIds = (idsParam: string) => `
  CROSS JOIN (SELECT ${idsParam}::int[] AS ids OFFSET 0) wanted WHERE p.id = ANY(wanted.ids)`;

export interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  size: string;
  sku: string;
  adult: boolean;
  price: string;
  brand_slug: string;
  brand_name: string;
  category_slug: string;
  category_name: string;
  subcategory_slug: string;
  subcategory_name: string;
  available_at: string[];
  sizes: string[];
  max_price: string;
  kind: ProductSummary["kind"];
  abv: number | null;
}

export function toProductSummary(row: SummaryRow): ProductSummary {
  return {
    slug: row.slug,
    name: row.name,
    brand: { slug: row.brand_slug, name: row.brand_name },
    category: { slug: row.category_slug, name: row.category_name },
    subcategory: { slug: row.subcategory_slug, name: row.subcategory_name },
    size: row.size,
    sku: row.sku,
    price: row.price,
    adult: row.adult,
    image: productCardImage(row.slug, row.name),
    available_at: row.available_at,
    sizes: row.sizes,
    max_price: row.max_price,
    kind: row.kind,
    abv: row.abv,
  };
}

/**
 * Product cards for `ids`, keyed by id (unknown ids are absent), for callers that place cards themselves.
 * The rows come as one JSON text (queryJsonRows): a details page asks for ≈ 500 cards, ≈ 6,500 cells
 * that PGlite would decode one by one.
 */
export async function loadProductSummaryMap(
  db: Queryable,
  ids: number[],
  airportSlug?: string | null,
  lang: ContentLanguage = "en",
): Promise<Map<number, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await queryJsonRows<SummaryRow>(
    db,
    `SELECT ${summaryColumns(lang)} FROM products p ${summaryJoins("$2")} ${withIds("$1")}`,
    [ids, airportSlug ?? null],
  );
  return new Map(rows.map((r) => [r.id, toProductSummary(r)]));
}

/**
 * Product cards for `ids`, in the order of `ids` (unknown ids are left out). With `airportSlug` the
 * price is that airport's where the product is listed there, else the base USD price.
 */
export async function loadProductSummaries(
  db: Queryable,
  ids: number[],
  airportSlug?: string | null,
  lang: ContentLanguage = "en",
): Promise<ProductSummary[]> {
  const byId = await loadProductSummaryMap(db, ids, airportSlug, lang);
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}
