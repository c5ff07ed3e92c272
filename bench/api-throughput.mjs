#!/usr/bin/env node
// API throughput: autocannon against three catalogue reads of the real API (child process, temp
// DATA_DIR, LOG_LEVEL=warn) on PostgreSQL (a fresh database, dropped afterwards) and on PGlite,
// beside a bare Fastify hello-world measured in the same run with the same load.
// Target (PostgreSQL): each ≥ 25% of the baseline's req/s, p99 ≤ 100 ms, no errors, no non-2xx.
import path from "node:path";
import {
  args, benchDir, createPgDatabase, getJson, HOST, freePort, num, pgAvailable, ratio, requireFromRoot, round,
  runBench, startApi, startChild, table, waitForHttp, writeResult,
} from "./lib.mjs";

const NAME = "api-throughput";
const opts = args(
  {
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    backends: { type: "string", default: "postgres,pglite" },
    "seed-products": { type: "string", default: "1500" },
    "max-minutes": { type: "string", default: "20" },
  },
  `
node bench/api-throughput.mjs [--duration 20] [--warmup 5] [--connections 50]
                              [--backends postgres,pglite] [--seed-products 1500] [--max-minutes 20]
  --duration 5 --warmup 2   a smoke run (about a minute and a half)
  BENCH_PG_URL              the PostgreSQL server's admin URL (default postgres://postgres@127.0.0.1:5432/postgres)
`,
);
const duration = num(opts.duration, "duration");
const warmup = num(opts.warmup, "warmup");
const connections = num(opts.connections, "connections");
const backends = opts.backends.split(",").map((b) => b.trim()).filter(Boolean);
const TARGET = { min_ratio_of_baseline: 0.25, max_p99_ms: 100, errors: 0, non_2xx: 0, applies_to: "postgres" };

const autocannon = requireFromRoot("autocannon");

function cannon(url) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        warmup: warmup > 0 ? { connections, duration: warmup } : undefined,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("error", () => {});
  });
}

const summarise = (r) => ({
  req_per_s: round(r.requests.average, 1),
  latency_ms: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: round(r.latency.average) },
  requests: r.requests.total,
  throughput_kb_per_s: round(r.throughput.average / 1024, 1),
  errors: r.errors,
  timeouts: r.timeouts,
  non_2xx: r.non2xx,
});

/** A search word that many products share: the most common word (≥ 4 letters) of product names. */
function commonWord(names) {
  const counts = new Map();
  for (const name of names) {
    for (const w of new Set(name.toLowerCase().match(/\p{L}{4,}/gu) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

async function endpoints(base) {
  const airports = await getJson(`${base}/api/airports/?page_size=100`);
  const airport = [...airports.results].sort((a, b) => (b.product_count ?? 0) - (a.product_count ?? 0))[0];
  const products = await getJson(`${base}/api/products/?page_size=100`);
  const word = commonWord(products.results.map((p) => p.name)) ?? "gin";
  const product = products.results[0];
  const list = {
    airport: `/api/products/?airport=${airport.slug}`,
    search: `/api/products/?search=${encodeURIComponent(word)}`,
    detail: `/api/products/${product.slug}/`,
  };
  const described = {};
  for (const [key, p] of Object.entries(list)) {
    const res = await fetch(`${base}${p}`);
    const body = await res.text();
    let count = null;
    try {
      count = JSON.parse(body).count ?? null;
    } catch {
      /* not JSON */
    }
    described[key] = { path: p, status: res.status, bytes: body.length, results: count };
    if (!res.ok) {
      described[key].error_body = body.slice(0, 200);
      console.log(`  note: GET ${p} answers ${res.status} before the load: measured anyway (its non-2xx count is the miss)`);
    }
  }
  return described;
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  console.log(`${NAME}: ${connections} connections, ${warmup} s warm-up + ${duration} s per endpoint, backends: ${backends.join(", ")}\n`);

  // Baseline: the bare hello-world, same load, same machine, same run.
  const port = await freePort();
  const hello = startChild(process.execPath, [path.join(benchDir, "fixtures", "hello-fastify.mjs")], { env: { PORT: String(port), HOST }, label: "hello" });
  await waitForHttp(`http://${HOST}:${port}/`, hello, 30);
  console.log("baseline: bare Fastify hello-world …");
  const baseline = summarise(await cannon(`http://${HOST}:${port}/api/products/`));
  await hello.stop();
  console.log(`  ${baseline.req_per_s} req/s, p99 ${baseline.latency_ms.p99} ms\n`);

  const runs = {};
  const notes = [];
  for (const backend of backends) {
    let databaseUrl;
    if (backend === "postgres") {
      if (!(await pgAvailable())) {
        notes.push("PostgreSQL did not answer on BENCH_PG_URL: the PostgreSQL runs were skipped");
        console.log("PostgreSQL is not reachable: skipped");
        continue;
      }
      databaseUrl = await createPgDatabase("throughput");
    }
    console.log(`${backend}: starting the API (seeding ${opts["seed-products"]} products) …`);
    const api = await startApi({ databaseUrl, seedProducts: Number(opts["seed-products"]), label: backend });
    console.log(`  ready in ${api.startSeconds} s on ${api.url}`);
    const eps = await endpoints(api.url);
    runs[backend] = {};
    for (const [key, ep] of Object.entries(eps)) {
      console.log(`  ${key}: GET ${ep.path} …`);
      const s = summarise(await cannon(`${api.url}${ep.path}`));
      runs[backend][key] = { ...ep, ...s, ratio_to_baseline: ratio(s.req_per_s, baseline.req_per_s) };
      console.log(`    ${s.req_per_s} req/s (${ratio(s.req_per_s, baseline.req_per_s)} × baseline), p99 ${s.latency_ms.p99} ms, errors ${s.errors}, non-2xx ${s.non_2xx}`);
    }
    const tail = [...new Set(api.child.output.filter((l) => /error|warn/i.test(l)).map((l) => /"message":"([^"]+)"/.exec(l)?.[1] ?? l.slice(0, 300)))].slice(-5);
    if (tail.length) runs[backend].log_tail = tail;
    await api.child.stop();
    console.log();
  }

  const rows = [["baseline (hello-world)", "GET /api/products/", baseline.req_per_s, "1.000", baseline.latency_ms.p99, baseline.errors, baseline.non_2xx, ""]];
  const failures = [];
  for (const [backend, eps] of Object.entries(runs)) {
    for (const [key, r] of Object.entries(eps)) {
      if (key === "log_tail") continue;
      const checks = [];
      if (r.ratio_to_baseline < TARGET.min_ratio_of_baseline) checks.push(`req/s ${r.ratio_to_baseline}× < 0.25×`);
      if (r.latency_ms.p99 > TARGET.max_p99_ms) checks.push(`p99 ${r.latency_ms.p99} ms > 100 ms`);
      if (r.errors || r.timeouts) checks.push(`${r.errors} errors, ${r.timeouts} timeouts`);
      if (r.non_2xx) checks.push(`${r.non_2xx} non-2xx`);
      r.pass = checks.length === 0;
      r.misses = checks;
      if (backend === TARGET.applies_to && !r.pass) failures.push(`${backend} ${key}: ${checks.join(", ")}`);
      rows.push([`${backend} ${key}`, r.path, r.req_per_s, r.ratio_to_baseline, r.latency_ms.p99, r.errors + r.timeouts, r.non_2xx, r.pass ? "pass" : "MISS"]);
    }
  }
  console.log();
  table(["run", "request", "req/s", "× base", "p99 ms", "errors", "non-2xx", "target"], rows);

  const measuredTarget = runs[TARGET.applies_to] !== undefined;
  const pass = measuredTarget && failures.length === 0;
  if (!measuredTarget) failures.push("not measured on PostgreSQL");
  const result = writeResult(NAME, {
    settings: { connections, warmup_s: warmup, duration_s: duration, seed_products: Number(opts["seed-products"]), smoke: duration < 20 },
    target: TARGET,
    baseline: { what: "bare Fastify 5 hello-world, child process, same load", ...baseline },
    figures: runs,
    pass,
    misses: failures,
    notes,
  });
  console.log(pass ? "\nPASS" : `\nMISS: ${failures.join("; ")}`);
  return result;
});
