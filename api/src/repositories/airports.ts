import type { Queryable } from "../db/database.ts";
import type { Airport } from "../schemas/catalogue.ts";

// trim(): iata and country_code are char(n) columns.
const SELECT = `
  SELECT a.slug, trim(a.iata) AS iata, a.name, a.city, a.country, trim(a.country_code) AS country_code, a.terminals, a.timezone, a.product_count
  FROM airports a`;

/** Airports by city, then name. */
export async function airportsPage(db: Queryable, limit: number, offset: number): Promise<Airport[]> {
  return (await db.query<Airport>(`${SELECT} ORDER BY a.city, a.name, a.id LIMIT $1 OFFSET $2`, [limit, offset])).rows;
}

export async function countAirports(db: Queryable): Promise<number> {
  return (await db.query<{ count: number }>("SELECT count(*)::int AS count FROM airports")).rows[0]!.count;
}

export async function airportBySlug(db: Queryable, slug: string): Promise<Airport | undefined> {
  return (await db.query<Airport>(`${SELECT} WHERE a.slug = $1`, [slug])).rows[0];
}

export async function airportIdBySlug(db: Queryable, slug: string): Promise<number | undefined> {
  return (await db.query<{ id: number }>("SELECT id FROM airports WHERE slug = $1", [slug])).rows[0]?.id;
}

/** Which of `slugs` name an airport. */
export async function knownAirportSlugs(db: Queryable, slugs: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ slug: string }>("SELECT slug FROM airports WHERE slug = ANY($1::text[])", [slugs]);
  return new Set(rows.map((r) => r.slug));
}
