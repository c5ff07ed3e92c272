#!/usr/bin/env node
// Search latency: 200 queries drawn from product and brand names over a 10,000-product catalogue
// (SEED_PRODUCTS in a temp DATA_DIR), on PostgreSQL and on PGlite, one at a time on loopback.
// Server time per query is read from a Server-Timing / X-Response-Time header when the API sends
// one; otherwise it is the client-side round-trip less the median round-trip of GET /api/health/
// (the baseline, measured interleaved in the same run). EXPLAIN ANALYZE of one query shows
// whether the GIN index (products_search_idx) is used, in a session with the API's own settings
// (api/src/db/session-settings.ts).    Target: p95 ≤ 30 ms.
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import {
  args, createPgDatabase, root, getAll, getJson, num, pgAvailable, prng, requireFromRoot, round, runBench,
  startApi, stats, table, writeResult,
} from "./lib.mjs";

const NAME = "search";
const opts = args(
  {
    products: { type: "string", default: "10000" },
    queries: { type: "string", default: "200" },
    backends: { type: "string", default: "postgres,pglite" },
    "max-minutes": { type: "string", default: "25" },
  },
  `
node bench/search.mjs [--products 10000] [--queries 200] [--backends postgres,pglite] [--max-minutes 25]
  --products 2000 --queries 50   a smoke run
`,
);
const PRODUCTS = num(opts.products, "products");
const QUERIES = num(opts.queries, "queries");
const backends = opts.backends.split(",").map((b) => b.trim()).filter(Boolean);
const TARGET = { p95_ms: 30, gin_index_used: true };

/** Queries of four kinds, drawn with a fixed seed: a word, two words, a whole name, a brand. */
function drawQueries(names, brands, n) {
  const rand = prng(2024);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const words = (s) => s.match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = [];
  while (out.length < n) {
    const r = rand();
    const name = pick(names);
    const w = words(name);
    let q;
    if (r < 0.4) q = pick(w.filter((x) => x.length >= 3).length ? w.filter((x) => x.length >= 3) : w);
    else if (r < 0.6 && w.length >= 2) {
      const i = Math.floor(rand() * (w.length - 1));
      q = `${w[i]} ${w[i + 1]}`;
    } else if (r < 0.7) q = name;
    else q = pick(brands);
    if (q) out.push(q.toLowerCase());
  }
  return out;
}

function headerMs(res) {
  const st = res.headers.get("server-timing");
  if (st) {
    const durs = [...st.matchAll(/dur=([\d.]+)/g)].map((m) => Number(m[1]));
    if (durs.length) return { ms: Math.max(...durs), source: "Server-Timing" };
  }
  const xrt = res.headers.get("x-response-time");
  if (xrt && !Number.isNaN(parseFloat(xrt))) return { ms: parseFloat(xrt), source: "X-Response-Time" };
  return null;
}

async function timed(url) {
  const t0 = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  const ms = performance.now() - t0;
  return { ms, res, body };
}

/**
 * The SQL the products route runs for `?search=q` (its id query, page 1 of 20), built by the API's own
 * productFilterSql (loaded through tsx) so that the plan shown is the real one; a hand-written
 * equivalent if that module cannot be loaded.
 */
async function searchSql(q) {
  try {
    const { tsImport } = await import("tsx/esm/api");
    const mod = await tsImport(pathToFileURL(path.join(root, "api/src/lib/product-filters.ts")).href, import.meta.url);
    const { from, where, orderBy, params } = mod.productFilterSql({ search: q });
    const n = params.values.length;
    return {
      sql: `EXPLAIN (ANALYZE, BUFFERS) SELECT p.id FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...params.values, 20, 0],
      source: "api/src/lib/product-filters.ts productFilterSql({search}) as the products route runs it",
    };
  } catch (error) {
    return {
      sql: `EXPLAIN (ANALYZE, BUFFERS) SELECT p.id FROM products p WHERE p.search @@ to_tsquery('simple', $1)
            ORDER BY ts_rank(p.search, to_tsquery('simple', $1)) DESC, p.id LIMIT 20`,
      params: [`${q.toLowerCase()}:*`],
      source: `hand-written equivalent (product-filters.ts not loadable: ${error.message})`,
    };
  }
}

/**
 * The session settings the API's own connections run with (api/src/db/session-settings.ts, applied by
 * database.ts), so that the EXPLAIN session plans as the API does. Without them the planner here ran
 * with PostgreSQL's defaults and chose plans the API never runs.
 */
let sessionSettings;
async function apiSessionSql() {
  sessionSettings ??= (async () => {
    const { tsImport } = await import("tsx/esm/api");
    const mod = await tsImport(pathToFileURL(path.join(root, "api/src/db/session-settings.ts")).href, import.meta.url);
    return { sql: mod.sessionSetSql(), settings: { ...mod.SESSION_SETTINGS } };
  })();
  return sessionSettings;
}

async function explainPg(databaseUrl, q, forceIndex = false) {
  const { sql, params } = await searchSql(q);
  const { default: pg } = await import(requireFromRoot.resolve("pg"));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query((await apiSessionSql()).sql);
    if (forceIndex) await client.query("SET enable_seqscan = off");
    await client.query(sql, params); // warm the cache: the plan shown is the second run's
    const { rows } = await client.query(sql, params);
    return rows.map((r) => r["QUERY PLAN"]);
  } finally {
    await client.end();
  }
}

async function explainPglite(dataDir, q, forceIndex = false) {
  const { PGlite } = await import(requireFromRoot.resolve("@electric-sql/pglite"));
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const { sql, params } = await searchSql(q);
    await db.exec((await apiSessionSql()).sql);
    if (forceIndex) await db.exec("SET enable_seqscan = off");
    await db.query(sql, params); // warm the cache: the plan shown is the second run's
    const { rows } = await db.query(sql, params);
    return rows.map((r) => r["QUERY PLAN"]);
  } finally {
    await db.close();
  }
}

async function measure(backend) {
  let databaseUrl;
  if (backend === "postgres") databaseUrl = await createPgDatabase("search");
  console.log(`${backend}: starting the API, seeding ${PRODUCTS} products …`);
  const api = await startApi({ databaseUrl, seedProducts: PRODUCTS, label: backend });
  console.log(`  ready in ${api.startSeconds} s`);
  const first = await getJson(`${api.url}/api/products/?page_size=1`);
  const products = await getAll(`${api.url}/api/products/`, 100);
  const brands = (await getAll(`${api.url}/api/brands/`, 100)).map((b) => b.name);
  const queries = drawQueries(products.map((p) => p.name), brands, QUERIES);

  // Warm up: the first queries pay for JIT, plan caches and cold pages.
  for (const q of queries.slice(0, 10)) await timed(`${api.url}/api/products/?search=${encodeURIComponent(q)}`);
  for (let i = 0; i < 10; i++) await timed(`${api.url}/api/health/`);

  const samples = [];
  const health = [];
  let source = null;
  const errors = [];
  for (const q of queries) {
    const h = await timed(`${api.url}/api/health/`);
    health.push(h.ms);
    const r = await timed(`${api.url}/api/products/?search=${encodeURIComponent(q)}`);
    if (!r.res.ok) errors.push(`${q}: ${r.res.status}`);
    const header = headerMs(r.res);
    if (header) source = header.source;
    let count = null;
    try {
      count = JSON.parse(r.body).count;
    } catch {
      /* not JSON */
    }
    samples.push({ q, ok: r.res.ok, client_ms: r.ms, header_ms: header?.ms ?? null, count });
  }
  const healthStats = stats(health);
  const baselineMs = healthStats.p50;
  // Failed queries (an error answer) are counted as errors, not timed.
  const timedSamples = samples.filter((s) => s.ok);
  const server = timedSamples.map((s) => (s.header_ms !== null ? s.header_ms : Math.max(0, s.client_ms - baselineMs)));
  const slowest = [...samples].sort((a, b) => b.client_ms - a.client_ms).slice(0, 5).map((s) => ({ q: s.q, client_ms: round(s.client_ms), results: s.count }));
  const hits = samples.filter((s) => s.count > 0).length;

  // EXPLAIN ANALYZE a typical query (the median number of hits) and the most selective one: the
  // planner rightly prefers a sequential scan when a prefix matches a large share of the rows.
  const answered = samples.filter((s) => s.count > 0).sort((a, b) => a.count - b.count);
  const typical = answered[Math.floor((answered.length - 1) / 2)] ?? samples[0];
  const selective = answered[0] ?? samples[0];
  const apiLog = api.child.output.filter((l) => /error|warn/i.test(l)).slice(-3).map((l) => l.slice(0, 600));
  await api.child.stop();
  const explains = [];
  const cases = [
    ["typical (median hits)", typical, false],
    ["most selective", selective, false],
    ["typical, enable_seqscan = off (what the GIN index gives)", typical, true],
  ];
  for (const [role, s, force] of cases) {
    if (!force && explains.some((e) => e.query === s.q)) continue;
    let plan;
    try {
      plan = backend === "postgres" ? await explainPg(databaseUrl, s.q, force) : await explainPglite(api.dataDir, s.q, force);
    } catch (error) {
      plan = [`EXPLAIN failed: ${error.message}`];
    }
    const { sql, source } = await searchSql(s.q);
    const exec = plan.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)?.[1]).find(Boolean);
    explains.push({ role, forced: force, query: s.q, hits: s.count, execution_ms: exec ? Number(exec) : null, gin_index_used: plan.some((l) => /products_search_idx/.test(l)), sql: sql.replace(/\s+/g, " "), source, plan });
  }
  const ginUsed = explains.some((e) => !e.forced && e.gin_index_used);

  return {
    catalogue_products: first.count,
    queries: samples.length,
    queries_with_results: hits,
    errors,
    ...(apiLog.length ? { api_log_tail: apiLog } : {}),
    timing_source: source ?? "client round-trip minus median GET /api/health/ round-trip",
    server_ms: stats(server),
    client_ms: stats(timedSamples.map((s) => s.client_ms)),
    baseline_health_rtt_ms: healthStats,
    ratio_p95_to_health_p50: baselineMs ? round(stats(timedSamples.map((s) => s.client_ms)).p95 / baselineMs, 1) : null,
    slowest,
    gin_index_used: ginUsed,
    explain_session_settings: (await apiSessionSql()).settings,
    explain: explains,
  };
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  console.log(`${NAME}: ${QUERIES} queries over ${PRODUCTS} products on ${backends.join(", ")}\n`);
  const figures = {};
  const notes = [];
  for (const backend of backends) {
    if (backend === "postgres" && !(await pgAvailable())) {
      notes.push("PostgreSQL not reachable: skipped");
      continue;
    }
    figures[backend] = await measure(backend);
    const f = figures[backend];
    console.log(`  p50 ${f.server_ms.p50} ms, p95 ${f.server_ms.p95} ms, max ${f.server_ms.max} ms (${f.timing_source}); GIN index used: ${f.explain.map((e) => `${e.query} (${e.hits} hits${e.forced ? ", seqscan off" : ""}): ${e.gin_index_used ? "yes" : "no"} ${e.execution_ms} ms`).join("; ")}\n`);
  }
  const misses = [];
  const rows = [];
  for (const [backend, f] of Object.entries(figures)) {
    const checks = [];
    if (f.server_ms.p95 > TARGET.p95_ms) checks.push(`${backend}: p95 ${f.server_ms.p95} ms > ${TARGET.p95_ms} ms`);
    if (!f.gin_index_used) checks.push(`${backend}: no plan uses products_search_idx`);
    if (f.errors.length) {
      const cause = /"message":"([^"]+)"/.exec(f.api_log_tail?.[0] ?? "")?.[1];
      checks.push(`${backend}: ${f.errors.length}/${f.queries} queries failed (${f.errors[0]}${cause ? `: ${cause}` : ""})`);
    }
    f.pass = checks.length === 0;
    misses.push(...checks);
    rows.push([backend, f.catalogue_products, f.queries, f.server_ms.p50, f.server_ms.p95, f.server_ms.max, f.baseline_health_rtt_ms.p50, f.ratio_p95_to_health_p50, f.gin_index_used ? "yes" : "no", f.pass ? "pass" : "MISS"]);
  }
  table(["backend", "products", "queries", "p50 ms", "p95 ms", "max ms", "health ms", "p95/health", "GIN", "target"], rows);
  for (const [backend, f] of Object.entries(figures)) {
    for (const e of f.explain) console.log(`\nEXPLAIN ANALYZE (${backend}), ${e.role}: "${e.query}", ${e.hits} hits\n  ${e.plan.join("\n  ")}`);
  }
  const pass = Object.keys(figures).length > 0 && misses.length === 0;
  const result = writeResult(NAME, {
    settings: { products: PRODUCTS, queries: QUERIES, smoke: PRODUCTS < 10000 || QUERIES < 200 },
    target: TARGET,
    baseline: Object.fromEntries(Object.entries(figures).map(([b, f]) => [b, { what: "GET /api/health/ round-trip", ...f.baseline_health_rtt_ms }])),
    figures,
    pass,
    misses,
    notes,
  });
  console.log(pass ? "\nPASS" : `\nMISS: ${misses.join("; ")}`);
  return result;
});
