import type { Database, Queryable } from "../db/database.ts";
import { recordImport } from "../repositories/catalogue-import.ts";
import { queueSiteBuild } from "../repositories/site-builds.ts";
import { CATALOGUE_CHANNEL } from "../lib/catalogue-memo.ts";
import { planBrands } from "./brands.ts";
import { planCategories, planSubcategories } from "./categories.ts";
import { readRow, type CellError, type ImportKind } from "./kinds.ts";
import { planOffers } from "./offers.ts";
import { noCounts, type ImportCounts, type ImportPlan, type ImportRow, type PlanOptions } from "./plan.ts";
import { planProducts } from "./products.ts";
import { readImportFile } from "./read-file.ts";

/**
 * An import, from the file's bytes to the report: read the file, read its rows, compare them with the
 * catalogue, and (unless a dry run, and only without a single error) write every change in one
 * transaction with its line in the history. All or nothing: an error anywhere writes nothing, and a
 * failure halfway through the writes rolls all of them back. The same file twice changes nothing the
 * second time (every count but `unchanged` is 0).
 */

/** At most this many errors are listed; `error_count` says how many there were. */
export const ERRORS_LISTED = 1000;

/** What an import is doing, for a progress bar: checking its rows one by one, then comparing and writing them. */
export type ImportStage = "checking rows" | "comparing with the catalogue" | "writing";

export interface ImportOptions extends PlanOptions {
  /** Called as the import goes: `done` of `total` rows through `stage`. */
  onProgress?: (stage: ImportStage, done: number, total: number) => void;
  dryRun: boolean;
  /** The kind the file must hold; by default the one its columns name. */
  kind?: ImportKind;
  source: "command" | "api";
  userId: number | null;
  fileName: string;
}

export interface ImportReport {
  kind: ImportKind | null;
  dry_run: boolean;
  full: boolean;
  applied: boolean;
  /** The apply changed the catalogue (false: every row was unchanged, so nothing was written). */
  changed: boolean;
  rows: number;
  counts: ImportCounts;
  error_count: number;
  errors: CellError[];
  /** The history entry of an applied import. */
  import_id: number | null;
}

const PLANNERS: Record<ImportKind, (tx: Queryable, rows: ImportRow[], options: PlanOptions) => Promise<ImportPlan>> = {
  brands: (tx, rows) => planBrands(tx, rows),
  categories: (tx, rows) => planCategories(tx, rows),
  subcategories: (tx, rows) => planSubcategories(tx, rows),
  products: planProducts,
  offers: planOffers,
};

export async function runImport(db: Database, bytes: Uint8Array, options: ImportOptions): Promise<ImportReport> {
  const report = (fields: Partial<ImportReport>): ImportReport => ({
    kind: null,
    dry_run: options.dryRun,
    full: options.full,
    applied: false,
    changed: false,
    rows: 0,
    counts: noCounts(),
    error_count: 0,
    errors: [],
    import_id: null,
    ...fields,
  });
  const file = readImportFile(bytes, options.kind);
  if (!file.ok) return report({ error_count: file.errors.length, errors: file.errors.slice(0, ERRORS_LISTED) });

  const errors: CellError[] = [];
  const rows: ImportRow[] = [];
  const total = file.rows.length;
  const progress = options.onProgress ?? (() => undefined);
  for (const [i, { line, cells }] of file.rows.entries()) {
    const values = readRow(file.kind, line, cells, errors);
    if (values) rows.push({ line, values });
    if (i % 1000 === 999) progress("checking rows", i + 1, total);
  }
  progress("checking rows", total, total);
  return db.transaction(async (tx) => {
    // One import at a time: two applies planned against the same catalogue would each miss the other's rows.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('catalogue_import'))");
    progress("comparing with the catalogue", 0, total);
    const plan = await PLANNERS[file.kind](tx, rows, { full: options.full });
    progress("comparing with the catalogue", total, total);
    errors.push(...plan.errors);
    errors.sort((a, b) => a.line - b.line);
    const base = { kind: file.kind, rows: file.rows.length, counts: plan.counts };
    if (errors.length || options.dryRun) {
      return report({ ...base, error_count: errors.length, errors: errors.slice(0, ERRORS_LISTED) });
    }
    const { added, changed, hidden } = plan.counts;
    const changes = added + changed + hidden > 0;
    // A file that changes nothing (the same file again) writes nothing and asks for no build: only its line in the history.
    if (changes) {
      progress("writing", 0, total);
      await plan.write(tx);
      progress("writing", total, total);
    }
    const importId = await recordImport(tx, {
      user_id: options.userId,
      source: options.source,
      file_name: options.fileName.slice(0, 200),
      kind: file.kind,
      full_import: options.full,
      counts: plan.counts,
    });
    if (changes) {
      // The static site shows the catalogue too: a build is asked for (plugins/site-publisher.ts).
      await queueSiteBuild(tx, importId);
      // Sent when the transaction commits: every API process on this database drops its cached catalogue.
      await tx.query("SELECT pg_notify($1, $2)", [CATALOGUE_CHANNEL, String(importId)]);
    }
    return report({ ...base, applied: true, changed: changes, import_id: importId });
  });
}
