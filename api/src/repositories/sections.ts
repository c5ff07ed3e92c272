import { selectPage, type ListQueryOptions } from "../lib/sql-params.ts";
import type { Queryable } from "../db/database.ts";
import type { ThematicSectionSummary } from "../schemas/catalogue.ts";
import { imageFor } from "../lib/images.ts";
import { localized, type ContentLanguage } from "../lib/content-language.ts";

type SectionRow = Omit<ThematicSectionSummary, "image"> & { id: number; body: string };

const select = (lang: ContentLanguage) => `
  SELECT t.id, t.slug, ${localized("t", "name", lang)}, ${localized("t", "description", lang)},
         ${localized("t", "body", lang)}, t.short,
         (SELECT count(*) FROM section_products sp JOIN products p ON p.id = sp.product_id
           WHERE sp.section_id = t.id AND p.hidden_at IS NULL)::int AS product_count
  FROM thematic_sections t`;

export async function querySections(db: Queryable, options: ListQueryOptions = {}) {
  const rows = await selectPage<SectionRow>(db, select(options.lang ?? "en"), "t.position, t.id", options);
  return rows.map((r) => ({ ...r, image: imageFor("sections", r.slug, r.name) }));
}

/** The summary shape only: the response serializer would drop the rest too, but tests compare objects. */
export function toSectionSummary({
  slug,
  name,
  description,
  short,
  image,
  product_count,
}: ThematicSectionSummary): ThematicSectionSummary {
  return { slug, name, description, short, image, product_count };
}

export async function countSections(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM thematic_sections");
  return rows[0].count;
}

/** The products of a section, in the section's order. */
export async function sectionProductIds(db: Queryable, sectionId: number): Promise<number[]> {
  const { rows } = await db.query<{ product_id: number }>(
    `SELECT sp.product_id FROM section_products sp JOIN products p ON p.id = sp.product_id
      WHERE sp.section_id = $1 AND p.hidden_at IS NULL ORDER BY sp.position, sp.product_id`,
    [sectionId],
  );
  return rows.map((r) => r.product_id);
}

export async function sectionBySlug(db: Queryable, slug: string, lang: ContentLanguage = "en") {
  return (await querySections(db, { where: "t.slug = $1", params: [slug], limit: 1, lang }))[0];
}
