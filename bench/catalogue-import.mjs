#!/usr/bin/env node
// The catalogue import at scale (issue 21): 10,000 products (with their sizes) and their offers, as CSV
// files exported from a demo catalogue of that size, imported into a database that has the demo's
// brands, categories and airports and a single product: a dry run and an apply of each file, then the
// same files again (every row unchanged). On PGlite and on PostgreSQL.
//
// Baseline, same run and same database kind: the seed's bulk load of the same catalogue (everything in
// unnest() batches of 10,000 rows, no comparison, no checks), which is as fast as these rows go in.
// The import reads and checks every cell, compares every row with the catalogue and writes only what
// changed; its apply (dry run included in the figure, as an operator runs both) is reported as a ratio
// to that load. Every run is kept in the results file with the machine's load.
import { performance } from "node:perf_hooks";
import path from "node:path";
import os from "node:os";
import { pathToFileURL } from "node:url";
import {
  args, createPgDatabase, earlierRuns, num, pgAvailable, ratio, root, round, runBench, table, tempDir, writeResult,
} from "./lib.mjs";

const NAME = "catalogue-import";
const opts = args(
  {
    products: { type: "string", default: "10000" },
    backends: { type: "string", default: "pglite,postgres" },
    "max-minutes": { type: "string", default: "30" },
  },
  `
node bench/catalogue-import.mjs [--products 10000] [--backends pglite,postgres] [--max-minutes 30]
  --products 1000   a smoke run
`,
);
const PRODUCTS = num(opts.products, "products");
const backends = opts.backends.split(",").map((b) => b.trim()).filter(Boolean);

const { tsImport } = await import("tsx/esm/api");
const load = (file) => tsImport(pathToFileURL(path.join(root, "api/src", file)).href, import.meta.url);
const { openDatabase } = await load("db/database.ts");
const { migrate } = await load("db/migrate.ts");
const { seed } = await load("db/seed/index.ts");
const { runImport } = await load("catalogue-import/run-import.ts");
const { exportCatalogue } = await load("catalogue-import/export.ts");

async function open(backend, tag) {
  if (backend === "pglite") return openDatabase({ dataDir: path.join(tempDir(`import-${tag}`), "pglite") });
  return openDatabase({ databaseUrl: await createPgDatabase(`import_${tag}`) });
}

const time = async (fn) => {
  const t0 = performance.now();
  const value = await fn();
  return { ms: round(performance.now() - t0, 0), value };
};

async function importOnce(db, bytes, dryRun) {
  const { ms, value } = await time(() =>
    runImport(db, bytes, { dryRun, full: false, source: "command", userId: null, fileName: "bench.csv" }),
  );
  if (value.error_count) throw new Error(`the import found errors: ${JSON.stringify(value.errors.slice(0, 3))}`);
  return { ms, counts: value.counts, rows: value.rows };
}

async function measure(backend) {
  console.log(`\n== ${backend}: seeding ${PRODUCTS} products (the baseline)`);
  const source = await open(backend, "source");
  await migrate(source);
  const loadAll = await time(() => seed(source, { products: PRODUCTS }));
  const files = {};
  for (const kind of ["products", "offers"]) files[kind] = new TextEncoder().encode(await exportCatalogue(source, kind, "csv"));
  const { rows: sizes } = await source.query("SELECT count(*)::int AS n FROM product_variants");
  const { rows: offers } = await source.query("SELECT count(*)::int AS n FROM variant_offers");
  await source.close();

  const target = await open(backend, "target");
  await migrate(target);
  await seed(target, { products: 1 });
  const steps = {};
  const load1 = os.loadavg()[0];
  for (const kind of ["products", "offers"]) {
    console.log(`${backend}: importing ${kind} (${(files[kind].byteLength / 1024 / 1024).toFixed(1)} MB)`);
    steps[`${kind}_dry_run`] = await importOnce(target, files[kind], true);
    steps[`${kind}_apply`] = await importOnce(target, files[kind], false);
  }
  for (const kind of ["products", "offers"]) steps[`${kind}_again`] = await importOnce(target, files[kind], false);
  await target.close();
  const importMs = Object.entries(steps)
    .filter(([name]) => !name.endsWith("_again"))
    .reduce((sum, [, s]) => sum + s.ms, 0);
  return {
    backend,
    products: PRODUCTS,
    sizes: sizes[0].n,
    offers: offers[0].n,
    file_mb: { products: round(files.products.byteLength / 2 ** 20, 1), offers: round(files.offers.byteLength / 2 ** 20, 1) },
    baseline_seed_ms: loadAll.ms,
    steps,
    import_ms: importMs,
    import_to_seed: ratio(importMs, loadAll.ms),
    load_average_1m: [round(load1), round(os.loadavg()[0])],
  };
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  const runs = [];
  for (const backend of backends) {
    if (backend === "postgres" && !(await pgAvailable())) {
      console.log("PostgreSQL is not answering: skipped");
      continue;
    }
    runs.push(await measure(backend));
  }
  console.log();
  table(
    ["backend", "sizes", "offers", "seed (baseline)", "products dry/apply", "offers dry/apply", "again p/o", "import ÷ seed", "load"],
    runs.map((r) => [
      r.backend,
      r.sizes,
      r.offers,
      `${r.baseline_seed_ms} ms`,
      `${r.steps.products_dry_run.ms}/${r.steps.products_apply.ms} ms`,
      `${r.steps.offers_dry_run.ms}/${r.steps.offers_apply.ms} ms`,
      `${r.steps.products_again.ms}/${r.steps.offers_again.ms} ms`,
      `${r.import_to_seed}×`,
      r.load_average_1m.join("→"),
    ]),
  );
  for (const r of runs) {
    const again = [r.steps.products_again.counts, r.steps.offers_again.counts];
    if (again.some((c) => c.added || c.changed || c.hidden)) throw new Error(`${r.backend}: importing the same files again changed rows`);
  }
  writeResult(NAME, {
    figures: runs,
    earlier_runs: earlierRuns(NAME, (previous) => ({
      runs: previous.figures.map((r) => ({ backend: r.backend, import_ms: r.import_ms, import_to_seed: r.import_to_seed, seed_ms: r.baseline_seed_ms })),
    })),
  });
});
