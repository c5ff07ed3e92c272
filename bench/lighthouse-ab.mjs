#!/usr/bin/env node
// Two builds of the storefront side by side under Lighthouse: A and B, each served as `npm start` serves
// it (the API with STATIC_DIR, a temp DATA_DIR seeded alike unless --data-a/--data-b name one), one run of
// each page on each per round, A first in rounds 1, 3, 5 … and B first in the others. Every run is kept in
// results/lighthouse-ab.json (the trials before it in its earlier_runs) with the machine's load when it ended,
// Lighthouse's CPU index, the observed paints, and which requests had ended by the observed largest
// paint (type and priority): Lighthouse's simulation counts those into LCP (lantern's
// LargestContentfulPaint graphs), which is what a change to what loads early moves.
// Not judged: it prints both medians and their ratio (B / A) per page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  args, earlierRuns, LIGHTHOUSE_CHROME_FLAGS, lighthouseBin, lowerMedian as median, num, ratio, round, runBench, serveBuilds, startChild, table, tempDir, writeResult,
} from "./lib.mjs";

const NAME = "lighthouse-ab";
const opts = args(
  {
    a: { type: "string" },
    b: { type: "string" },
    "data-a": { type: "string" },
    "data-b": { type: "string" },
    pages: { type: "string", default: "home=/,category=/categories/confectionery/" },
    rounds: { type: "string", default: "5" },
    what: { type: "string", default: "" },
    "seed-products": { type: "string", default: "1500" },
    chromium: { type: "string", default: process.env.CHROME_PATH || "/usr/bin/chromium" },
    "max-minutes": { type: "string", default: "60" },
  },
  `
node bench/lighthouse-ab.mjs --a DIR --b DIR [--what "what B changes"] [--pages home=/,category=/categories/x/]
                             [--rounds 5] [--data-a DIR --data-b DIR] [--seed-products 1500] [--max-minutes 60]
  DIR: a built public/ folder (copy it out of the checkout first: the next build overwrites public/).
  --data-a/--data-b: an API data folder each (the default: a fresh one seeded with --seed-products), for a
  trial whose builds need different data (photographs in DATA_DIR/media, say). Lighthouse as lighthouse.mjs
  runs it (bench/.tools, mobile, simulated throttling), performance and accessibility only.
`,
);
if (!opts.a || !opts.b) throw new Error("--a and --b are required (built public/ folders)");
const ROUNDS = num(opts.rounds, "rounds");
const PAGES = opts.pages.split(",").map((p) => p.split("="));
const LIGHTHOUSE = lighthouseBin();

/** One Lighthouse run, tried up to three times (a run that fails or has no LCP is kept as failed, not dropped). */
async function run(url, out) {
  const errors = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await runOnce(url, out.replace(/\.json$/, attempt > 1 ? `-retry${attempt - 1}.json` : ".json"));
    } catch (error) {
      errors.push(String(error.message).split("\n").slice(-1)[0].slice(0, 200));
    }
  }
  return { failed: errors, load_1m: round(os.loadavg()[0], 2) };
}

async function runOnce(url, out) {
  const child = startChild(LIGHTHOUSE, [url, "--output=json", `--output-path=${out}`, "--quiet", "--only-categories=performance,accessibility", `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(" ")}`], {
    env: { CHROME_PATH: opts.chromium },
    label: "lighthouse",
  });
  if ((await child.exited) !== 0 || !fs.existsSync(out)) throw new Error(child.output.slice(-3).join(" | "));
  const lhr = JSON.parse(fs.readFileSync(out, "utf8"));
  const m = lhr.audits.metrics?.details?.items?.[0];
  if (!m || lhr.runtimeError) throw new Error(`no metrics: ${lhr.runtimeError?.message ?? "metrics audit empty"}`);
  const observedLcp = m.observedLargestContentfulPaint;
  // network-requests' times count from the first request's start, the metrics' from the navigation's.
  const requests = lhr.audits["network-requests"]?.details ?? {};
  const offset = requests.debugData?.networkStartTimeTs ? (requests.debugData.networkStartTimeTs - m.observedTimeOriginTs) / 1000 : 0;
  const ended = (requests.items ?? []).filter((r) => r.resourceType !== "Document" && r.networkEndTime + offset <= observedLcp);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp_ms: round(m.largestContentfulPaint, 0),
    fcp_ms: round(m.firstContentfulPaint, 0),
    tbt_ms: round(m.totalBlockingTime, 0),
    cls: round(m.cumulativeLayoutShift, 3),
    observed_fcp_ms: round(m.observedFirstContentfulPaint, 0),
    observed_lcp_ms: round(observedLcp, 0),
    // "Image:High", "Manifest:Medium", …: what the simulation's LCP graphs may hold besides the document.
    ended_by_observed_lcp: ended.map((r) => `${r.resourceType}:${r.priority}`),
    lcp_phases: Object.fromEntries((lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? []).map((p) => [p.phase, round(p.timing, 0)])),
    benchmark_index: Math.round(lhr.environment.benchmarkIndex),
    load_1m: round(os.loadavg()[0], 2),
  };
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  const seedProducts = num(opts["seed-products"], "seed-products");
  const servers = await serveBuilds({ a: opts.a, b: opts.b }, { seedProducts, dataDirs: { a: opts["data-a"], b: opts["data-b"] } });
  const outDir = tempDir(NAME);
  const runs = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const [page, p] of PAGES) {
      for (const v of r % 2 ? ["b", "a"] : ["a", "b"]) {
        const result = { round: r + 1, page, build: v, ...(await run(servers[v].url.replace("//127.0.0.1:", "//localhost:") + p, path.join(outDir, `${page}-${v}-${r}.json`))) };
        runs.push(result);
        console.log(
          result.failed
            ? `  round ${r + 1}, ${page} ${v.toUpperCase()}: failed (${result.failed.join("; ")})`
            : `  round ${r + 1}, ${page} ${v.toUpperCase()}: perf ${result.performance}, LCP ${result.lcp_ms}, TBT ${result.tbt_ms}, observed LCP ${result.observed_lcp_ms}, ended by then: ${result.ended_by_observed_lcp.join(" ")}; load ${result.load_1m}`,
        );
      }
    }
  }
  const figures = {};
  const rows = [];
  for (const [page] of PAGES) {
    const of = (v) => runs.filter((x) => x.page === page && x.build === v && !x.failed);
    const m = (v, k) => median(of(v).map((x) => x[k]));
    figures[page] = Object.fromEntries(
      ["a", "b"].map((v) => [
        v,
        {
          median_lcp_ms: m(v, "lcp_ms"),
          median_tbt_ms: m(v, "tbt_ms"),
          median_fcp_ms: m(v, "fcp_ms"),
          lowest_performance: of(v).length ? Math.min(...of(v).map((x) => x.performance)) : null,
          runs: of(v).length,
          failed_runs: runs.filter((x) => x.page === page && x.build === v && x.failed).length,
        },
      ]),
    );
    const tbtA = m("a", "tbt_ms");
    figures[page].b_over_a = { lcp: ratio(m("b", "lcp_ms"), m("a", "lcp_ms")), tbt: tbtA === null ? null : ratio(m("b", "tbt_ms"), Math.max(tbtA, 1)) };
    rows.push([page, m("a", "lcp_ms"), m("b", "lcp_ms"), figures[page].b_over_a.lcp, m("a", "tbt_ms"), m("b", "tbt_ms"), figures[page].b_over_a.tbt]);
  }
  console.log();
  table(["page", "LCP A", "LCP B", "B/A", "TBT A", "TBT B", "B/A"], rows);
  return writeResult(NAME, {
    earlier_runs: earlierRuns(NAME, (prev) => ({ what: prev.what, builds: prev.builds, settings: prev.settings, figures: prev.figures, runs: prev.runs })),
    what: opts.what,
    builds: { a: path.resolve(opts.a), b: path.resolve(opts.b) },
    settings: { rounds: ROUNDS, pages: Object.fromEntries(PAGES), seed_products: seedProducts, data: { a: opts["data-a"] ?? "fresh", b: opts["data-b"] ?? "fresh" }, lighthouse: LIGHTHOUSE, chrome_flags: LIGHTHOUSE_CHROME_FLAGS },
    figures,
    runs,
  });
});
