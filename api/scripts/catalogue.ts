// npm run catalogue -- import <file> [--dry-run] [--full] [--kind products]   --dry-run: report, write nothing
// npm run catalogue -- images <folder|file.zip> [--dry-run]   product photographs named <product slug>.jpg
// npm run catalogue -- export <brands|categories|subcategories|products|offers> [--format csv|json] [--out file]
// Imports show a progress bar on stderr (in a terminal; a line per stage in a log); reports go to stdout.
// The file formats: docs/catalogue-import.md. Uses DATABASE_URL, or the embedded database in DATA_DIR
// when the shop is stopped. A running shop keeps serving what it had cached until its cache expires
// (CATALOGUE_CACHE_SECONDS); an import through the API (/api/operator/imports/) drops it at once.
import fs from "node:fs";
import path from "node:path";
import { exportCatalogue, type ExportFormat } from "../src/catalogue-import/export.ts";
import { KINDS, type ImportKind } from "../src/catalogue-import/kinds.ts";
import { runImport, type ImportReport } from "../src/catalogue-import/run-import.ts";
import { importImages } from "../src/catalogue-import/images.ts";
import { loadConfig } from "../src/config.ts";
import { option, progressBar, run, withDatabase } from "./cli.ts";

const USAGE =
  "usage: npm run catalogue -- images <folder|file.zip> [--dry-run] | import <file> [--dry-run] [--full] [--kind brands|categories|subcategories|products|offers] | export <brands|categories|subcategories|products|offers> [--format csv|json] [--out file]";

const kindOption = (value: string | undefined): ImportKind | undefined => {
  if (value !== undefined && !KINDS.includes(value as ImportKind))
    throw new Error(`--kind is one of ${KINDS.join(", ")}`);
  return value as ImportKind | undefined;
};

function describe(report: ImportReport): string {
  const { added, changed, hidden, unchanged } = report.counts;
  const lines = [
    `${report.kind ?? "file"}: ${report.rows} rows — ${added} added, ${changed} changed, ${hidden} hidden, ${unchanged} unchanged`,
  ];
  for (const e of report.errors) lines.push(`  line ${e.line}${e.column ? `, ${e.column}` : ""}: ${e.reason}`);
  if (report.error_count > report.errors.length)
    lines.push(`  … and ${report.error_count - report.errors.length} more errors`);
  if (report.error_count)
    lines.push(`Nothing was written: ${report.error_count} error${report.error_count === 1 ? "" : "s"}.`);
  else if (report.applied)
    lines.push(
      report.changed
        ? `Applied (import ${report.import_id}).`
        : `Nothing to change: every row is as the catalogue has it (import ${report.import_id}).`,
    );
  else lines.push("Dry run: nothing was written. Run it again without --dry-run to write it.");
  return lines.join("\n");
}

run(async () => {
  const [command, target] = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith("--") && !["--kind", "--format", "--out"].includes(all[i - 1] ?? ""));
  if (command === "import" && target) {
    const bytes = new Uint8Array(fs.readFileSync(target));
    process.stderr.write(`Reading ${target} (${(bytes.byteLength / 1024).toFixed(0)} KB)…\n`);
    const started = Date.now();
    const report = await withDatabase((db) =>
      runImport(db, bytes, {
        dryRun: process.argv.includes("--dry-run"),
        full: process.argv.includes("--full"),
        kind: kindOption(option("kind")),
        source: "command",
        userId: null,
        fileName: path.basename(target),
        onProgress: progressBar(),
      }),
    );
    console.log(describe(report));
    process.stderr.write(`(${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    if (report.error_count) process.exitCode = 1;
    return;
  }
  if (command === "images" && target) {
    const source = fs.statSync(target).isDirectory()
      ? { folder: target }
      : { zip: new Uint8Array(fs.readFileSync(target)) };
    const dataDir = loadConfig().dataDir;
    const progress = progressBar();
    const report = await withDatabase((db) =>
      importImages(db, source, {
        dryRun: process.argv.includes("--dry-run"),
        dataDir,
        onProgress: (done, total) => progress("pictures", done, total),
      }),
    );
    const { added, changed, unchanged } = report.counts;
    console.log(`${report.files} files — ${added} added, ${changed} changed, ${unchanged} unchanged`);
    for (const e of report.errors) console.log(`  ${e.file || target}: ${e.reason}`);
    if (report.error_count)
      console.log(`Nothing was written: ${report.error_count} error${report.error_count === 1 ? "" : "s"}.`);
    else console.log(report.applied ? `Written to ${dataDir}/media/products/.` : "Dry run: nothing was written.");
    if (report.error_count) process.exitCode = 1;
    return;
  }
  if (command === "export" && target) {
    const kind = kindOption(target)!;
    const format = (option("format") ?? "csv") as ExportFormat;
    if (format !== "csv" && format !== "json") throw new Error("--format is csv or json");
    const text = await withDatabase((db) => exportCatalogue(db, kind, format));
    const out = option("out");
    if (out) fs.writeFileSync(out, text);
    else process.stdout.write(text);
    return;
  }
  throw new Error(USAGE);
});
