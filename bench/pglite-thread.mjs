#!/usr/bin/env node
// PGlite on its own thread (PGLITE_THREAD=worker, the server's default) against PGlite on the API's event
// loop (PGLITE_THREAD=main): a traveller's cached catalogue read while the database does a long piece of
// work, here a backup taken from the running API (`npm run backup`'s path: one transaction reading every
// table) again and again. Per round, on one seeded DATA_DIR: the API started in one mode, the cached read
// (autocannon, 10 connections) alone, then the same while backups run back to back. Rounds go main,
// worker, worker, main … so that the machine's drift falls on both alike. Every round is kept with the
// machine's load. Judged: none (the figures decided the default); reported: each mode's range over its
// rounds of the read's p99 and rate during backups, its p99 alone, and the backups' length.
import path from "node:path";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "../api/scripts/build.mjs";
import { args, lowerMedian as median, num, ratio, requireFromRoot, root, round, runBench, startApi, table, tempDir, writeResult, earlierRuns } from "./lib.mjs";

const NAME = "pglite-thread";
const opts = args(
  {
    rounds: { type: "string", default: "4" },
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "10" },
    "seed-products": { type: "string", default: "1500" },
    "max-minutes": { type: "string", default: "20" },
  },
  `
node bench/pglite-thread.mjs [--rounds 4] [--seconds 8] [--connections 10] [--seed-products 1500]
  --rounds 2 --seconds 4    a smoke run
`,
);
const ROUNDS = num(opts.rounds, "rounds");
const SECONDS = num(opts.seconds, "seconds");
const CONNECTIONS = num(opts.connections, "connections");
const autocannon = requireFromRoot("autocannon");
buildIfStale(); // before the import below, which reads the compiled API
const { requestBackup } = await import(pathToFileURL(path.join(root, "api/dist/backup/control-socket.js")).href);
const CACHED = "/api/products/?airport=waw&page_size=24";

/** "a–b" over a mode's rounds (each round's figures stay whole in `runs`). */
const range = (xs) => (xs.length ? `${Math.min(...xs)}–${Math.max(...xs)}` : null);

function reads(base) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: base + CACHED, connections: CONNECTIONS, duration: SECONDS, timeout: 10 }, (error, r) =>
      error ? reject(error) : resolve({ req_per_s: round(r.requests.average, 1), p50_ms: r.latency.p50, p99_ms: r.latency.p99, max_ms: r.latency.max, errors: r.errors + r.timeouts, non_2xx: r.non2xx }),
    );
    instance.on("error", () => {});
  });
}

/** Backups taken one after another until `until()`; their count and lengths. */
async function backupsUntil(dataDir, until) {
  const times = [];
  while (!until()) {
    const t0 = performance.now();
    const file = await requestBackup(dataDir);
    if (!file) throw new Error("the API did not answer on its control socket");
    times.push(performance.now() - t0);
  }
  return { backups: times.length, median_ms: round(median(times), 0) };
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  const dataDir = tempDir("pglite-thread");
  const seedProducts = num(opts["seed-products"], "seed-products");
  console.log(`${NAME}: seeding ${seedProducts} products into one DATA_DIR …`);
  const seeding = await startApi({ dataDir, seedProducts, label: "seed" });
  await seeding.child.stop();

  const runs = [];
  for (let r = 0; r < ROUNDS; r++) {
    const mode = r % 4 === 0 || r % 4 === 3 ? "main" : "worker";
    const api = await startApi({ dataDir, label: mode, env: { PGLITE_THREAD: mode } });
    await fetch(api.url + CACHED).then((res) => res.arrayBuffer());
    const alone = await reads(api.url);
    let done = false;
    const backups = backupsUntil(dataDir, () => done);
    let during;
    try {
      during = await reads(api.url);
    } finally {
      done = true;
    }
    const backup = await backups;
    await api.child.stop();
    const run = { round: r + 1, mode, alone, during_backups: during, backup, p99_ratio: ratio(during.p99_ms, Math.max(alone.p99_ms, 1)), load_1m: round(os.loadavg()[0], 2) };
    runs.push(run);
    console.log(
      `  round ${r + 1}, ${mode}: alone ${alone.req_per_s} req/s p99 ${alone.p99_ms} ms; during ${backup.backups} backups (median ${backup.median_ms} ms) ${during.req_per_s} req/s p99 ${during.p99_ms} ms (${run.p99_ratio}×); load ${run.load_1m}`,
    );
  }
  const figures = {};
  for (const mode of ["main", "worker"]) {
    const of = runs.filter((x) => x.mode === mode);
    figures[mode] = {
      rounds: of.length,
      p99_alone_ms: range(of.map((x) => x.alone.p99_ms)),
      p99_during_backups_ms: range(of.map((x) => x.during_backups.p99_ms)),
      p99_ratio: range(of.map((x) => x.p99_ratio)),
      req_per_s_during_backups: range(of.map((x) => x.during_backups.req_per_s)),
      backup_ms: range(of.map((x) => x.backup.median_ms)),
      errors: of.reduce((n, x) => n + x.alone.errors + x.during_backups.errors + x.alone.non_2xx + x.during_backups.non_2xx, 0),
    };
  }
  console.log();
  table(
    ["PGLITE_THREAD", "rounds", "p99 alone", "p99 during backups", "× alone", "req/s during", "backup ms", "errors"],
    ["main", "worker"].map((m) => [m, figures[m].rounds, figures[m].p99_alone_ms, figures[m].p99_during_backups_ms, figures[m].p99_ratio, figures[m].req_per_s_during_backups, figures[m].backup_ms, figures[m].errors]),
  );
  const errors = figures.main.errors + figures.worker.errors;
  return writeResult(NAME, {
    earlier_runs: earlierRuns(NAME, (prev) => ({ figures: prev.figures, runs: prev.runs })),
    settings: { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, seed_products: seedProducts, read: CACHED },
    target: "none judged; no failed read",
    figures,
    runs,
    pass: errors === 0,
    misses: errors ? [`${errors} failed reads`] : [],
  });
});
