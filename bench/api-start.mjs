#!/usr/bin/env node
// API start: the compiled API (node api/dist/server.js, what `npm start` runs) against the sources
// run through tsx (node --import tsx api/src/server.ts, what it ran before), alternating, on one
// seeded PGlite DATA_DIR so that neither pays for migrating or seeding. Per start: milliseconds from
// spawn to the first 200 from /api/health/ (polled every 20 ms), and the process's resident memory
// (VmRSS) 2 s after that answer. One warm-up start of each is not counted (tsx's transform cache and
// the page cache are warm for both, as on a server that restarts).
import fs from "node:fs";
import os from "node:os";
import { buildIfStale, SERVER_JS } from "../api/scripts/build.mjs";
import {
  args,
  freePort,
  HOST,
  num,
  round,
  runBench,
  sleep,
  startChild,
  stats,
  table,
  tempDir,
  writeResult,
} from "./lib.mjs";

const opts = args(
  { runs: { type: "string", default: "5" }, "max-minutes": { type: "string", default: "15" } },
  `
node bench/api-start.mjs [--runs 5] [--max-minutes 15]
  Starts the API --runs times compiled and --runs times through tsx (alternating), after one
  uncounted start of each, and compares time to the first healthy answer and memory after start.`,
);
const RUNS = num(opts.runs, "runs");

const MODES = {
  compiled: [SERVER_JS],
  tsx: ["--import", "tsx", "api/src/server.ts"],
};

function rssMiB(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(m[1]) / 1024;
}

async function startOnce(mode, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = startChild(process.execPath, MODES[mode], {
    label: mode,
    env: { PORT: String(port), HOST, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", STATIC_DIR: "" },
  });
  let ms;
  while (ms === undefined) {
    if (child.exitCode !== null) throw new Error(`${mode}: exited with ${child.exitCode}:\n${child.output.join("\n")}`);
    try {
      const res = await fetch(`http://${HOST}:${port}/api/health/`);
      await res.arrayBuffer();
      if (res.status === 200) ms = performance.now() - started;
    } catch {
      /* not listening yet */
    }
    if (ms === undefined) await sleep(20);
    if (performance.now() - started > 120_000) throw new Error(`${mode}: no healthy answer in 120 s`);
  }
  await sleep(2000);
  const rss = rssMiB(child.pid);
  // One process owns DATA_DIR at a time: the next start must wait for this one to let go.
  await child.stop();
  return { ms, rss };
}

runBench("api-start", num(opts["max-minutes"], "max-minutes"), async () => {
  const built = buildIfStale();
  if (built) console.log(`compiled the API first (${built.reason}): ${built.ms} ms`);
  const dataDir = tempDir("api-start");
  console.log("seeding a DATA_DIR (first start, not counted)…");
  await startOnce("compiled", dataDir);
  await startOnce("tsx", dataDir);
  const loadBefore = os.loadavg();
  const samples = { compiled: [], tsx: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const mode of i % 2 ? ["tsx", "compiled"] : ["compiled", "tsx"]) {
      const s = await startOnce(mode, dataDir);
      samples[mode].push(s);
      console.log(`  run ${i + 1} ${mode.padEnd(8)} ${Math.round(s.ms)} ms to healthy, ${s.rss.toFixed(1)} MiB`);
    }
  }
  const loadAfter = os.loadavg();
  const summary = Object.fromEntries(
    Object.entries(samples).map(([mode, list]) => [
      mode,
      {
        command: `node ${MODES[mode].join(" ")}`,
        start_ms: stats(list.map((s) => s.ms)),
        rss_mib: stats(list.map((s) => s.rss)),
        runs: list.map((s) => ({ start_ms: Math.round(s.ms), rss_mib: round(s.rss, 1) })),
      },
    ]),
  );
  const ratios = {
    start_ms_median: round(summary.compiled.start_ms.p50 / summary.tsx.start_ms.p50, 3),
    rss_mib_median: round(summary.compiled.rss_mib.p50 / summary.tsx.rss_mib.p50, 3),
  };
  console.log();
  table(
    ["", "start median ms", "start min–max", "RSS median MiB", "RSS min–max"],
    Object.entries(summary).map(([mode, s]) => [
      mode,
      Math.round(s.start_ms.p50),
      `${Math.round(s.start_ms.min)}–${Math.round(s.start_ms.max)}`,
      s.rss_mib.p50.toFixed(1),
      `${s.rss_mib.min.toFixed(1)}–${s.rss_mib.max.toFixed(1)}`,
    ]),
  );
  console.log(`\ncompiled / tsx: start ${ratios.start_ms_median}, memory ${ratios.rss_mib_median}`);
  console.log(
    `load average before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${loadAfter.map((l) => l.toFixed(2)).join(" ")}`,
  );
  writeResult("api-start", {
    runs: RUNS,
    load_average_before: loadBefore.map((l) => round(l)),
    load_average_after: loadAfter.map((l) => round(l)),
    data: "one PGlite DATA_DIR seeded with the default catalogue before the counted runs",
    ...summary,
    ratio_compiled_to_tsx: ratios,
    target: "none: informs the choice of running compiled JavaScript in production",
    pass: true,
  });
});
