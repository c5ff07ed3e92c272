#!/usr/bin/env node
// Build scale: `gatsby build` of the storefront (a copy of its sources in a temp dir, so public/ and
// .cache/ of the checkout are never touched) against the API seeded with N demo products, beside a
// bare Gatsby site that creates one page per entity from the same API in the same run. Wall time and
// peak RSS (the whole process tree sampled from /proc, and GNU time's largest process). Both builds
// start cold (no .cache).
// Targets: at 10,000 products ≤ 1.5× the bare build's time; at 20,000 ≤ 2.1× the time at 10,000.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { args, earlierRuns, getJson, num, ratio, resultsDir, runBench, startApi, table, writeResult } from "./lib.mjs";
import { bareCatalogueSite, countPages, gatsbyBuild, storefrontCopy } from "./gatsby-sites.mjs";

const NAME = "build-scale";
const opts = args(
  {
    sizes: { type: "string", default: "2000" },
    rounds: { type: "string", default: "1" },
    "max-minutes": { type: "string", default: "30" },
    echo: { type: "boolean", default: false },
  },
  `
node bench/build-scale.mjs [--sizes 2000] [--rounds 1] [--max-minutes 30] [--echo]
  --sizes 2000,10000,20000 --max-minutes 240   the full run (hours on two cores)
  --rounds 3   three rounds per size, figures of the median round by ratio (all ratios kept)
`,
);
const sizes = opts.sizes.split(",").map((s) => num(s.trim(), "sizes"));
const ROUNDS = num(opts.rounds, "rounds");
const WORKER_COUNT = String(os.availableParallelism() + 1);
const TARGET = { at_10000_max_ratio_to_bare: 1.5, at_20000_max_ratio_to_10000: 2.1, measure: "wall time" };

/** `gatsby build` of a fresh site made by `makeSite`, its pages counted; the site is removed afterwards. */
async function buildOnce(what, makeSite, env, label) {
  console.log(`  gatsby build of ${what} …`);
  const dir = makeSite();
  const build = await gatsbyBuild(dir, { env, label, echo: opts.echo });
  build.pages = build.code === 0 ? countPages(build.public) : null;
  console.log(`    exit ${build.code}, ${build.seconds} s, ${build.pages} pages, peak tree RSS ${build.peak_tree_rss_mb} MB`);
  if (build.code !== 0) console.log(build.tail.map((l) => `    | ${l}`).join("\n"));
  fs.rmSync(dir, { recursive: true, force: true });
  return build;
}

/** One storefront build and its two baselines against the same API, back to back. */
async function buildRound(size, env) {
  const site = await buildOnce("the storefront", storefrontCopy, env, `site-${size}`);
  const bare = await buildOnce("the bare site (same pages from the same API)", bareCatalogueSite, env, `bare-${size}`);
  // Informational, not the target: the storefront renders its static HTML in one worker per core
  // (plugins/gatsby-plugin-shop-overrides/lib/every-core.ts) where Gatsby's default leaves one core to an idle main process. The same
  // bare site with the same worker count shows how much of the ratio that setting accounts for.
  const bareWorkers = await buildOnce(
    `the bare site with the storefront's worker count (GATSBY_CPU_COUNT=${WORKER_COUNT})`,
    bareCatalogueSite,
    { ...env, GATSBY_CPU_COUNT: WORKER_COUNT },
    `bare-workers-${size}`,
  );
  if (site.code === 0 && bare.code === 0) console.log(`    ratio ${ratio(site.seconds, bare.seconds)}× the bare build\n`);
  return { site, bare, bareWorkers };
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  console.log(`${NAME}: sizes ${sizes.join(", ")}\n`);
  const figures = {};
  for (const size of sizes) {
    console.log(`${size} products: seeding the API …`);
    const api = await startApi({ seedProducts: size, label: `api-${size}` });
    const count = (await getJson(`${api.url}/api/products/?page_size=1`)).count;
    console.log(`  ready in ${api.startSeconds} s with ${count} products`);
    const env = { GATSBY_API_URL: api.url, SITE_URL: "http://localhost:8000" };

    // Each round builds the storefront and its baselines back to back; with --rounds N the figures are
    // those of the median round by ratio (this machine's speed drifts by 2× between minutes, so one
    // pair of builds can land either side of a target), and every round's ratio is kept.
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      if (ROUNDS > 1) console.log(`  round ${round} of ${ROUNDS}`);
      rounds.push(await buildRound(size, env));
    }
    await api.child.stop();
    const ok = rounds.filter((r) => r.site.code === 0 && r.bare.code === 0);
    const byRatio = [...ok].sort((a, b) => a.site.seconds / a.bare.seconds - b.site.seconds / b.bare.seconds);
    const { site, bare, bareWorkers } = byRatio[Math.floor((byRatio.length - 1) / 2)] ?? rounds[0];

    const strip = ({ public: _p, tail, ...rest }) => ({ ...rest, ...(rest.code !== 0 ? { tail } : {}) });
    figures[size] = {
      products: count,
      api_seed_seconds: api.startSeconds,
      storefront: strip(site),
      bare: strip(bare),
      bare_same_workers: strip(bareWorkers),
      time_ratio_to_bare: site.code === 0 && bare.code === 0 ? ratio(site.seconds, bare.seconds) : null,
      time_ratio_to_bare_same_workers: site.code === 0 && bareWorkers.code === 0 ? ratio(site.seconds, bareWorkers.seconds) : null,
      rounds: rounds.length,
      failed_rounds: rounds.length - ok.length,
      ratios_all_rounds: rounds.map((r) => (r.site.code === 0 && r.bare.code === 0 ? ratio(r.site.seconds, r.bare.seconds) : null)),
      memory_ratio_to_bare: site.code === 0 && bare.code === 0 ? ratio(site.peak_tree_rss_mb, bare.peak_tree_rss_mb) : null,
    };
  }

  // Sizes measured by an earlier run and not by this one are carried over, marked with their date,
  // so that running one size at a time (e.g. --sizes 10000) keeps the others' figures.
  const previousFile = path.join(resultsDir, `${NAME}.json`);
  if (fs.existsSync(previousFile)) {
    try {
      const previous = JSON.parse(fs.readFileSync(previousFile, "utf8"));
      for (const [size, f] of Object.entries(previous.figures ?? {})) {
        if (!figures[size]) figures[size] = { ...f, from_earlier_run: f.from_earlier_run ?? previous.date };
      }
    } catch {
      /* unreadable: ignore */
    }
  }
  const misses = [];
  const checks = {};
  const at = (n) => figures[n];
  if (at(10000)) {
    const r = at(10000).time_ratio_to_bare;
    checks.at_10000 = { ratio_to_bare: r, pass: r !== null && r <= TARGET.at_10000_max_ratio_to_bare };
    if (!checks.at_10000.pass) misses.push(`10,000: ${r}× the bare build (target ≤ 1.5×)`);
  }
  if (at(10000) && at(20000)) {
    const r = ratio(at(20000).storefront.seconds, at(10000).storefront.seconds);
    checks.at_20000 = { ratio_to_10000: r, pass: r !== null && r <= TARGET.at_20000_max_ratio_to_10000 };
    if (!checks.at_20000.pass) misses.push(`20,000: ${r}× the build at 10,000 (target ≤ 2.1×)`);
  }
  for (const [size, f] of Object.entries(figures)) {
    if (f.storefront.code !== 0) misses.push(`${size}: the storefront build failed (exit ${f.storefront.code})`);
    if (f.bare.code !== 0) misses.push(`${size}: the bare build failed (exit ${f.bare.code})`);
    if (f.failed_rounds > 0) misses.push(`${size}: ${f.failed_rounds} of ${f.rounds} rounds had a failed build`);
  }
  table(
    ["products", "site s", "bare s", "× bare", "bare, same workers s", "× that", "site pages", "bare pages", "site peak MB", "bare peak MB", "× bare"],
    Object.entries(figures).map(([size, f]) => [f.from_earlier_run ? `${size} (earlier)` : size, f.storefront.seconds, f.bare.seconds, f.time_ratio_to_bare, f.bare_same_workers?.seconds ?? "–", f.time_ratio_to_bare_same_workers ?? "–", f.storefront.pages, f.bare.pages, f.storefront.peak_tree_rss_mb, f.bare.peak_tree_rss_mb, f.memory_ratio_to_bare]),
  );
  const measured = Object.keys(checks).length > 0;
  const notMeasured = [];
  if (!at(10000)) notMeasured.push("10,000 (run with --sizes 2000,10000,20000)");
  if (!at(20000)) notMeasured.push("20,000");
  const pass = misses.length === 0 ? (measured ? true : null) : false;
  writeResult(NAME, {
    settings: { sizes_this_run: sizes, rounds: ROUNDS, smoke: !at(10000) },
    target: TARGET,
    baseline: {
      what: "bare Gatsby 5 site (no plugins, Gatsby's defaults) creating one page per product, brand, category, subcategory, section, article and blog category from the same API, same run",
      informational: "bare_same_workers: the same bare site with the storefront's worker count (GATSBY_CPU_COUNT = cores + 1), not the target's baseline",
      ...Object.fromEntries(Object.entries(figures).map(([s, f]) => [s, { seconds: f.bare.seconds, peak_tree_rss_mb: f.bare.peak_tree_rss_mb, pages: f.bare.pages }])),
    },
    figures,
    checks,
    pass,
    misses,
    not_measured: notMeasured,
    // The sizes a run measured, in brief (the figures above keep each size's latest run).
    earlier_runs: earlierRuns(NAME, (previous) => ({
      sizes: Object.fromEntries(
        (previous.settings?.sizes_this_run ?? Object.keys(previous.figures)).map((size) => {
          const f = previous.figures[size];
          return [size, f && briefSize(f)];
        }),
      ),
    })),
  });
  console.log(pass === true ? "\nPASS" : pass === null ? `\nno target measured at these sizes (targets need ${notMeasured.join(", ")})` : `\nMISS: ${misses.join("; ")}`);
  return { pass: pass !== false };
});

/** A size's figures in brief, for the next run's `earlier_runs`: the judged round and every round's ratio. */
function briefSize(f) {
  return {
    storefront_s: f.storefront?.seconds,
    bare_s: f.bare?.seconds,
    time_ratio_to_bare: f.time_ratio_to_bare,
    bare_same_workers_s: f.bare_same_workers?.seconds,
    time_ratio_to_bare_same_workers: f.time_ratio_to_bare_same_workers,
    rounds: f.rounds,
    ratios_all_rounds: f.ratios_all_rounds,
  };
}
