import type { Queryable } from "../db/database.ts";
import * as repo from "../repositories/catalogue-import.ts";
import { FirstLines, noCounts, sameJson, tally, withTranslations, type ImportPlan, type ImportRow } from "./plan.ts";

/**
 * Brands, created or updated by slug. A full import hides nothing here: a brand without products
 * shows on no page, and products name their brand.
 */
export async function planBrands(tx: Queryable, rows: ImportRow[]): Promise<ImportPlan> {
  const current = new Map((await repo.brands(tx)).map((b) => [b.slug, b]));
  const counts = noCounts();
  const errors: ImportPlan["errors"] = [];
  const lines = new FirstLines();
  const added: repo.BrandWrite[] = [];
  const changed: repo.BrandWrite[] = [];
  for (const { line, values } of rows) {
    const slug = values.brand as string;
    const earlier = lines.seen(slug, line);
    if (earlier !== undefined) {
      errors.push({ line, column: "brand", reason: `the brand ${slug} is already on line ${earlier}` });
      continue;
    }
    const was = current.get(slug);
    const next: repo.BrandWrite = {
      slug,
      name: values.name as string,
      country: ((values.country === undefined ? was?.country : values.country) as string | null | undefined) ?? "",
      description:
        ((values.description === undefined ? was?.description : values.description) as string | null | undefined) ?? "",
      translations: withTranslations(was?.translations ?? {}, "description", values),
    };
    const same =
      was !== undefined &&
      was.name === next.name &&
      was.country === next.country &&
      was.description === next.description &&
      sameJson(was.translations, next.translations);
    tally(counts, was, same, next, added, changed);
  }
  return {
    counts,
    errors,
    write: async (db) => {
      await repo.insertBrands(db, added);
      await repo.updateBrands(db, changed);
    },
  };
}
