import type { ProductOrdering, ProductQuery } from "../schemas/catalogue.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { prefixTsQuery } from "./search-query.ts";
import { SqlParams } from "./sql-params.ts";

export interface ProductFilterSql {
  /** FROM clause over `p` (and `pa` when an airport is chosen). */
  from: string;
  where: string;
  orderBy: string;
  params: SqlParams;
}

const ORDER_BY: Record<ProductOrdering, (price: string) => string> = {
  price: (price) => `${price} ASC, p.id ASC`,
  "-price": (price) => `${price} DESC, p.id DESC`,
  // Without a search there is nothing to rank: the name order, which relevance also breaks ties with.
  relevance: () => `lower(p.name) COLLATE "C" ASC, p.id ASC`,
  name: () => `lower(p.name) COLLATE "C" ASC, p.id ASC`,
  "-name": () => `lower(p.name) COLLATE "C" DESC, p.id DESC`,
  newest: () => `p.created_at DESC, p.id DESC`,
};

/**
 * The product list's filters as SQL. An unknown slug matches nothing (an empty page, as a filter
 * that no product passes), because a stale link must not break a page with an error.
 */
export function productFilterSql(query: ProductQuery): ProductFilterSql {
  for (const field of ["min_price", "max_price"] as const) {
    const value = query[field];
    // Ajv's coercion turns "1e999" into Infinity and lets it past `maximum`.
    if (value !== undefined && !(Number.isFinite(value) && value >= 0 && value <= 1e9)) {
      throw new HttpError(400, `${field} must be a number from 0 to 1000000000.`, {
        [field]: ["Must be a number from 0."],
      });
    }
  }
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    throw new HttpError(400, "min_price must not be greater than max_price.", {
      min_price: ["Must not be greater than max_price."],
    });
  }
  const params = new SqlParams();
  // A product hidden by a full import (migration 011) is in no list.
  const where: string[] = ["p.hidden_at IS NULL"];
  let from = "products p";
  // The "from" price: products.price and product_availability.price are a product's lowest size price
  // (migration 005's refresh_product_offers), so filter and order work on what a card shows.
  let price = "p.price";

  if (query.airport) {
    from += ` JOIN product_availability pa ON pa.product_id = p.id AND pa.in_stock
              AND pa.airport_id = (SELECT id FROM airports WHERE slug = ${params.add(query.airport)})`;
    price = "pa.price";
  }
  if (query.brand) where.push(`p.brand_id = (SELECT id FROM brands WHERE slug = ${params.add(query.brand)})`);
  if (query.category)
    where.push(`p.category_id = (SELECT id FROM categories WHERE slug = ${params.add(query.category)})`);
  if (query.subcategory)
    where.push(`p.subcategory_id = (SELECT id FROM subcategories WHERE slug = ${params.add(query.subcategory)})`);
  if (query.section) {
    where.push(`p.id IN (SELECT sp.product_id FROM section_products sp JOIN thematic_sections t ON t.id = sp.section_id
                         WHERE t.slug = ${params.add(query.section)})`);
  }
  if (query.min_price !== undefined) where.push(`${price} >= ${params.add(query.min_price)}::numeric`);
  if (query.max_price !== undefined) where.push(`${price} <= ${params.add(query.max_price)}::numeric`);

  const search = query.search?.trim();
  const ordering = query.ordering ?? (search ? "relevance" : "name");
  let orderBy = (ORDER_BY[ordering as keyof typeof ORDER_BY] ?? ORDER_BY.name)(price);
  if (search) {
    const prefix = prefixTsQuery(search);
    if (prefix === null) {
      where.push("FALSE");
    } else {
      const prefixQuery = `to_tsquery('simple', ${params.add(prefix)})`;
      where.push(`p.search @@ ${prefixQuery}`);
      if (ordering === "relevance") {
        // Whole-word hits rank above prefix-only hits; name (A) above brand (B) above description (C).
        const rank = `ts_rank(p.search, ${prefixQuery}) + ts_rank(p.search, websearch_to_tsquery('simple', ${params.add(search)}))`;
        orderBy = `${rank} DESC, ${orderBy}`;
      }
    }
  }

  return { from, where: where.length ? where.join(" AND ") : "TRUE", orderBy, params };
}
