// Gatsby builds for the benchmarks: a bare Gatsby 5 site (the baseline), a copy of the storefront
// built outside the checkout (so a bench never overwrites public/ or .cache/ that others use), and
// `gatsby build` itself with wall time and peak memory. Every site links node_modules to the
// checkout's, so the installed Gatsby is the one measured.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { round, root, sampleTreeRss, startChild, tempDir } from "./lib.mjs";

const GATSBY_CLI = path.join(root, "node_modules", "gatsby", "cli.js");

function write(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
}

const rootDeps = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).dependencies;
const PACKAGE = JSON.stringify(
  {
    name: "bare-gatsby-baseline",
    version: "1.0.0",
    private: true,
    license: "MIT",
    dependencies: { gatsby: rootDeps.gatsby, react: rootDeps.react, "react-dom": rootDeps["react-dom"] },
  },
  null,
  2,
);
const INDEX_PAGE = `import * as React from "react";
export default function Index() {
  return <main><h1>Hello</h1><p>A bare Gatsby 5 site: one page, no plugins.</p></main>;
}
export const Head = () => <title>Bare Gatsby</title>;
`;

/** A bare Gatsby 5 site: one page, no plugins. */
export function bareOnePageSite() {
  const dir = tempDir("bare-gatsby");
  write(dir, {
    "package.json": PACKAGE,
    "gatsby-config.js": "module.exports = { plugins: [] };\n",
    "src/pages/index.js": INDEX_PAGE,
  });
  return dir;
}

/**
 * A bare Gatsby 5 site (no plugins) that makes one page per entity the storefront makes a page for
 * (products, brands, categories, subcategories, thematic sections, articles, blog categories),
 * from the same API, with one plain template.
 */
export function bareCatalogueSite() {
  const dir = tempDir("bare-catalogue");
  write(dir, {
    "package.json": PACKAGE,
    "gatsby-config.js": "module.exports = { plugins: [] };\n",
    "src/pages/index.js": INDEX_PAGE,
    "src/templates/entity.js": `import * as React from "react";
export default function Entity({ pageContext }) {
  return <main><h1>{pageContext.title}</h1><p>{pageContext.kind}</p><p>{pageContext.detail}</p></main>;
}
export const Head = ({ pageContext }) => <title>{pageContext.title}</title>;
`,
    "gatsby-node.js": `const path = require("path");
const API = process.env.GATSBY_API_URL;
async function all(p) {
  const out = [];
  let next = API + p + (p.includes("?") ? "&" : "?") + "page_size=100";
  while (next) {
    const res = await fetch(next);
    if (!res.ok) throw new Error("GET " + next + " -> " + res.status);
    const page = await res.json();
    if (Array.isArray(page)) { out.push(...page); break; }
    out.push(...page.results);
    next = page.next ? new URL(page.next, API).toString() : null;
  }
  return out;
}
const tryAll = (p) => all(p).catch(() => []);
// Every page in each of the shop's languages (issue 18), as the storefront makes them: English at its path,
// Polish and German under /pl/ and /de/, each from the API's answers in its language (?lang=).
const LANGUAGES = ["en", "pl", "de"];
exports.createPages = async ({ actions }) => {
  const component = path.resolve("src/templates/entity.js");
  await Promise.all(LANGUAGES.map(async (lang) => {
    const q = "?lang=" + lang;
    const [products, brands, categories, sections, articles, blogCategories] = await Promise.all([
      all("/api/products/" + q), tryAll("/api/brands/" + q), tryAll("/api/categories/" + q),
      tryAll("/api/thematic-sections/" + q), tryAll("/api/blog/articles/" + q), tryAll("/api/blog/categories/" + q),
    ]);
    const prefix = lang === "en" ? "" : "/" + lang;
    const make = (url, kind, title, detail = "") => actions.createPage({ path: prefix + url, component, context: { kind, title, detail, lang } });
    for (const p of products) make("/products/" + p.slug + "/", "product", p.name, (p.brand && p.brand.name) + " " + p.price);
    for (const b of brands) make("/brands/" + b.slug + "/", "brand", b.name);
    for (const c of categories) {
      make("/categories/" + c.slug + "/", "category", c.name);
      for (const s of c.subcategories || []) make("/categories/" + c.slug + "/" + s.slug + "/", "subcategory", s.name);
    }
    for (const s of sections) make("/sections/" + s.slug + "/", "section", s.name);
    for (const a of articles) make("/blog/" + a.slug + "/", "article", a.title);
    for (const c of blogCategories) make("/blog/category/" + c.slug + "/", "blog category", c.name);
  }));
};
`,
  });
  return dir;
}

const STOREFRONT_ENTRIES = [
  "package.json", "tsconfig.json", "gatsby-config.ts", "gatsby-config.js", "gatsby-node.ts", "gatsby-node.js",
  "gatsby-browser.tsx", "gatsby-browser.ts", "gatsby-browser.js", "gatsby-ssr.tsx", "gatsby-ssr.ts", "gatsby-ssr.js",
  "src", "static", "plugins", "babel.config.js", ".babelrc",
];

/** A copy of the storefront's sources (not its public/ or .cache/) in a temp dir. */
export function storefrontCopy() {
  const dir = tempDir("storefront");
  for (const entry of STOREFRONT_ENTRIES) {
    const from = path.join(root, entry);
    if (!fs.existsSync(from)) continue;
    fs.cpSync(from, path.join(dir, entry), { recursive: true, filter: (src) => !/\/__tests__\/|\.test\.[jt]sx?$/.test(src) });
  }
  // The storefront imports the API's schemas (types) through the workspace package.
  fs.symlinkSync(path.join(root, "api"), path.join(dir, "api"), "dir");
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * `gatsby build` in `dir`: wall time, peak RSS of the whole process tree (sampled from /proc) and
 * GNU time's maximum resident set (the largest single process), exit code and the last lines.
 */
export async function gatsbyBuild(dir, { env = {}, label = "gatsby", echo = false, asTheShop = false } = {}) {
  const timeFile = path.join(dir, ".time-v.txt");
  const useTime = fs.existsSync("/usr/bin/time");
  // asTheShop: through scripts/build-site.mjs, as `npm start` and its publisher build; else `gatsby build`.
  const build = asTheShop ? [path.join(root, "scripts", "build-site.mjs")] : [GATSBY_CLI, "build"];
  const [cmd, argv] = useTime
    ? ["/usr/bin/time", ["-v", "-o", timeFile, process.execPath, ...build]]
    : [process.execPath, build];
  const t0 = performance.now();
  const child = startChild(cmd, argv, {
    cwd: dir,
    label,
    echo,
    env: { GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: "production", ...env },
  });
  const sampler = sampleTreeRss(child.pid);
  // Gatsby's own phase timings ("success Building static HTML for pages - 41.2s").
  const phases = {};
  // scripts/build-site.mjs ran Gatsby twice (its query-result race): seconds and phases then hold both runs.
  let retried = false;
  const onData = (chunk) => {
    const text = chunk.toString();
    for (const m of text.matchAll(/success (.+?) - ([\d.]+)s/g)) phases[m[1].trim()] = round((phases[m[1].trim()] ?? 0) + Number(m[2]), 1);
    if (text.includes("build-site: building once more")) retried = true;
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const code = await child.exited;
  const seconds = round((performance.now() - t0) / 1000, 1);
  const memory = sampler.stop();
  let maxRssMb = null;
  if (useTime && fs.existsSync(timeFile)) {
    const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(timeFile, "utf8"));
    if (m) maxRssMb = round(Number(m[1]) / 1024, 1);
  }
  // Every phase of half a second or more, slowest first.
  const slowest = Object.fromEntries(Object.entries(phases).filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1]));
  return { code, seconds, retried, ...memory, max_single_process_rss_mb: maxRssMb, phases_s: slowest, tail: child.output.slice(-25), output: child.output, public: path.join(dir, "public") };
}

/** Number of pages of a build: one page-data.json per page. */
export function countPages(publicDir) {
  let n = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name === "page-data.json") n++;
    }
  };
  const pd = path.join(publicDir, "page-data");
  if (fs.existsSync(pd)) walk(pd);
  return n;
}
