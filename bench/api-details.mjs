#!/usr/bin/env node
// The storefront build's bulk read: every product's detail through GET /api/products/details/
// ?page=N&page_size=100 over a 10,000-product catalogue (SEED_PRODUCTS in a temp DATA_DIR), on PGlite
// and on PostgreSQL (a throwaway database), read one page at a time and four at a time (the build's
// fetcher: src/build/api-fetcher.ts). Baseline in the same run: as many pages of the product list
// (GET /api/products/?page=N&page_size=100, 100 cards a page), read the same two ways.
//
// Every pass runs against a fresh API process on the same seeded data, started as `npm run api` does,
// and reads each URL once: the API keeps catalogue answers (and anything else it caches) in memory for
// CATALOGUE_CACHE_SECONDS, so a second read in the same process would measure that cache, and a
// build reads each page once. Passes alternate between details and baseline, rounds repeat them:
// the machine is shared, so the comparable figure is the details/baseline ratio of the same round.
//
//   --dump DIR      also write every details page (from the sequential pass) and a sample of
//                   GET /api/products/<slug>/ with and without ?airport=, and of details pages with
//                   ?airport=, to DIR/<backend>/ (to compare the output of two versions of the API)
//   --compare DIR   the same answers, compared byte for byte with a previous --dump: any difference
//                   fails the run
//   --profile DIR   one more, untimed, four-at-a-time details pass per backend under `node --cpu-prof`
//                   (DIR/<backend>/, the API's main thread in CPU.*.0.*.cpuprofile)
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  args, createPgDatabase, earlierRuns, getAll, getJson, num, pgAvailable, ratio, round, runBench, startApi, stats, table, writeResult,
} from "./lib.mjs";

const NAME = "api-details";
const opts = args(
  {
    products: { type: "string", default: "10000" },
    rounds: { type: "string", default: "3" },
    concurrency: { type: "string", default: "4" },
    backends: { type: "string", default: "pglite,postgres" },
    dump: { type: "string" },
    compare: { type: "string" },
    profile: { type: "string" },
    "max-minutes": { type: "string", default: "40" },
  },
  `
node bench/api-details.mjs [--products 10000] [--rounds 3] [--concurrency 4] [--backends pglite,postgres]
                           [--dump DIR | --compare DIR] [--profile DIR] [--max-minutes 40]
  --products 2000 --rounds 1   a smoke run
  BENCH_PG_URL                 the PostgreSQL server's admin URL (default postgres://postgres@127.0.0.1:5432/postgres)
`,
);
const PRODUCTS = num(opts.products, "products");
const ROUNDS = Math.max(1, num(opts.rounds, "rounds"));
const CONCURRENCY = Math.max(1, num(opts.concurrency, "concurrency"));
const PAGE_SIZE = 100;
const backends = opts.backends.split(",").map((b) => b.trim()).filter(Boolean);
if (opts.dump && opts.compare) throw new Error("--dump and --compare are exclusive");
const outputDir = opts.dump ?? opts.compare;

const DETAILS = (page) => `/api/products/details/?page=${page}&page_size=${PAGE_SIZE}`;
const LISTING = (page) => `/api/products/?page=${page}&page_size=${PAGE_SIZE}`;

/** GET as text (the bytes compared by --compare), without compression, as the build asks on loopback. */
async function getText(url) {
  const res = await fetch(url, { headers: { "accept-encoding": "identity" }, signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url} → ${res.status}: ${text.slice(0, 300)}`);
  return text;
}

/** Reads pages 1…`pages` of `pathFor` with `concurrency` requests in flight; wall time and each request's time. */
async function readPages(base, pathFor, pages, concurrency, keep) {
  const latencies = [];
  let next = 1;
  const started = performance.now();
  const worker = async () => {
    while (next <= pages) {
      const page = next++;
      const t0 = performance.now();
      const body = await getText(base + pathFor(page));
      latencies.push(performance.now() - t0);
      keep?.(page, body);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const totalMs = performance.now() - started;
  return { pages, total_ms: round(totalMs, 0), ms_per_page: round(totalMs / pages, 1), request_ms: stats(latencies) };
}

/** A fresh API on the backend's seeded data, warmed up (JIT, connections) without reading any measured URL. */
async function freshApi(backend, nodeArgs = []) {
  const api = await startApi({ databaseUrl: backend.databaseUrl, dataDir: backend.dataDir, label: backend.name, nodeArgs });
  for (let i = 0; i < 20; i++) await getText(`${api.url}/api/health/`);
  await getText(`${api.url}/api/products/mainpage/`);
  return api;
}

/** Answers to keep for --dump/--compare besides the details pages: products by slug, with and without an airport, and airport-priced details pages. */
async function sampleAnswers(api, pages) {
  const answers = new Map();
  const airports = (await getAll(`${api.url}/api/airports/`)).map((a) => a.slug);
  const firstPage = JSON.parse(await getText(api.url + DETAILS(1)));
  const lastPage = JSON.parse(await getText(api.url + DETAILS(pages)));
  const slugs = [...firstPage.results.slice(0, 50), ...lastPage.results.slice(-50)].map((p) => p.slug);
  for (const [i, slug] of slugs.entries()) {
    answers.set(`product-${slug}.json`, await getText(`${api.url}/api/products/${slug}/`));
    const airport = airports[i % airports.length];
    answers.set(`product-${slug}@${airport}.json`, await getText(`${api.url}/api/products/${slug}/?airport=${airport}`));
  }
  for (const [i, page] of [1, Math.ceil(pages / 2), pages].entries()) {
    const airport = airports[(i * 5) % airports.length];
    answers.set(`details-${page}@${airport}.json`, await getText(`${api.url}${DETAILS(page)}&airport=${airport}`));
  }
  return answers;
}

/** Writes (--dump) or compares (--compare) `answers` under DIR/<backend>/; the names of those that differ. */
function dumpOrCompare(backendName, answers) {
  const dir = path.join(outputDir, backendName);
  if (opts.dump) {
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, body] of answers) fs.writeFileSync(path.join(dir, name), body);
    return { written: answers.size, dir };
  }
  const differ = [];
  for (const [name, body] of answers) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== body) differ.push(name);
  }
  const expected = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  if (expected !== answers.size) differ.push(`(${expected} files in ${dir}, ${answers.size} answers)`);
  return { compared: answers.size, dir, identical: differ.length === 0, differ: differ.slice(0, 20), differ_count: differ.length };
}

async function prepare(name) {
  const backend = { name };
  if (name === "postgres") backend.databaseUrl = await createPgDatabase("details");
  console.log(`${name}: seeding ${PRODUCTS} products …`);
  const api = await startApi({ databaseUrl: backend.databaseUrl, seedProducts: PRODUCTS, label: name });
  backend.dataDir = api.dataDir;
  backend.count = (await getJson(`${api.url}/api/products/?page_size=1`)).count;
  backend.pages = Math.ceil(backend.count / PAGE_SIZE);
  console.log(`  seeded and ready in ${api.startSeconds} s: ${backend.count} products, ${backend.pages} pages of ${PAGE_SIZE}`);
  await api.child.stop();
  return backend;
}

async function measure(name) {
  const backend = await prepare(name);
  const answers = new Map();
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round_ = { round: r + 1 };
    for (const [mode, concurrency] of [["sequential", 1], [`concurrency_${CONCURRENCY}`, CONCURRENCY]]) {
      // Alternate which of the two goes first, so neither always gets the quieter moment.
      const kinds = (r % 2 === 0) === (mode === "sequential") ? ["details", "listing"] : ["listing", "details"];
      for (const kind of kinds) {
        const api = await freshApi(backend);
        const keep = outputDir && r === 0 && kind === "details" && concurrency === 1
          ? (page, body) => answers.set(`details-${String(page).padStart(3, "0")}.json`, body)
          : undefined;
        const result = await readPages(api.url, kind === "details" ? DETAILS : LISTING, backend.pages, concurrency, keep);
        await api.child.stop();
        (round_[mode] ??= {})[kind] = result;
        console.log(`  round ${r + 1}, ${mode.padEnd(13)} ${kind.padEnd(8)} ${String(result.total_ms).padStart(6)} ms, ${result.ms_per_page} ms/page (p50 ${result.request_ms.p50}, max ${result.request_ms.max} ms per request)`);
      }
      round_[mode].ratio_details_to_listing = ratio(round_[mode].details.ms_per_page, round_[mode].listing.ms_per_page);
    }
    rounds.push(round_);
  }

  let output = null;
  if (outputDir) {
    const api = await freshApi(backend);
    for (const [k, v] of await sampleAnswers(api, backend.pages)) answers.set(k, v);
    await api.child.stop();
    output = dumpOrCompare(name, answers);
    console.log(opts.dump ? `  wrote ${output.written} answers to ${output.dir}` : `  ${output.compared} answers compared with ${output.dir}: ${output.identical ? "identical" : `${output.differ_count} differ (${output.differ.slice(0, 5).join(", ")})`}`);
  }

  let profile = null;
  if (opts.profile) {
    // One directory per backend with node's own file names: when the API ran through tsx, its loader's
    // worker thread wrote a profile too (a fixed --cpu-prof-name made the two overwrite each other).
    const dir = path.resolve(opts.profile, name);
    fs.rmSync(dir, { recursive: true, force: true });
    const api = await freshApi(backend, ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
    const result = await readPages(api.url, DETAILS, backend.pages, CONCURRENCY, undefined);
    await api.child.stop();
    // The main thread's is CPU.<date>.<time>.<pid>.0.<seq>.cpuprofile (thread id 0).
    const main = fs.readdirSync(dir).find((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f));
    profile = { file: main ? path.join(dir, main) : dir, ...result };
    console.log(`  profiled pass (not counted): ${result.total_ms} ms → ${profile.file}`);
  }

  // The median round (by the details time; of an even number, the faster middle one) summarises the rounds.
  const summary = {};
  for (const mode of Object.keys(rounds[0]).filter((k) => k !== "round")) {
    const sorted = [...rounds].sort((a, b) => a[mode].details.ms_per_page - b[mode].details.ms_per_page);
    const median = sorted[Math.floor((sorted.length - 1) / 2)][mode];
    summary[mode] = {
      details_ms_per_page: median.details.ms_per_page,
      listing_ms_per_page: median.listing.ms_per_page,
      details_total_s: round(median.details.total_ms / 1000, 2),
      ratio_details_to_listing: median.ratio_details_to_listing,
      ratios_all_rounds: rounds.map((x) => x[mode].ratio_details_to_listing),
    };
  }
  return { products: backend.count, pages: backend.pages, summary, rounds, ...(output ? { output } : {}), ...(profile ? { profile } : {}) };
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  console.log(`${NAME}: all details pages of ${PRODUCTS} products, ${ROUNDS} round(s), on ${backends.join(", ")}\n`);
  const figures = {};
  const notes = [];
  for (const name of backends) {
    if (name === "postgres" && !(await pgAvailable())) {
      notes.push("PostgreSQL not reachable: skipped");
      continue;
    }
    figures[name] = await measure(name);
    console.log("");
  }
  const rows = [];
  for (const [name, f] of Object.entries(figures)) {
    for (const [mode, s] of Object.entries(f.summary)) {
      rows.push([name, mode, f.pages, s.details_ms_per_page, s.listing_ms_per_page, s.ratio_details_to_listing, s.ratios_all_rounds.join(" / "), s.details_total_s]);
    }
  }
  table(["backend", "mode", "pages", "details ms/page", "listing ms/page", "ratio", "ratio per round", "details total s"], rows);
  const misses = Object.entries(figures)
    .filter(([, f]) => f.output && opts.compare && !f.output.identical)
    .map(([name, f]) => `${name}: ${f.output.differ_count} answers differ from ${f.output.dir}`);
  const pass = Object.keys(figures).length > 0 && misses.length === 0;
  const result = writeResult(NAME, {
    settings: { products: PRODUCTS, page_size: PAGE_SIZE, rounds: ROUNDS, concurrency: CONCURRENCY, smoke: PRODUCTS < 10000 },
    target: { note: "none of its own: the build's createPages (build-scale) is bound by this read; with --compare, output identical to the dump" },
    baseline: Object.fromEntries(
      Object.entries(figures).map(([name, f]) => [name, { what: `GET /api/products/?page=N&page_size=${PAGE_SIZE}, same number of pages, same modes`, ...Object.fromEntries(Object.entries(f.summary).map(([m, s]) => [m, s.listing_ms_per_page])) }]),
    ),
    figures,
    pass,
    misses,
    notes,
    // Every earlier run in brief: each backend's and mode's ms per page against the listing's, every round's ratio.
    earlier_runs: earlierRuns(NAME, briefRun),
  });
  console.log(pass ? "" : `\nMISS: ${misses.join("; ")}`);
  return result;
});

/** A run of this bench in brief, for the next run's `earlier_runs` (earlierRuns adds when, on what and at what load). */
function briefRun(previous) {
  return {
    settings: previous.settings,
    figures: Object.fromEntries(Object.entries(previous.figures).map(([backend, f]) => [backend, f.summary])),
  };
}
