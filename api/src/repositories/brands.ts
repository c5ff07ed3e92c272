import type { Queryable } from "../db/database.ts";
import type { Brand } from "../schemas/catalogue.ts";
import { imageFor } from "../lib/images.ts";
import { selectPage, type ListQueryOptions } from "../lib/sql-params.ts";

interface BrandRow {
  slug: string;
  name: string;
  description: string;
  country: string;
  product_count: number;
}

const SELECT = `
  SELECT b.slug, b.name, b.description, b.country, b.product_count
  FROM brands b`;

const toBrand = (r: BrandRow): Brand => ({ ...r, logo: imageFor("brands", r.slug, `${r.name} logo`) });

/** Brands matching `where` (SQL over `b`), in the given order. */
export async function queryBrands(
  db: Queryable,
  { orderBy = `lower(b.name) COLLATE "C", b.id`, ...options }: ListQueryOptions & { orderBy?: string } = {},
): Promise<Brand[]> {
  const rows = await selectPage<BrandRow>(db, SELECT, orderBy, options);
  return rows.map(toBrand);
}

export async function countBrands(db: Queryable, where = "TRUE", params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM brands b WHERE ${where}`,
    params,
  );
  return rows[0].count;
}
