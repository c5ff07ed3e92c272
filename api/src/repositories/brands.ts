import type { Queryable } from "../db/database.ts";
import type { Brand } from "../schemas/catalogue.ts";
import { imageFor } from "../lib/images.ts";
import { localized, type ContentLanguage } from "../lib/content-language.ts";
import { likePattern, selectPage, type ListQueryOptions } from "../lib/sql-params.ts";

interface BrandRow {
  slug: string;
  name: string;
  description: string;
  country: string;
  product_count: number;
}

const select = (lang: ContentLanguage) => `
  SELECT b.slug, b.name, ${localized("b", "description", lang)}, b.country, b.product_count
  FROM brands b`;

const toBrand = (r: BrandRow): Brand => ({ ...r, logo: imageFor("brands", r.slug, `${r.name} logo`) });

/** Brands matching `where` (SQL over `b`), in the given order. */
export async function queryBrands(
  db: Queryable,
  { orderBy = `lower(b.name) COLLATE "C", b.id`, ...options }: ListQueryOptions & { orderBy?: string } = {},
): Promise<Brand[]> {
  const rows = await selectPage<BrandRow>(db, select(options.lang ?? "en"), orderBy, options);
  return rows.map(toBrand);
}

export async function countBrands(db: Queryable, where = "TRUE", params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM brands b WHERE ${where}`,
    params,
  );
  return rows[0].count;
}

/** `search` matches any part of the name; blank: every brand. */
function nameMatching(search: string | undefined): ListQueryOptions {
  const text = search?.trim();
  return text ? { where: "b.name ILIKE $1", params: [likePattern(text)] } : {};
}

/** One page of brands A to Z whose name contains `search`. */
export const brandsMatching = (
  db: Queryable,
  search: string | undefined,
  limit: number,
  offset: number,
  lang: ContentLanguage = "en",
) => queryBrands(db, { ...nameMatching(search), limit, offset, lang });

export function countBrandsMatching(db: Queryable, search: string | undefined): Promise<number> {
  const { where, params } = nameMatching(search);
  return countBrands(db, where, params);
}

export async function brandBySlug(
  db: Queryable,
  slug: string,
  lang: ContentLanguage = "en",
): Promise<Brand | undefined> {
  return (await queryBrands(db, { where: "b.slug = $1", params: [slug], limit: 1, lang }))[0];
}
