#!/usr/bin/env node
// Two builds of the storefront, A and B, loaded in turn in Chromium with a performance trace, page by page:
// what each load's renderer main thread did, counted from the trace. The counts that do not depend on the
// machine's speed come first: font strikes prepared (a size and weight of a family; on Linux each is a
// synchronous request to the browser process, inside the layout that first needs it), layouts, style
// recalculations and the elements they touched. Then times, which do: the strikes', layout's and style's
// milliseconds and the main thread's busy time from navigation to 2.5 s after the load event.
// Each build is served as `npm start` serves it (the API with STATIC_DIR, a temp DATA_DIR seeded alike);
// a fresh browser for every load (no font or code cache carried over), A first in odd rounds, B in even.
// No CPU slowdown: the trace's times are the machine's own. Not judged: it prints medians and B / A.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { args, earlierRuns, lowerMedian as median, num, ratio, requireFromRoot, round, runBench, serveBuilds, table, tempDir, writeResult } from "./lib.mjs";

const NAME = "page-load-trace";
const opts = args(
  {
    a: { type: "string" },
    b: { type: "string" },
    what: { type: "string", default: "" },
    pages: {
      type: "string",
      default:
        "home=/,category=/categories/confectionery/,product=/products/alpine-chocolatiers-alpine-assorted-chocolate-collection/,search=/search/?q=alpine,article=/blog/48-hours-in-warsaw-between-flights/",
    },
    rounds: { type: "string", default: "3" },
    "seed-products": { type: "string", default: "1500" },
    chromium: { type: "string", default: process.env.CHROME_PATH || "/usr/bin/chromium" },
    "max-minutes": { type: "string", default: "30" },
  },
  `
node bench/page-load-trace.mjs --a DIR --b DIR [--what "what B changes"] [--pages home=/,product=/products/x/]
                               [--rounds 3] [--seed-products 1500] [--max-minutes 30]
  DIR: a built public/ folder (copy it out of the checkout first: the next build overwrites public/).
  A phone's viewport (412 x 823, device scale 1.75), as Lighthouse's mobile run; no throttling.
`,
);
if (!opts.a || !opts.b) throw new Error("--a and --b are required (built public/ folders)");
const ROUNDS = num(opts.rounds, "rounds");
const PAGES = opts.pages.split(",").map((p) => p.split("="));
const { chromium } = requireFromRoot("playwright-core");

const STRIKE = "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike";
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading", "fonts"];

/** One load of `url` in a fresh browser, summarised from its trace. */
async function load(url, traceFile) {
  const browser = await chromium.launch({ executablePath: opts.chromium, args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    await browser.startTracing(page, { path: traceFile, categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(2500);
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
  const events = JSON.parse(fs.readFileSync(traceFile, "utf8")).traceEvents;
  fs.rmSync(traceFile);
  // The page's own navigation: SVG pictures are documents too, each with a navigationStart of its own.
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url);
  if (!nav) return { failed: "no navigationStart for the page in the trace", load_1m: round(os.loadavg()[0], 2) };
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === "X" && e.ts >= nav.ts);
  const named = (name) => main.filter((e) => e.name === name);
  const ms = (list) => round(list.reduce((sum, e) => sum + e.dur / 1000, 0), 1);
  const [strikes, layouts, styles] = [named(STRIKE), named("Layout"), named("UpdateLayoutTree")];
  return {
    font_strikes: strikes.length,
    layouts: layouts.length,
    style_recalcs: styles.length,
    styled_elements: styles.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    font_strikes_ms: ms(strikes),
    layout_ms: ms(layouts),
    style_ms: ms(styles),
    busy_ms: ms(named("RunTask")),
    load_1m: round(os.loadavg()[0], 2),
  };
}

const COUNTS = ["font_strikes", "layouts", "style_recalcs", "styled_elements"];
const TIMES = ["font_strikes_ms", "layout_ms", "style_ms", "busy_ms"];

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  const seedProducts = num(opts["seed-products"], "seed-products");
  const servers = await serveBuilds({ a: opts.a, b: opts.b }, { seedProducts });
  const traces = tempDir(NAME);
  const runs = [];
  for (const [page, p] of PAGES) {
    for (let r = 0; r < ROUNDS; r++) {
      for (const v of r % 2 ? ["b", "a"] : ["a", "b"]) {
        const result = { page, round: r + 1, build: v, ...(await load(servers[v].url + p, path.join(traces, `${page}-${v}-${r}.json`))) };
        runs.push(result);
        console.log(`  ${page} round ${r + 1} ${v.toUpperCase()}: ${result.failed ?? [...COUNTS, ...TIMES].map((k) => `${k} ${result[k]}`).join(", ")}; load ${result.load_1m ?? "-"}`);
      }
    }
  }
  const figures = {};
  const rows = [];
  for (const [page] of PAGES) {
    const of = (v) => runs.filter((x) => x.page === page && x.build === v && !x.failed);
    const m = (v, k) => median(of(v).map((x) => x[k]));
    const span = (v, k) => (of(v).length ? [Math.min(...of(v).map((x) => x[k])), Math.max(...of(v).map((x) => x[k]))] : null);
    figures[page] = Object.fromEntries(["a", "b"].map((v) => [v, { runs: of(v).length, ...Object.fromEntries([...COUNTS, ...TIMES].map((k) => [k, { median: m(v, k), range: span(v, k) }])) }]));
    figures[page].b_over_a = Object.fromEntries([...COUNTS, ...TIMES].map((k) => [k, ratio(m("b", k), m("a", k))]));
    rows.push([page, m("a", "font_strikes"), m("b", "font_strikes"), m("a", "styled_elements"), m("b", "styled_elements"), m("a", "busy_ms"), m("b", "busy_ms"), figures[page].b_over_a.busy_ms]);
  }
  console.log();
  table(["page", "strikes A", "strikes B", "styled A", "styled B", "busy A ms", "busy B ms", "busy B/A"], rows);
  return writeResult(NAME, {
    earlier_runs: earlierRuns(NAME, (prev) => ({ what: prev.what, figures: prev.figures })),
    what: opts.what,
    builds: { a: path.resolve(opts.a), b: path.resolve(opts.b) },
    settings: { rounds: ROUNDS, pages: Object.fromEntries(PAGES), seed_products: seedProducts, viewport: "412x823 @1.75, mobile", throttling: "none", chromium: opts.chromium, trace_categories: CATEGORIES },
    figures,
    runs,
  });
});
