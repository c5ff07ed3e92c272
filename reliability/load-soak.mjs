#!/usr/bin/env node
// Load soak: mixed reads and writes at 100 connections on loopback, with the API's memory watched.
//
// Starts the real API (api/dist/server.js, compiled first when stale) on a free port with a temporary DATA_DIR,
// signs users up and gives each a list, then drives it with autocannon: catalogue pages, filters and
// searches, product pages, the home page, the user's lists, products added to lists, newsletter
// sign-ups. Every request is valid, so any non-2xx answer (or socket error or timeout) is a failure.
// RSS is read from /proc every --sample seconds; its slope after the warm-up is reported. The verdict is on
// what stays: after the warm-up load and after the measured load, full collections are forced
// (gc-on-signal.mjs) and the lowest RSS and JS heap of a few idle seconds taken; their growth per minute of
// the measured load is judged. The raw slope mostly says when V8's next major collection happened (heap
// grows to a threshold, then drops), which moved with every change of per-request allocation.
//
//   node reliability/load-soak.mjs [--duration 60] [--connections 100] [--backend pglite|postgres]
//                                  [--warmup 15] [--sample 3] [--max-slope 10] [--max-heap-slope 2] [--products 300]
// SOAK_PROF=<dir> writes the API's CPU profile there (node --cpu-prof) for a look at where the load goes.
// Exits non-zero on any error or non-2xx answer, or when the RSS kept grows faster than --max-slope MiB per
// minute of load, or the JS heap kept faster than --max-heap-slope.
import fs from "node:fs";
import autocannon from "autocannon";
import { call, createPgDatabase, flag, freePort, rssMiB, signUp, slope, startApi, stopApi, tempDir } from "./lib.mjs";

const DURATION = Number(flag("duration", 60));
const CONNECTIONS = Number(flag("connections", 100));
const BACKEND = String(flag("backend", "pglite"));
const WARMUP = Number(flag("warmup", Math.min(15, DURATION / 4)));
const SAMPLE = Number(flag("sample", 3));
// Measured on PostgreSQL (2026-11-25): the RSS kept grew 4.2 MiB in the first 45 s of load and 4.2 MiB in
// 180 s (the allocator's arenas settling, front-loaded), the JS heap kept 0.6 MiB in 180 s. A leak of a
// request's worth of memory per request would be tens of MiB a minute.
const MAX_SLOPE = Number(flag("max-slope", 10));
const MAX_HEAP_SLOPE = Number(flag("max-heap-slope", 2));
const PRODUCTS = String(flag("products", 300));
const USERS = 10;

const pickOne = (list) => list[Math.floor(Math.random() * list.length)];

async function main() {
  const dataDir = tempDir("soak");
  let pgdb;
  if (BACKEND === "postgres") {
    pgdb = await createPgDatabase("soak");
    if (pgdb.skipped) throw new Error(pgdb.skipped);
  }
  const port = await freePort();
  const api = await startApi({
    port,
    dataDir,
    databaseUrl: pgdb?.url,
    env: { SEED_PRODUCTS: PRODUCTS, LOG_LEVEL: "error" },
    nodeArgs: [...(process.env.SOAK_PROF ? ["--cpu-prof", "--cpu-prof-dir", process.env.SOAK_PROF] : []), "--expose-gc", "--import", new URL("./gc-on-signal.mjs", import.meta.url).href],
  });
  console.log(`API up on ${api.base} (${BACKEND}) in ${api.startMs} ms, pid ${api.child.pid}`);
  try {
    // Real values to ask for, so that every request is one a storefront would make.
    const all = [];
    for (let page = 1; all.length < 100; page++) {
      const res = await call(api.base, "GET", `/api/products/?page_size=100&page=${page}`);
      if (res.status !== 200) break;
      all.push(...res.json.results);
      if (!res.json.next) break;
    }
    const slugs = all.map((p) => p.slug);
    const words = [...new Set(all.flatMap((p) => p.name.split(/\s+/)).filter((w) => /^[A-Za-z]{4,}$/.test(w)))].slice(0, 50);
    const catalogue = async (path) => ((await call(api.base, "GET", path)).json?.results ?? []).map((x) => x.slug ?? x.code);
    const brands = await catalogue("/api/brands/?page_size=100");
    const categories = await catalogue("/api/categories/?page_size=100");
    const airports = await catalogue("/api/airports/?page_size=100");
    const users = [];
    for (let i = 0; i < USERS; i++) {
      const user = await signUp(api.base, dataDir, `soak${i}`);
      const list = await call(api.base, "POST", "/api/wishlist/", { token: user.access, body: { name: `soak ${i}` } });
      if (list.status !== 201) throw new Error(`create list → ${list.status} ${list.text}`);
      users.push({ ...user, list: list.json.id });
    }
    console.log(`${slugs.length} products, ${brands.length} brands, ${categories.length} categories, ${airports.length} airports, ${USERS} users`);

    const orderings = ["name", "-name", "price", "-price", "newest"];
    let serial = 0;
    /** [weight, kind, () => request] — reads outweigh writes as on a shop. */
    const mix = [
      [25, "product list", () => ({ method: "GET", path: `/api/products/?page=${1 + Math.floor(Math.random() * 3)}&ordering=${pickOne(orderings)}` })],
      [10, "product filter", () => ({ method: "GET", path: `/api/products/?category=${pickOne(categories)}&airport=${pickOne(airports)}&min_price=5&max_price=500` })],
      [5, "product search", () => ({ method: "GET", path: `/api/products/?search=${encodeURIComponent(pickOne(words))}&page_size=5` })],
      [12, "product page", () => ({ method: "GET", path: `/api/products/${pickOne(slugs)}/` })],
      [6, "home page", () => ({ method: "GET", path: `/api/products/mainpage/${Math.random() < 0.5 ? `?airport=${pickOne(airports)}` : ""}` })],
      [8, "catalogue", () => ({ method: "GET", path: pickOne(["/api/categories/", "/api/brands/", "/api/airports/", "/api/currencies/", "/api/blog/", "/api/thematic-sections/", `/api/brands/${pickOne(brands)}/`]) })],
      [8, "my lists", () => {
        const u = pickOne(users);
        return { method: "GET", path: `/api/wishlist/${u.list}/`, headers: { authorization: `Bearer ${u.access}` } };
      }],
      [18, "add to list", () => {
        const u = pickOne(users);
        return {
          method: "POST",
          path: `/api/wishlist/${u.list}/items/`,
          headers: { authorization: `Bearer ${u.access}`, "content-type": "application/json" },
          body: JSON.stringify({ product: pickOne(slugs), quantity: 1 + Math.floor(Math.random() * 9), set: true }),
        };
      }],
      [4, "newsletter", () => ({
        method: "POST",
        path: "/api/newsletter/subscribe/",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `soak.${process.pid}.${++serial}@reliability.example` }),
      })],
      [4, "health", () => ({ method: "GET", path: "/api/health/" })],
    ];
    const total = mix.reduce((s, [w]) => s + w, 0);
    const byKind = new Map(mix.map(([, kind]) => [kind, { n: 0, statuses: {}, slowest: 0 }]));
    const failures = [];

    const rss = [];
    const started = Date.now();
    const sampler = setInterval(() => rss.push([(Date.now() - started) / 1000, rssMiB(api.child.pid)]), SAMPLE * 1000);
    rss.push([0, rssMiB(api.child.pid)]);

    const drive = (duration) =>
      autocannon({
        url: api.base,
        connections: CONNECTIONS,
        duration,
        timeout: 30,
        requests: [
          {
            setupRequest(req, context) {
              let r = Math.random() * total;
              const [, kind, make] = mix.find(([w]) => (r -= w) < 0) ?? mix[0];
              context.kind = kind;
              const next = make();
              context.path = next.path;
              context.sentAt = performance.now();
              return { ...req, headers: {}, body: undefined, ...next };
            },
            onResponse(status, body, context) {
              const tally = byKind.get(context.kind);
              tally.n++;
              tally.slowest = Math.max(tally.slowest, performance.now() - context.sentAt);
              tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
              if ((status < 200 || status >= 300) && failures.length < 20) failures.push(`${context.kind} ${context.path} → ${status} ${String(body).slice(0, 200)}`);
            },
          },
        ],
      });
    // What the process keeps once idle: a full collection (gc-on-signal.mjs), then the lowest RSS of a
    // few seconds.
    let heapAfterGc = NaN;
    api.child.stderr.on("data", (chunk) => {
      for (const m of chunk.toString().matchAll(/^heap-after-gc (\d+)$/gm)) heapAfterGc = Number(m[1]) / 2 ** 20;
    });
    const keptNow = async () => {
      const settled = [];
      const heaps = [];
      for (let i = 0; i < 4; i++) {
        process.kill(api.child.pid, "SIGUSR2");
        await new Promise((r) => setTimeout(r, 1000));
        settled.push(rssMiB(api.child.pid));
        heaps.push(heapAfterGc);
      }
      return { rss: Math.min(...settled), heap: Math.min(...heaps) };
    };
    // The warm-up is a load of its own, and what the process keeps after it is the baseline: caches
    // filled and the heap collected, as after the measured load. (RSS at a moment of the load compared a
    // heap full of garbage before V8's next major collection with one collected after it.)
    const warm = await drive(WARMUP);
    const keptAfterWarmup = await keptNow();
    const measured = await drive(DURATION - WARMUP);
    const result = {
      requests: { total: warm.requests.total + measured.requests.total, average: (warm.requests.total + measured.requests.total) / DURATION },
      latency: measured.latency,
      non2xx: warm.non2xx + measured.non2xx,
      errors: warm.errors + measured.errors,
      timeouts: warm.timeouts + measured.timeouts,
      "2xx": warm["2xx"] + measured["2xx"],
    };
    clearInterval(sampler);
    rss.push([(Date.now() - started) / 1000, rssMiB(api.child.pid)]);
    const kept = await keptNow();

    const after = rss.filter(([t]) => t >= WARMUP);
    const perMinute = slope(after) * 60;
    const perMinuteOfLoad = (from, to) => ((to - from) / Math.max(DURATION - WARMUP, 1)) * 60;
    const keptPerMinute = perMinuteOfLoad(keptAfterWarmup.rss, kept.rss);
    const heapPerMinute = perMinuteOfLoad(keptAfterWarmup.heap, kept.heap);
    const non2xx = result.non2xx;
    console.log(`\n${result.requests.total} requests in ${DURATION} s at ${CONNECTIONS} connections: ${Math.round(result.requests.average)} req/s average`);
    console.log(`latency ms (after the warm-up): p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`);
    console.log(`2xx ${result["2xx"]}, non-2xx ${non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
    for (const [kind, t] of byKind) console.log(`  ${kind.padEnd(15)} ${String(t.n).padStart(7)}  ${JSON.stringify(t.statuses)}  slowest ${Math.round(t.slowest)} ms`);
    for (const f of failures) console.log(`  FAILED: ${f}`);
    const mib = (v) => v.toFixed(1);
    console.log(
      `RSS MiB: start ${mib(rss[0][1])}, end of the load ${mib(rss.at(-1)[1])}, max ${mib(Math.max(...rss.map((p) => p[1])))}; ` +
        `slope after warm-up ${perMinute.toFixed(2)} MiB/min over ${after.length} samples (not judged: it says where V8's collection cycle was)`,
    );
    console.log(
      `kept (full collections, lowest of 4 s): after the warm-up load (${WARMUP} s) RSS ${mib(keptAfterWarmup.rss)}, JS heap ${mib(keptAfterWarmup.heap)}; ` +
        `after the load RSS ${mib(kept.rss)}, JS heap ${mib(kept.heap)}; per minute of load RSS ${keptPerMinute.toFixed(2)}, JS heap ${heapPerMinute.toFixed(2)} MiB`,
    );
    console.log(`RSS samples (s, MiB): ${rss.map(([t, v]) => `${t.toFixed(0)}:${v.toFixed(0)}`).join(" ")}`);

    let failed = false;
    if (result.errors || result.timeouts || non2xx) {
      console.error(`FAIL: ${non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
      failed = true;
    }
    if (!(keptPerMinute <= MAX_SLOPE)) {
      console.error(`FAIL: the API kept ${keptPerMinute.toFixed(2)} MiB more RSS per minute of load (limit ${MAX_SLOPE})`);
      failed = true;
    }
    if (!(heapPerMinute <= MAX_HEAP_SLOPE)) {
      console.error(`FAIL: the API kept ${heapPerMinute.toFixed(2)} MiB more JS heap per minute of load (limit ${MAX_HEAP_SLOPE})`);
      failed = true;
    }
    return failed;
  } finally {
    await stopApi(api);
    await pgdb?.drop?.().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (failed) => process.exit(failed ? 1 : 0),
  (error) => {
    console.error(error.stack || error.message);
    process.exit(1);
  },
);
