#!/usr/bin/env node
// Load soak: mixed reads and writes at 100 connections on loopback, with the API's memory watched.
//
// Starts the real API (api/dist/server.js, compiled first when stale) on a free port with a temporary DATA_DIR,
// signs users up and gives each a list, then drives it with autocannon: catalogue pages, filters and
// searches, product pages, the home page, the user's lists, products added to lists, newsletter
// sign-ups. Every request is valid, so any non-2xx answer (or socket error or timeout) is a failure.
// RSS is read from /proc every --sample seconds; its slope after the warm-up is reported. The verdict is on
// what stays: the lowest RSS in the seconds after the load (the heap collected) against RSS at the end of
// the warm-up, per minute of load. The raw slope mostly says when V8's next major collection happened
// (heap grows to a threshold, then drops), which moved with every change of per-request allocation.
//
//   node reliability/load-soak.mjs [--duration 60] [--connections 100] [--backend pglite|postgres]
//                                  [--warmup 15] [--sample 3] [--max-slope 5] [--products 300]
// Exits non-zero on any error or non-2xx answer, or when the memory kept grows faster than --max-slope MiB/min.
import fs from "node:fs";
import autocannon from "autocannon";
import { call, createPgDatabase, flag, freePort, rssMiB, signUp, slope, startApi, stopApi, tempDir } from "./lib.mjs";

const DURATION = Number(flag("duration", 60));
const CONNECTIONS = Number(flag("connections", 100));
const BACKEND = String(flag("backend", "pglite"));
const WARMUP = Number(flag("warmup", Math.min(15, DURATION / 4)));
const SAMPLE = Number(flag("sample", 3));
const MAX_SLOPE = Number(flag("max-slope", 5));
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
  const api = await startApi({ port, dataDir, databaseUrl: pgdb?.url, env: { SEED_PRODUCTS: PRODUCTS, LOG_LEVEL: "error" } });
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
    const byKind = new Map(mix.map(([, kind]) => [kind, { n: 0, statuses: {} }]));
    const failures = [];

    const rss = [];
    const started = Date.now();
    const sampler = setInterval(() => rss.push([(Date.now() - started) / 1000, rssMiB(api.child.pid)]), SAMPLE * 1000);
    rss.push([0, rssMiB(api.child.pid)]);

    const result = await autocannon({
      url: api.base,
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 30,
      requests: [
        {
          setupRequest(req, context) {
            let r = Math.random() * total;
            const [, kind, make] = mix.find(([w]) => (r -= w) < 0) ?? mix[0];
            context.kind = kind;
            const next = make();
            context.path = next.path;
            return { ...req, headers: {}, body: undefined, ...next };
          },
          onResponse(status, body, context) {
            const tally = byKind.get(context.kind);
            tally.n++;
            tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
            if ((status < 200 || status >= 300) && failures.length < 20) failures.push(`${context.kind} ${context.path} → ${status} ${String(body).slice(0, 200)}`);
          },
        },
      ],
    });
    clearInterval(sampler);
    rss.push([(Date.now() - started) / 1000, rssMiB(api.child.pid)]);
    // What the process keeps once idle: sampled for a few seconds after the load, the lowest taken.
    const settled = [];
    for (let i = 0; i < 6; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      settled.push(rssMiB(api.child.pid));
    }
    const kept = Math.min(...settled);

    const after = rss.filter(([t]) => t >= WARMUP);
    const perMinute = slope(after) * 60;
    const keptPerMinute = ((kept - (after[0]?.[1] ?? kept)) / Math.max(DURATION - WARMUP, 1)) * 60;
    const non2xx = result.non2xx;
    console.log(`\n${result.requests.total} requests in ${DURATION} s at ${CONNECTIONS} connections: ${Math.round(result.requests.average)} req/s average`);
    console.log(`latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`);
    console.log(`2xx ${result["2xx"]}, non-2xx ${non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
    for (const [kind, t] of byKind) console.log(`  ${kind.padEnd(15)} ${String(t.n).padStart(7)}  ${JSON.stringify(t.statuses)}`);
    for (const f of failures) console.log(`  FAILED: ${f}`);
    const mib = (v) => v.toFixed(1);
    console.log(
      `RSS MiB: start ${mib(rss[0][1])}, after warm-up (${WARMUP} s) ${mib(after[0]?.[1] ?? NaN)}, end ${mib(rss.at(-1)[1])}, max ${mib(Math.max(...rss.map((p) => p[1])))}; ` +
        `slope after warm-up ${perMinute.toFixed(2)} MiB/min over ${after.length} samples; ` +
        `kept after the load ${mib(kept)} (lowest of 6 s), ${keptPerMinute.toFixed(2)} MiB per minute of load`,
    );
    console.log(`RSS samples (s, MiB): ${rss.map(([t, v]) => `${t.toFixed(0)}:${v.toFixed(0)}`).join(" ")}`);

    let failed = false;
    if (result.errors || result.timeouts || non2xx) {
      console.error(`FAIL: ${non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
      failed = true;
    }
    if (!(keptPerMinute <= MAX_SLOPE)) {
      console.error(`FAIL: the API kept ${keptPerMinute.toFixed(2)} MiB more per minute of load (limit ${MAX_SLOPE})`);
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
