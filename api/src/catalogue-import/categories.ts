import type { Queryable } from "../db/database.ts";
import * as repo from "../repositories/catalogue-import.ts";
import { FirstLines, noCounts, sameJson, tally, withTranslations, type ImportPlan, type ImportRow } from "./plan.ts";

/**
 * The category tree: categories by slug, then subcategories by slug under a category. A full import
 * hides nothing here (a category without products shows none). A subcategory moved to another
 * category, or made adult, takes its products along (their category and age check follow it).
 */
type Existing = repo.CategoryWrite & { id: number };

function fields(values: Record<string, unknown>, was: Existing | undefined): repo.CategoryWrite {
  const keep = <T>(column: string, current: T | undefined, none: T): T =>
    values[column] === undefined ? (current ?? none) : ((values[column] as T | null) ?? none);
  return {
    slug: "",
    name: values.name as string,
    description: keep("description", was?.description, ""),
    adult: keep("adult", was?.adult, false),
    position: keep("position", was?.position, 0),
    translations: withTranslations(withTranslations(was?.translations ?? {}, "name", values), "description", values),
  };
}

const same = (was: Existing, next: repo.CategoryWrite) =>
  was.name === next.name &&
  was.description === next.description &&
  was.adult === next.adult &&
  was.position === next.position &&
  sameJson(was.translations, next.translations);

export async function planCategories(tx: Queryable, rows: ImportRow[]): Promise<ImportPlan> {
  const current = new Map((await repo.categories(tx)).map((c) => [c.slug, c]));
  const counts = noCounts();
  const errors: ImportPlan["errors"] = [];
  const lines = new FirstLines();
  const added: repo.CategoryWrite[] = [];
  const changed: repo.CategoryWrite[] = [];
  for (const { line, values } of rows) {
    const slug = values.category as string;
    const earlier = lines.seen(slug, line);
    if (earlier !== undefined) {
      errors.push({ line, column: "category", reason: `the category ${slug} is already on line ${earlier}` });
      continue;
    }
    const was = current.get(slug);
    const next = { ...fields(values, was), slug };
    tally(counts, was, was !== undefined && same(was, next), next, added, changed);
  }
  return {
    counts,
    errors,
    write: async (db) => {
      await repo.writeCategories(db, "categories", added, changed);
      await repo.refreshProductsOfCategories(db);
    },
  };
}

export async function planSubcategories(tx: Queryable, rows: ImportRow[]): Promise<ImportPlan> {
  const categories = new Map((await repo.categories(tx)).map((c) => [c.slug, c.id]));
  const current = new Map((await repo.subcategoryRows(tx)).map((s) => [s.slug, s]));
  const counts = noCounts();
  const errors: ImportPlan["errors"] = [];
  const lines = new FirstLines();
  const added: repo.SubcategoryWrite[] = [];
  const changed: repo.SubcategoryWrite[] = [];
  for (const { line, values } of rows) {
    const slug = values.subcategory as string;
    const earlier = lines.seen(slug, line);
    if (earlier !== undefined) {
      errors.push({ line, column: "subcategory", reason: `the subcategory ${slug} is already on line ${earlier}` });
      continue;
    }
    const categoryId = categories.get(values.category as string);
    if (categoryId === undefined) {
      errors.push({
        line,
        column: "category",
        reason: `no category ${values.category as string}: import it with the categories first`,
      });
      continue;
    }
    const was = current.get(slug);
    const next = { ...fields(values, was), slug, category_id: categoryId };
    tally(counts, was, was !== undefined && same(was, next) && was.category_id === categoryId, next, added, changed);
  }
  return {
    counts,
    errors,
    write: async (db) => {
      await repo.writeCategories(db, "subcategories", added, changed);
      await repo.refreshProductsOfCategories(db);
    },
  };
}
