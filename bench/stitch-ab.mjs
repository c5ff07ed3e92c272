#!/usr/bin/env node
// One-off A/B for issue 16, the step ASCII pages were added for: Gatsby's slice stitching, which reads
// every page's HTML back, stitches its slices in and writes it again. Gatsby's own function
// (gatsby/dist/utils/slices/stitching.js, stitchSliceForAPage) runs over two copies of one built
// public/: A its pages as built (pure ASCII, src/html.tsx), B the same pages with the character
// references decoded back to the characters React wrote (what the pages were before ASCII). Before
// each pass every page is put back as the HTML renderer leaves it (slice placeholders, not content),
// so each pass does the build's work. Alternating A B B A …, the load average with every pass.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { args, num, requireFromRoot, round, tempDir, runBench, writeResult } from "./lib.mjs";

const opts = args(
  {
    public: { type: "string" },
    rounds: { type: "string", default: "5" },
    copies: { type: "string", default: "6" },
    "in-memory": { type: "boolean", default: false },
  },
  `node bench/stitch-ab.mjs --public DIR [--rounds 5] [--copies 6] [--in-memory]   (DIR: a storefront build's public/)
  --in-memory   only the CPU part, no disk: each page's bytes decoded (as readFile "utf-8" does), scanned
                with Gatsby's slice pattern and encoded again (as writeFile does); min and median of the passes`,
);
if (!opts.public) throw new Error("--public DIR is required");
const { stitchSliceForAPage } = requireFromRoot("gatsby/dist/utils/slices/stitching.js");

const SLICE = /<!-- slice-start id="([^"]+)" -->[\s\S]*?<!-- slice-end id="\1" -->/g;
const unstitch = (html) => html.replace(SLICE, (_m, id) => `<slice-start id="${id}"></slice-start><slice-end id="${id}"></slice-end>`);
const decodeReferences = (html) => html.replace(/&#(\d+);/g, (m, n) => (Number(n) > 127 ? String.fromCodePoint(Number(n)) : m));

function pages(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && e.name !== "_gatsby" && e.name !== "page-data" && e.name !== "static") walk(p);
      else if (e.name === "index.html") out.push(p);
    }
  };
  walk(dir);
  return out;
}

await runBench("stitch-ab", 60, async () => {
  const source = path.resolve(opts.public);
  const sourcePages = pages(source);
  const copies = num(opts.copies, "copies");
  // The unstitched pages of each variant, in memory, written out before every pass.
  const variants = {};
  for (const v of ["A", "B"]) {
    const dir = tempDir(`stitch-${v}`);
    fs.mkdirSync(path.join(dir, "_gatsby"), { recursive: true });
    fs.cpSync(path.join(source, "_gatsby", "slices"), path.join(dir, "_gatsby", "slices"), { recursive: true });
    const files = [];
    for (let c = 0; c < copies; c++) {
      for (const file of sourcePages) {
        const rel = path.relative(source, path.dirname(file));
        const pagePath = `/copy-${c}/${rel}/`.replace(/\/+/g, "/");
        let html = unstitch(fs.readFileSync(file, "utf8"));
        if (v === "B") html = decodeReferences(html);
        files.push({ pagePath, file: path.join(dir, pagePath, "index.html"), html });
      }
    }
    const nonAscii = files.filter((f) => /[^\x00-\x7f]/.test(f.html)).length;
    variants[v] = { dir, files, nonAscii };
    console.log(`${v}: ${files.length} pages, ${nonAscii} with a non-ASCII character`);
  }
  const passes = [];
  if (opts["in-memory"]) {
    const SLICE_MARK = /(<slice-(?<startOrEndElementOpenening>start|end)\s[^>]*id="(?<idElement>[^"]+)"[^>]*><\/slice-(?<startOrEndElementClosing>[^>]+)>|<!-- slice-(?<startOrEndComment>start|end) id="(?<idComment>[^"]+)" -->)/g;
    const bytes = Object.fromEntries(["A", "B"].map((v) => [v, variants[v].files.map((f) => Buffer.from(f.html))]));
    let sink = 0;
    for (let r = 1; r <= num(opts.rounds, "rounds"); r++) {
      for (const v of r % 2 ? ["A", "B"] : ["B", "A"]) {
        const load = round(os.loadavg()[0]);
        const t0 = performance.now();
        for (const b of bytes[v]) {
          const html = b.toString("utf8");
          for (const m of html.matchAll(SLICE_MARK)) sink += m.index;
          sink += Buffer.from(html + " ").length;
        }
        const seconds = round((performance.now() - t0) / 1000, 3);
        passes.push({ round: r, variant: v, load_before: load, seconds });
        console.log(`  round ${r} ${v}: ${seconds} s (load ${load})`);
      }
    }
    const sorted = (v) => passes.filter((p) => p.variant === v).map((p) => p.seconds).sort((a, b) => a - b);
    const summary = Object.fromEntries(["A", "B"].map((v) => [v, { min: sorted(v)[0], median: sorted(v)[Math.floor(sorted(v).length / 2)] }]));
    summary.saving_min = round(1 - summary.A.min / summary.B.min, 3);
    summary.saving_median = round(1 - summary.A.median / summary.B.median, 3);
    console.log(JSON.stringify(summary), sink > 0);
    writeResult("stitch-ab-memory", { pages: variants.A.files.length, non_ascii: { A: variants.A.nonAscii, B: variants.B.nonAscii }, summary, passes });
    return 0;
  }
  for (let r = 1; r <= num(opts.rounds, "rounds"); r++) {
    for (const v of r % 2 ? ["A", "B"] : ["B", "A"]) {
      const { dir, files } = variants[v];
      for (const f of files) {
        fs.mkdirSync(path.dirname(f.file), { recursive: true });
        fs.writeFileSync(f.file, f.html);
      }
      const load = round(os.loadavg()[0]);
      const t0 = performance.now();
      // Gatsby stitches its pages with bounded concurrency; sequential here, the same for A and B.
      for (const f of files) await stitchSliceForAPage({ pagePath: f.pagePath, publicDir: dir });
      const seconds = round((performance.now() - t0) / 1000, 3);
      passes.push({ round: r, variant: v, load_before: load, seconds });
      console.log(`  round ${r} ${v}: ${seconds} s (load ${load})`);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = Object.fromEntries(["A", "B"].map((v) => [v, median(passes.filter((p) => p.variant === v).map((p) => p.seconds))]));
  summary.saving = round(1 - summary.A / summary.B, 3);
  console.log(JSON.stringify(summary));
  writeResult("stitch-ab", { pages: variants.A.files.length, non_ascii: { A: variants.A.nonAscii, B: variants.B.nonAscii }, summary, passes });
  return 0;
});
