import type { Queryable } from "../db/database.ts";
import * as repo from "../repositories/catalogue-import.ts";
import { COLUMNS } from "./kinds.ts";
import {
  FirstLines,
  noCounts,
  sameJson,
  withTranslations,
  type ImportPlan,
  type ImportRow,
  type PlanOptions,
} from "./plan.ts";

/** The columns a product's sizes share: every row of one product must give them the same value. */
const PRODUCT_COLUMNS = Object.keys(COLUMNS.products).filter(
  (c) => !["sku", "product", "size", "price", "volume_ml", "sticks", "tobacco_g"].includes(c),
);

interface Group {
  slug: string;
  rows: ImportRow[];
}

/**
 * Products, one row per size: a size is created or updated by its SKU, and rows with the same `product`
 * (slug) are one product's sizes. New sizes of a product come after its existing ones; sizes keep their
 * order. A full import hides the products it leaves out (never deletes them: lists and reservations
 * may hold them) and must list every size of each product it lists.
 */
export async function planProducts(tx: Queryable, rows: ImportRow[], { full }: PlanOptions): Promise<ImportPlan> {
  // One after the other: a transaction is one connection.
  const brandList = await repo.brandIds(tx);
  const subList = await repo.subcategories(tx);
  const productList = await repo.products(tx);
  const variantList = await repo.variants(tx);
  const brands = new Map(brandList.map((b) => [b.slug, b]));
  const subs = new Map(subList.map((s) => [s.slug, s]));
  const products = new Map(productList.map((p) => [p.slug, p]));
  const productsById = new Map(productList.map((p) => [p.id, p]));
  const variants = new Map(variantList.map((v) => [v.sku, v]));
  const sizesOf = new Map<number, repo.VariantRow[]>();
  for (const v of variantList) sizesOf.set(v.product_id, [...(sizesOf.get(v.product_id) ?? []), v]);

  const counts = noCounts();
  const errors: ImportPlan["errors"] = [];
  const skus = new FirstLines();
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const { line, values } = row;
    const sku = values.sku as string;
    const slug = values.product as string;
    const earlier = skus.seen(sku, line);
    if (earlier !== undefined) {
      errors.push({ line, column: "sku", reason: `the SKU ${sku} is already on line ${earlier}` });
      continue;
    }
    let ok = true;
    if (!brands.has(values.brand as string)) {
      errors.push({
        line,
        column: "brand",
        reason: `no brand ${values.brand as string}: import it with the brands first`,
      });
      ok = false;
    }
    if (!subs.has(values.subcategory as string)) {
      errors.push({ line, column: "subcategory", reason: `no subcategory ${values.subcategory as string}` });
      ok = false;
    }
    const owner = variants.get(sku);
    const ownerSlug = owner && productsById.get(owner.product_id)?.slug;
    if (ownerSlug !== undefined && ownerSlug !== slug) {
      errors.push({
        line,
        column: "product",
        reason: `the SKU ${sku} is a size of ${ownerSlug}; a size cannot move to another product`,
      });
      ok = false;
    }
    const group = groups.get(slug);
    if (group) {
      const first = group.rows[0]!;
      for (const column of PRODUCT_COLUMNS) {
        if (values[column] !== undefined && values[column] !== first.values[column]) {
          errors.push({ line, column, reason: `differs from line ${first.line}: a product's sizes share it` });
          ok = false;
        }
      }
    }
    if (!ok) continue;
    if (group) group.rows.push(row);
    else groups.set(slug, { slug, rows: [row] });
  }

  const newProducts: (repo.ProductWrite & { first_sku: string; sizes: repo.VariantFields[] })[] = [];
  const changedProducts: (repo.ProductWrite & { id: number })[] = [];
  const newSizes: (repo.VariantFields & { product_id: number; position: number })[] = [];
  const changedSizes: repo.VariantFields[] = [];
  for (const group of groups.values()) {
    const was = products.get(group.slug);
    const first = group.rows[0]!;
    const next = productFields(group.slug, first.values, was, brands, subs);
    const productChanged = was !== undefined && (was.hidden || !sameProduct(was, next));
    const existingSizes = (was && sizesOf.get(was.id)) || [];
    if (full && was) {
      const listed = new Set(group.rows.map((r) => r.values.sku));
      const missing = existingSizes.filter((v) => !listed.has(v.sku)).map((v) => v.sku);
      if (missing.length) {
        errors.push({
          line: first.line,
          column: "sku",
          reason: `the catalogue has sizes of ${group.slug} that the file leaves out (${missing.join(", ")}): a full import lists every size of the products it lists, or leaves the product out to hide it`,
        });
        continue;
      }
    }
    const sizes = group.rows.map((r) => sizeFields(r.values, variants.get(r.values.sku as string)));
    let position = Math.max(-1, ...existingSizes.map((v) => v.position));
    sizes.forEach((size) => {
      const wasSize = variants.get(size.sku);
      if (!wasSize) {
        counts.added++;
        if (was) newSizes.push({ ...size, product_id: was.id, position: ++position });
      } else if (productChanged || !sameSize(wasSize, size)) {
        counts.changed++;
        changedSizes.push(size);
      } else {
        counts.unchanged++;
      }
    });
    if (!was) newProducts.push({ ...next, first_sku: sizes[0]!.sku, sizes });
    else if (productChanged) changedProducts.push({ ...next, id: was.id });
  }

  const hidden = full ? productList.filter((p) => !p.hidden && !groups.has(p.slug)).map((p) => p.id) : [];
  counts.hidden = hidden.length;

  return {
    counts,
    errors,
    write: async (db) => {
      const ids = await repo.insertProducts(db, newProducts);
      await repo.insertVariants(db, [
        ...newProducts.flatMap((p) =>
          p.sizes.map((size, position) => ({ ...size, product_id: ids.get(p.slug)!, position })),
        ),
        ...newSizes,
      ]);
      await repo.updateProducts(db, changedProducts);
      await repo.updateVariants(db, changedSizes);
      await repo.hideProducts(db, hidden);
      await repo.refreshSummaries(db);
    },
  };
}

function productFields(
  slug: string,
  values: Record<string, unknown>,
  was: repo.ProductRow | undefined,
  brands: Map<string, { id: number; name: string }>,
  subs: Map<string, repo.SubcategoryFacts>,
): repo.ProductWrite {
  const brand = brands.get(values.brand as string)!;
  const sub = subs.get(values.subcategory as string)!;
  // A column the file leaves out keeps the product's value; an empty cell means none.
  const keep = <T>(column: string, current: T | undefined, none: T): T =>
    values[column] === undefined ? (current ?? none) : ((values[column] as T | null) ?? none);
  return {
    slug,
    name: values.name as string,
    brand_id: brand.id,
    brand_name: brand.name,
    subcategory_id: sub.id,
    category_id: sub.category_id,
    keywords: sub.keywords,
    adult: sub.adult,
    description: keep("description", was?.description, ""),
    kind: keep("kind", was?.kind, "other"),
    abv: keep<string | null>("abv", was?.abv, null),
    featured: keep("featured", was?.featured, false),
    translations: withTranslations(was?.translations ?? {}, "description", values),
  };
}

function sizeFields(values: Record<string, unknown>, was: repo.VariantRow | undefined): repo.VariantFields {
  const keep = (column: "volume_ml" | "sticks" | "tobacco_g") =>
    values[column] === undefined ? (was?.[column] ?? null) : ((values[column] as number | null) ?? null);
  return {
    sku: values.sku as string,
    size: values.size as string,
    price: values.price as string,
    volume_ml: keep("volume_ml"),
    sticks: keep("sticks"),
    tobacco_g: keep("tobacco_g"),
  };
}

const sameProduct = (was: repo.ProductRow, next: repo.ProductWrite) =>
  was.name === next.name &&
  was.brand_id === next.brand_id &&
  was.subcategory_id === next.subcategory_id &&
  was.description === next.description &&
  was.kind === next.kind &&
  was.abv === next.abv &&
  was.featured === next.featured &&
  sameJson(was.translations, next.translations);

const sameSize = (was: repo.VariantRow, next: repo.VariantFields) =>
  was.size === next.size &&
  was.price === next.price &&
  was.volume_ml === next.volume_ml &&
  was.sticks === next.sticks &&
  was.tobacco_g === next.tobacco_g;
