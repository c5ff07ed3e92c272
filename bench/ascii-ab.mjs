#!/usr/bin/env node
// One-off A/B measurement for issue 16: is writing every page as pure ASCII (src/html.tsx with
// src/lib/ascii-html.ts) worth more than 10 % of what it was added for, the build's page stitching at
// 10,000 products? A = the storefront as it is; B = the same copy with asciiHtml made the identity.
// Both copies are taken once at the start, then built cold, alternately (A B A B …), against one API,
// so both see the same machine; the load average is recorded before every build.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { args, getJson, num, round, runBench, startApi, tempDir, writeResult } from "./lib.mjs";
import { countPages, gatsbyBuild, storefrontCopy } from "./gatsby-sites.mjs";

const NAME = "ascii-ab";
const opts = args(
  {
    products: { type: "string", default: "10000" },
    rounds: { type: "string", default: "3" },
    "max-minutes": { type: "string", default: "90" },
  },
  `
node bench/ascii-ab.mjs [--products 10000] [--rounds 3] [--max-minutes 90]
`,
);
const PRODUCTS = num(opts.products, "products");
const ROUNDS = num(opts.rounds, "rounds");

function withoutAscii() {
  const dir = storefrontCopy();
  const file = path.join(dir, "src", "html.tsx");
  const text = fs.readFileSync(file, "utf8");
  const patched = text.replace(/import \{ asciiHtml \} from "\.\/lib\/ascii-html";/, "const asciiHtml = (html: string) => html;");
  if (patched === text) throw new Error("src/html.tsx: the asciiHtml import was not found");
  fs.writeFileSync(file, patched);
  return dir;
}

/** Share of the first 2,000 HTML pages (sorted paths) with a non-ASCII byte: proves A and B differ. */
function nonAsciiShare(publicDir) {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".html")) files.push(p);
    }
  };
  walk(publicDir);
  const sample = files.sort().slice(0, 2000);
  const nonAscii = sample.filter((f) => fs.readFileSync(f).some((b) => b > 0x7f)).length;
  return `${nonAscii}/${sample.length}`;
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  const templates = { A: storefrontCopy(), B: withoutAscii() };
  console.log(`${NAME}: ${PRODUCTS} products, ${ROUNDS} rounds of A (ASCII pages) and B (pages as rendered)`);
  const api = await startApi({ seedProducts: PRODUCTS, label: "api" });
  const count = (await getJson(`${api.url}/api/products/?page_size=1`)).count;
  console.log(`  API ready in ${api.startSeconds} s with ${count} products`);
  const env = { GATSBY_API_URL: api.url, SITE_URL: "http://localhost:8000" };
  const builds = [];
  for (let r = 1; r <= ROUNDS; r++) {
    // Alternate which goes first, so neither always follows the other.
    for (const variant of r % 2 ? ["A", "B"] : ["B", "A"]) {
      const dir = tempDir(`ascii-${variant}`);
      fs.cpSync(templates[variant], dir, { recursive: true, verbatimSymlinks: true });
      const load = os.loadavg().map((l) => round(l));
      console.log(`  round ${r} ${variant}: load ${load.join(" ")}`);
      const b = await gatsbyBuild(dir, { env, label: `${variant}-${r}` });
      const row = {
        round: r,
        variant,
        load_before: load,
        code: b.code,
        seconds: b.seconds,
        stitching_s: b.phases_s["stitching slices"] ?? null,
        static_html_s: b.phases_s["Building static HTML for pages"] ?? null,
        pages: b.code === 0 ? countPages(b.public) : null,
        non_ascii_pages_in_sample: b.code === 0 ? nonAsciiShare(b.public) : null,
        phases_s: b.phases_s,
      };
      if (b.code !== 0) console.log(b.tail.join("\n"));
      console.log(`    ${JSON.stringify({ ...row, phases_s: undefined })}`);
      builds.push(row);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  await api.child.stop();
  const median = (xs) => {
    const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
    return s.length ? s[Math.floor(s.length / 2)] : null;
  };
  const summary = {};
  for (const v of ["A", "B"]) {
    const rows = builds.filter((b) => b.variant === v && b.code === 0);
    summary[v] = { seconds_median: median(rows.map((b) => b.seconds)), stitching_median_s: median(rows.map((b) => b.stitching_s)) };
  }
  console.log(JSON.stringify(summary, null, 2));
  writeResult(NAME, { products: PRODUCTS, rounds: ROUNDS, summary, builds });
  return 0;
});
