import type { Queryable } from "../db/database.ts";
import { DAYS_OF_WEEK, type AirportBrand, type AirportShop, type AirportTerminal } from "../schemas/airport-detail.ts";

/** How many brands and products an airport page leads with. */
export const TOP_BRANDS = 8;
export const TOP_PRODUCTS = 8;

export async function airportExtras(db: Queryable, slug: string) {
  const { rows } = await db.query<{ id: number; currency: string }>("SELECT id, currency FROM airports WHERE slug = $1", [slug]);
  return rows[0];
}

export async function airportTerminals(db: Queryable, airportId: number): Promise<AirportTerminal[]> {
  const { rows } = await db.query<AirportTerminal>(
    "SELECT code, name FROM airport_terminals WHERE airport_id = $1 ORDER BY position, id",
    [airportId],
  );
  return rows;
}

interface ShopRow {
  slug: string;
  name: string;
  kind: string;
  zone: string;
  collection_point: boolean;
  note: string;
  terminal_code: string;
  terminal_name: string;
  hours: Array<{ weekday: number; opens: string; closes: string }> | string;
}

/** The airport's shops by terminal, each with its open days Monday first. */
export async function airportShops(db: Queryable, airportId: number): Promise<AirportShop[]> {
  // to_char keeps "24:00" (open until midnight) as it is; ::text would give "24:00:00".
  const { rows } = await db.query<ShopRow>(
    `SELECT s.slug, s.name, s.kind, s.zone, s.collection_point, s.note, t.code AS terminal_code, t.name AS terminal_name,
            COALESCE((SELECT json_agg(json_build_object('weekday', h.weekday, 'opens', to_char(h.opens, 'HH24:MI'),
                                                        'closes', to_char(h.closes, 'HH24:MI')) ORDER BY h.weekday)
                      FROM airport_shop_hours h WHERE h.shop_id = s.id), '[]') AS hours
     FROM airport_shops s JOIN airport_terminals t ON t.id = s.terminal_id
     WHERE s.airport_id = $1
     ORDER BY t.position, s.position, s.id`,
    [airportId],
  );
  return rows.map((r) => {
    // node-postgres parses json; some drivers hand it over as text.
    const hours = typeof r.hours === "string" ? (JSON.parse(r.hours) as Exclude<ShopRow["hours"], string>) : r.hours;
    return {
      slug: r.slug,
      name: r.name,
      terminal: { code: r.terminal_code, name: r.terminal_name },
      kind: r.kind,
      zone: r.zone,
      collection_point: r.collection_point,
      note: r.note,
      opening_hours: hours.map((h) => ({ day: DAYS_OF_WEEK[h.weekday - 1]!, opens: h.opens, closes: h.closes })),
    };
  });
}

/** The brands with the most products in stock at the airport. */
export async function airportTopBrands(db: Queryable, airportId: number, limit = TOP_BRANDS): Promise<AirportBrand[]> {
  const { rows } = await db.query<AirportBrand>(
    `SELECT b.slug, b.name, count(*)::int AS product_count
     FROM product_availability pa JOIN products p ON p.id = pa.product_id JOIN brands b ON b.id = p.brand_id
     WHERE pa.airport_id = $1 AND pa.in_stock
     GROUP BY b.id ORDER BY count(*) DESC, b.name, b.id LIMIT $2`,
    [airportId, limit],
  );
  return rows;
}

/**
 * What the airport's page leads with: products in stock there, the featured ones first, then those
 * stocked at the most airports (the shop's staples), then by name. Ids, for loadProductSummaries.
 * Featured products are read first and on their own: they are few (4 % of the demo catalogue), so
 * counting each one's airports is cheap, and the whole airport's range (≈ 15,000 products at 20,000,
 * 0.3–0.5 s on PGlite) is ranked only when they do not fill the page.
 */
export async function airportTopProductIds(db: Queryable, airportId: number, limit = TOP_PRODUCTS): Promise<number[]> {
  const ranked = async (featured: boolean, count: number) =>
    (
      await db.query<{ id: number }>(
        `SELECT p.id
         FROM product_availability pa JOIN products p ON p.id = pa.product_id
         WHERE pa.airport_id = $1 AND pa.in_stock AND p.featured = $2
         ORDER BY (SELECT count(*) FROM product_availability o WHERE o.product_id = p.id AND o.in_stock) DESC, p.name, p.id
         LIMIT $3`,
        [airportId, featured, count],
      )
    ).rows.map((r) => r.id);
  const featured = await ranked(true, limit);
  return featured.length >= limit ? featured : [...featured, ...(await ranked(false, limit - featured.length))];
}
