import { stringify } from "csv-stringify/sync";
import type { Queryable } from "../db/database.ts";
import * as repo from "../repositories/catalogue-import.ts";
import { COLUMNS, type ImportKind } from "./kinds.ts";

/**
 * The catalogue as import files: every column of the kind, so that importing an export changes nothing
 * (and a full import of it hides nothing). Hidden products and their offers are left out: they are no
 * longer in the catalogue. CSV with commas and a header line, or JSON ({"kind", "rows"}).
 */
export type ExportFormat = "csv" | "json";

type Cells = Record<string, string | number | boolean | null>;

export async function exportCatalogue(db: Queryable, kind: ImportKind, format: ExportFormat): Promise<string> {
  const rows = await EXPORTERS[kind](db);
  if (format === "json") return `${JSON.stringify({ kind, rows }, null, 1)}\n`;
  const columns = Object.keys(COLUMNS[kind]);
  return stringify(
    rows.map((row) => columns.map((c) => (row[c] === null || row[c] === undefined ? "" : String(row[c])))),
    { header: true, columns },
  );
}

const tr = (translations: Record<string, Record<string, string>>, lang: string, field: string) =>
  translations[lang]?.[field] ?? null;

/** `<field>_pl`, `<field>_de` cells of each field. */
const translatedCells = (translations: Record<string, Record<string, string>>, fields: string[]): Cells =>
  Object.fromEntries(
    fields.flatMap((field) => ["pl", "de"].map((lang) => [`${field}_${lang}`, tr(translations, lang, field)])),
  );

const EXPORTERS: Record<ImportKind, (db: Queryable) => Promise<Cells[]>> = {
  brands: async (db) =>
    (await repo.brands(db)).map((b) => ({
      brand: b.slug,
      name: b.name,
      country: b.country,
      description: b.description,
      description_pl: tr(b.translations, "pl", "description"),
      description_de: tr(b.translations, "de", "description"),
    })),

  categories: async (db) =>
    (await repo.categories(db)).map((c) => ({
      category: c.slug,
      name: c.name,
      description: c.description,
      adult: c.adult,
      position: c.position,
      ...translatedCells(c.translations, ["name", "description"]),
    })),

  subcategories: async (db) =>
    (await repo.subcategoryRows(db)).map((s) => ({
      subcategory: s.slug,
      category: s.category,
      name: s.name,
      description: s.description,
      adult: s.adult,
      position: s.position,
      ...translatedCells(s.translations, ["name", "description"]),
    })),

  products: async (db) => {
    const brands = new Map((await repo.brandIds(db)).map((b) => [b.id, b.slug]));
    const subs = new Map((await repo.subcategories(db)).map((s) => [s.id, s.slug]));
    const products = new Map((await repo.products(db)).filter((p) => !p.hidden).map((p) => [p.id, p]));
    return (await repo.variants(db))
      .filter((v) => products.has(v.product_id))
      .sort((a, b) => {
        const pa = products.get(a.product_id)!.slug;
        const pb = products.get(b.product_id)!.slug;
        return pa < pb ? -1 : pa > pb ? 1 : a.position - b.position;
      })
      .map((v) => {
        const p = products.get(v.product_id)!;
        return {
          sku: v.sku,
          product: p.slug,
          name: p.name,
          brand: brands.get(p.brand_id)!,
          subcategory: subs.get(p.subcategory_id)!,
          size: v.size,
          price: v.price,
          description: p.description,
          kind: p.kind,
          abv: p.abv,
          volume_ml: v.volume_ml,
          sticks: v.sticks,
          tobacco_g: v.tobacco_g,
          featured: p.featured,
          description_pl: tr(p.translations, "pl", "description"),
          description_de: tr(p.translations, "de", "description"),
        };
      });
  },

  offers: async (db) => {
    return (await repo.offers(db))
      .filter((o) => !o.hidden)
      .sort((a, b) =>
        a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : a.airport < b.airport ? -1 : a.airport > b.airport ? 1 : 0,
      )
      .map((o) => ({
        sku: o.sku,
        airport: o.airport,
        price: o.price,
        duty_paid_price: o.duty_paid_price,
        stock: o.stock,
        sold: o.sold,
      }));
  },
};
