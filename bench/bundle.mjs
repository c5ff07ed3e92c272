#!/usr/bin/env node
// First-load JavaScript: gzip -9 of every script that the HTML of the home page, a category, a
// product and an article in public/ loads before interaction (<script src> and
// <link rel=preload|modulepreload as=script>), beside the same figure for a bare Gatsby 5 site (one
// page, no plugins) built in this run from the installed Gatsby in a temp dir.
// Target: home ≤ 90 KB, every other page type ≤ 100 KB (KB = 1024 bytes, gzip -9).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { args, earlierRuns, num, ratio, requireFromRoot, root, round, runBench, table, writeResult } from "./lib.mjs";
import { bareOnePageSite, gatsbyBuild } from "./gatsby-sites.mjs";

const NAME = "bundle";
const opts = args(
  {
    public: { type: "string", default: path.join(root, "public") },
    "max-minutes": { type: "string", default: "15" },
  },
  `
node bench/bundle.mjs [--public ./public] [--max-minutes 15]
  Needs a storefront build in public/ (npm run build). Builds a bare Gatsby site in a temp dir as the baseline.
`,
);
const KB = 1024;
const TARGET = { home_kb: 90, other_kb: 100, unit: "KiB of gzip -9" };

const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)?.slice(1).find((v) => v !== undefined);

/** The scripts an HTML document loads: script src, link rel=preload/modulepreload as=script, and the after-paint list. */
function scriptsOf(html) {
  const found = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    const type = attr(tag, "type");
    if (src && (!type || /javascript|module/i.test(type))) found.push({ url: src, how: "script" });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const as = (attr(tag, "as") ?? "").toLowerCase();
    const href = attr(tag, "href");
    if (href && (rel.includes("modulepreload") || (rel.includes("preload") && as === "script"))) found.push({ url: href, how: rel.includes("modulepreload") ? "modulepreload" : "preload" });
  }
  // Gatsby's first scripts, started after the first paint by one inline script (the local plugin's
  // lib/scripts-after-paint.ts): its list of URLs.
  const afterPaint = /<script id="gatsby-scripts-after-paint">[^<]*?\((\[[^\]]*\])\)<\/script>/.exec(html);
  // A page with the loader whose list this cannot read would be counted a few KB light: fail instead.
  if (!afterPaint && html.includes("gatsby-scripts-after-paint")) throw new Error("the after-paint loader's list of scripts could not be read");
  for (const url of afterPaint ? JSON.parse(afterPaint[1]) : []) found.push({ url, how: "after first paint" });
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/type=["']?(application\/(ld\+)?json|text\/template)/i.test(attrs))
    .map(([, , body]) => body);
  return { found, inline };
}

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/**
 * The page's own component chunks, which Gatsby 5 does not list in the HTML but loads (through
 * window.___chunkMapping and the page's page-data.json) before it hydrates the page.
 */
function pageChunks(publicDir, htmlFile, html) {
  const m = /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html);
  if (!m) return { chunk: null, files: [] };
  const mapping = JSON.parse(JSON.parse(m[1]));
  const rel = path.relative(publicDir, path.dirname(htmlFile));
  const pageData = path.join(publicDir, "page-data", rel === "" ? "index" : rel, "page-data.json");
  if (!fs.existsSync(pageData)) return { chunk: null, files: [] };
  const chunk = JSON.parse(fs.readFileSync(pageData, "utf8")).componentChunkName;
  return { chunk, files: (mapping[chunk] ?? []).filter((f) => f.endsWith(".js")) };
}

/** Who the bytes of a built script belong to, from its source map: npm package or source folder. */
function owner(source) {
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (nm) return nm[1] === "gatsby" ? "gatsby (runtime)" : nm[1];
  const src = /(?:^|\/)src\/((?:[^/]+\/)?)/.exec(source);
  if (src) return `src/${src[1]}`;
  if (/\.cache\//.test(source)) return "gatsby (.cache)";
  return source.replace(/^webpack:\/\/[^/]*\//, "").split("/").slice(0, 2).join("/") || "(generated)";
}

function composition(file) {
  if (!fs.existsSync(`${file}.map`)) return null;
  const { TraceMap, eachMapping } = requireFromRoot("@jridgewell/trace-mapping");
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const map = new TraceMap(fs.readFileSync(`${file}.map`, "utf8"));
  const segments = [];
  eachMapping(map, (m) => segments.push([m.generatedLine, m.generatedColumn, m.source ?? "(unmapped)"]));
  const text = new Map();
  for (let i = 0; i < segments.length; i++) {
    const [line, column, source] = segments[i];
    const next = segments[i + 1];
    const end = next && next[0] === line ? next[1] : (lines[line - 1]?.length ?? column);
    const key = owner(source);
    if (!text.has(key)) text.set(key, []);
    text.get(key).push(lines[line - 1]?.slice(column, end) ?? "");
  }
  const sized = [...text].map(([k, parts]) => {
    const buf = Buffer.from(parts.join(""));
    return [k, buf.length, gz(buf)];
  });
  const total = sized.reduce((a, [, b]) => a + b, 0) || 1;
  // gzip of each owner's code alone: a slight over-estimate of its share of the whole file's gzip.
  return Object.fromEntries(
    sized.sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, raw, g]) => [k, { raw_kb: round(raw / 1024, 1), gzip_kb_alone: round(g / 1024, 1), share: round(raw / total, 3) }]),
  );
}

function measurePage(publicDir, htmlFile) {
  const html = fs.readFileSync(htmlFile, "utf8");
  const { found, inline } = scriptsOf(html);
  const files = new Map();
  const external = [];
  for (const s of found) {
    const u = new URL(s.url, "http://site.local/");
    if (u.host !== "site.local") {
      external.push(s.url);
      continue;
    }
    const file = path.join(publicDir, decodeURIComponent(u.pathname));
    if (files.has(file)) continue;
    if (!fs.existsSync(file)) {
      files.set(file, { url: s.url, how: s.how, missing: true, raw: 0, gzip: 0 });
      continue;
    }
    const buf = fs.readFileSync(file);
    files.set(file, { url: u.pathname, how: s.how, raw: buf.length, gzip: gz(buf) });
  }
  const list = [...files.values()];
  const inlineBuf = Buffer.from(inline.join("\n"));
  // Beside the HTML's own list: the page component's chunks, loaded before hydration.
  const page = pageChunks(publicDir, htmlFile, html);
  const extra = page.files
    .map((f) => path.join(publicDir, f))
    .filter((f) => !files.has(f) && fs.existsSync(f))
    .map((f) => ({ url: `/${path.relative(publicDir, f)}`, raw: fs.statSync(f).size, gzip: gz(fs.readFileSync(f)) }));
  const withPage = list.reduce((s, f) => s + f.gzip, 0) + extra.reduce((s, f) => s + f.gzip, 0);
  return {
    html: path.relative(publicDir, htmlFile),
    scripts: list.length,
    gzip_kb: round(list.reduce((s, f) => s + f.gzip, 0) / KB, 1),
    raw_kb: round(list.reduce((s, f) => s + f.raw, 0) / KB, 1),
    inline_scripts_gzip_kb: round(gz(inlineBuf) / KB, 1),
    html_gzip_kb: round(gz(Buffer.from(html)) / KB, 1),
    page_component: page.chunk,
    page_chunks: extra.map((f) => ({ url: f.url, gzip_kb: round(f.gzip / KB, 1) })),
    with_page_chunks_gzip_kb: round(withPage / KB, 1),
    missing: list.filter((f) => f.missing).map((f) => f.url),
    external,
    files: list.sort((a, b) => b.gzip - a.gzip).map((f) => ({ ...f, gzip_kb: round(f.gzip / KB, 1), raw_kb: round(f.raw / KB, 1) })),
  };
}

/** The first `<dir>/<slug>/index.html` under public/, skipping listing sub-folders. */
function firstPage(publicDir, dir, skip = []) {
  const base = path.join(publicDir, dir);
  if (!fs.existsSync(base)) return null;
  for (const e of fs.readdirSync(base, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!e.isDirectory() || skip.includes(e.name) || /^\d+$/.test(e.name)) continue;
    const f = path.join(base, e.name, "index.html");
    if (fs.existsSync(f)) return f;
  }
  return null;
}

await runBench(NAME, num(opts["max-minutes"], "max-minutes"), async () => {
  const publicDir = path.resolve(opts.public);
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`${publicDir}/index.html not found: build the storefront first (npm run build)`);
  }
  const pages = {
    home: path.join(publicDir, "index.html"),
    category: firstPage(publicDir, "categories"),
    product: firstPage(publicDir, "products"),
    article: firstPage(publicDir, "blog", ["category", "page"]),
  };
  const builtAt = fs.statSync(pages.home).mtime.toISOString();

  console.log(`${NAME}: building the bare Gatsby baseline in a temp dir …`);
  const bare = bareOnePageSite();
  const build = await gatsbyBuild(bare, { label: "bare" });
  if (build.code !== 0) throw new Error(`the bare Gatsby build failed (${build.code}):\n${build.tail.join("\n")}`);
  const baseline = measurePage(path.join(bare, "public"), path.join(bare, "public", "index.html"));
  console.log(`  built in ${build.seconds} s: ${baseline.gzip_kb} KB gzip in ${baseline.scripts} scripts\n`);

  const figures = {};
  const misses = [];
  const rows = [["bare Gatsby 5 (baseline)", "index.html", baseline.scripts, baseline.raw_kb, baseline.gzip_kb, "1.00", baseline.with_page_chunks_gzip_kb, "", ""]];
  for (const [kind, file] of Object.entries(pages)) {
    if (!file) {
      misses.push(`${kind}: no such page in ${path.relative(root, publicDir)}/`);
      figures[kind] = null;
      continue;
    }
    const m = measurePage(publicDir, file);
    const limit = kind === "home" ? TARGET.home_kb : TARGET.other_kb;
    m.target_kb = limit;
    m.ratio_to_baseline = ratio(m.gzip_kb, baseline.gzip_kb);
    m.pass = m.gzip_kb <= limit && m.missing.length === 0;
    if (!m.pass) misses.push(`${kind}: ${m.gzip_kb} KB > ${limit} KB${m.missing.length ? ` (missing ${m.missing.join(", ")})` : ""}`);
    figures[kind] = m;
    m.with_page_chunks_pass = m.with_page_chunks_gzip_kb <= limit;
    rows.push([kind, m.html, m.scripts, m.raw_kb, m.gzip_kb, m.ratio_to_baseline, m.with_page_chunks_gzip_kb, `≤ ${limit}`, m.pass ? "pass" : "MISS"]);
  }
  table(["page", "html", "scripts", "raw KB", "gzip KB", "× base", "+page chunks", "target", ""], rows);

  // Diagnosis: what the app chunk holds beyond the bare site's (source maps, raw bytes).
  const appOf = (dir, m) => m?.files.find((f) => /\/app-[0-9a-f]+\.js$/.test(f.url));
  const siteApp = appOf(publicDir, figures.home);
  const bareApp = appOf(path.join(bare, "public"), baseline);
  let appDiagnosis = null;
  if (siteApp && bareApp) {
    const siteComp = composition(path.join(publicDir, siteApp.url));
    const bareComp = composition(path.join(bare, "public", bareApp.url)) ?? {};
    if (siteComp) {
      appDiagnosis = {
        app_gzip_kb: { site: siteApp.gzip_kb, bare: bareApp.gzip_kb, added: round(siteApp.gzip_kb - bareApp.gzip_kb, 1) },
        site_app_composition_raw: siteComp,
        bare_app_composition_raw: bareComp,
        added_by_owner: Object.fromEntries(
          Object.entries(siteComp)
            .map(([k, v]) => [k, { raw_kb: round(v.raw_kb - (bareComp[k]?.raw_kb ?? 0), 1), gzip_kb_alone: round(v.gzip_kb_alone - (bareComp[k]?.gzip_kb_alone ?? 0), 1) }])
            .filter(([, v]) => v.raw_kb > 0.5)
            .sort((a, b) => b[1].raw_kb - a[1].raw_kb),
        ),
      };
      console.log(`\napp chunk: ${siteApp.gzip_kb} KB gzip vs the bare site's ${bareApp.gzip_kb} KB; added by (from source maps; raw KB, gzip KB alone):`);
      for (const [k, v] of Object.entries(appDiagnosis.added_by_owner)) console.log(`  ${String(v.raw_kb).padStart(7)} ${String(v.gzip_kb_alone).padStart(6)}  ${k}`);
    }
  }
  for (const [kind, m] of Object.entries(figures)) {
    if (!m) continue;
    console.log(`\n${kind}: largest scripts (gzip KB)`);
    for (const f of m.files.slice(0, 6)) console.log(`  ${String(f.gzip_kb).padStart(7)}  ${f.url} (${f.how})`);
  }
  const pass = misses.length === 0;
  const result = writeResult(NAME, {
    earlier_runs: earlierRuns(NAME, briefRun),
    settings: { public_dir: path.relative(root, publicDir) || publicDir, public_built_at: builtAt, compression: "gzip -9 (zlib level 9)" },
    target: TARGET,
    baseline: { what: "bare Gatsby 5 site, one page, no plugins, built in this run", build_seconds: build.seconds, ...baseline },
    figures,
    app_chunk_diagnosis: appDiagnosis,
    pass,
    misses,
    notes: [
      "gzip KB counts what the HTML lists (script src, link preload/modulepreload as=script), as the target defines it.",
      "+page chunks adds the page component's chunks, which Gatsby 5 loads through window.___chunkMapping before hydration (not listed in the HTML); reported for information (with_page_chunks_pass).",
    ],
  });
  console.log(pass ? "\nPASS" : `\nMISS: ${misses.join("; ")}`);
  return result;
});

/** A run of this bench in brief, for the next run's `earlier_runs` (earlierRuns adds when, on what and at what load). */
function briefRun(r) {
  return {
    baseline_gzip_kb: r.baseline?.gzip_kb ?? null,
    pages: Object.fromEntries(
      Object.entries(r.figures ?? {})
        .filter(([, m]) => m)
        .map(([kind, m]) => [kind, { gzip_kb: m.gzip_kb, ratio_to_baseline: m.ratio_to_baseline, target_kb: m.target_kb, pass: m.pass }]),
    ),
    pass: r.pass,
  };
}
