import { PRODUCT_KINDS } from "../rules/types.ts";
import * as v from "./values.ts";

/**
 * What an import file can hold, one kind per file: its columns, which must be there, and how each cell
 * is read. docs/catalogue-import.md documents the same columns; templates/ has a file of each kind.
 *
 * A column left out of a file keeps what the catalogue has (a price list need not repeat descriptions);
 * an empty cell in an optional column clears it (a translation falls back to English, a duty-paid price
 * to the duty-free one).
 */

export const KINDS = ["brands", "categories", "subcategories", "products", "offers"] as const;
export type ImportKind = (typeof KINDS)[number];

interface Column {
  /** Must be in the file, with a value on every row. */
  required?: boolean;
  read: (cell: string) => unknown;
}

const TRANSLATED = ["pl", "de"] as const;

/** `<field>_pl` and `<field>_de` for each field: its translations, English being the field itself. */
const translated = (fields: string[]): Record<string, Column> =>
  Object.fromEntries(fields.flatMap((field) => TRANSLATED.map((lang) => [`${field}_${lang}`, { read: v.text(5000) }])));

/** What a category and a subcategory both have beside their slugs. */
const TREE_COLUMNS: Record<string, Column> = {
  name: { required: true, read: v.requiredText(100) },
  description: { read: v.text(5000) },
  // Its products are for adults only (alcohol, tobacco): the age check at the counter.
  adult: { read: v.boolean },
  position: { read: v.integer(0, 10_000) },
  ...translated(["name", "description"]),
};

export const COLUMNS: Record<ImportKind, Record<string, Column>> = {
  brands: {
    brand: { required: true, read: v.slug },
    name: { required: true, read: v.requiredText(100) },
    country: { read: v.text(100) },
    description: { read: v.text(5000) },
    ...translated(["description"]),
  },
  categories: {
    category: { required: true, read: v.slug },
    ...TREE_COLUMNS,
  },
  subcategories: {
    subcategory: { required: true, read: v.slug },
    // The category it belongs to.
    category: { required: true, read: v.slug },
    ...TREE_COLUMNS,
  },
  products: {
    // One row per size: the SKU is the size's; rows with the same `product` are one product's sizes.
    sku: { required: true, read: v.sku },
    product: { required: true, read: v.slug },
    name: { required: true, read: v.requiredText(200) },
    brand: { required: true, read: v.slug },
    subcategory: { required: true, read: v.slug },
    size: { required: true, read: v.requiredText(60) },
    price: { required: true, read: v.price },
    description: { read: v.text(5000) },
    kind: { read: v.oneOf(PRODUCT_KINDS) },
    abv: { read: v.abv },
    volume_ml: { read: v.integer(1, 100_000) },
    sticks: { read: v.integer(1, 10_000) },
    tobacco_g: { read: v.integer(1, 100_000) },
    featured: { read: v.boolean },
    // A product's name is its brand's and its own: a proper noun, the same in every language.
    ...translated(["description"]),
  },
  offers: {
    sku: { required: true, read: v.sku },
    airport: { required: true, read: v.iata },
    price: { required: true, read: v.price },
    duty_paid_price: { read: v.price },
    stock: { required: true, read: v.integer(0, 1_000_000) },
    sold: { read: v.boolean },
  },
};

/** The kind whose required columns a header holds (a header holds one kind's only). */
export function kindOfHeader(header: string[]): ImportKind | undefined {
  const has = new Set(header);
  const fits = KINDS.filter((kind) =>
    Object.entries(COLUMNS[kind]).every(([name, column]) => !column.required || has.has(name)),
  );
  // A products header also holds the columns a brands header requires: the kind that requires most wins.
  return fits.sort((a, b) => requiredCount(b) - requiredCount(a))[0];
}

const requiredCount = (kind: ImportKind) => Object.values(COLUMNS[kind]).filter((c) => c.required).length;

export interface CellError {
  /** The file's line (CSV, the header being line 1) or the row's number in a JSON file's `rows`. */
  line: number;
  column: string;
  reason: string;
}

/**
 * A row's cells read by its kind's columns: undefined for a column the file leaves out, null for an
 * empty optional cell. Errors go to `errors`; the row is undefined when any cell was wrong.
 */
export function readRow(
  kind: ImportKind,
  line: number,
  cells: Record<string, string>,
  errors: CellError[],
): Record<string, unknown> | undefined {
  const row: Record<string, unknown> = {};
  let ok = true;
  for (const [name, column] of Object.entries(COLUMNS[kind])) {
    const cell = cells[name];
    if (cell === undefined) continue;
    if (cell.trim() === "") {
      if (column.required) {
        errors.push({ line, column: name, reason: "must not be empty" });
        ok = false;
      } else {
        row[name] = null;
      }
      continue;
    }
    try {
      row[name] = column.read(cell);
    } catch (error) {
      if (!(error instanceof v.ValueError)) throw error;
      errors.push({ line, column: name, reason: error.message });
      ok = false;
    }
  }
  return ok ? row : undefined;
}
