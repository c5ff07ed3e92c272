/**
 * The shop's own TypeScript is compiled by SWC (swc-loader) instead of Babel in both production build
 * stages: the browser scripts (build-javascript, for the browsers Gatsby targets) and the server
 * renderer (build-html, for this Node.js). Babel ran on webpack's single thread over every source file,
 * twice per file (see transpileWithSwc) and in each stage: ≈ 3.5 s of a 9 s bundle compile and as much
 * again for the renderer, on every build whatever the catalogue's size. With SWC the bundles took 6.9
 * instead of 15.3 s and the renderer 2.8 instead of 4.6 s at 300 products (with SWC's minifier too).
 *
 * Babel keeps what only Gatsby's preset does:
 * - files that use `graphql` / `useStaticQuery` (babel-plugin-remove-graphql-queries swaps each query
 *   for the id of its result, which Gatsby extracts at build time);
 * - Gatsby's own runtime (.cache, gatsby/cache-dir) and anything else outside the site's sources.
 * What SWC emits is what Babel emitted for these files: JSX through React.createElement (Gatsby's
 * default "classic" runtime), TypeScript types stripped, ES modules left to webpack (tree shaking),
 * syntax lowered for the same browsers (the browserslist in package.json) or for Node.js in the renderer.
 */
import fs from "node:fs";
import path from "node:path";

type Stage = "build-javascript" | "build-html";

interface Rule {
  test?: unknown;
  use?: unknown;
}

interface UseInfo {
  resource?: string;
}

/** Babel's own transform for GraphQL queries is needed wherever a query is written. */
const USES_GRAPHQL = /\bgraphql\b|\buseStaticQuery\b/;

/** Whether a module is the site's own TypeScript that SWC can compile without Gatsby's Babel plugins. */
export function compiledBySwc(resource: string | undefined, siteDir: string): boolean {
  if (!resource || !/\.tsx?$/.test(resource)) return false;
  const relative = path.relative(siteDir, resource);
  const ours =
    relative.startsWith(`src${path.sep}`) ||
    relative.startsWith(`plugins${path.sep}`) ||
    /^gatsby-(browser|ssr)\.tsx?$/.test(relative);
  if (!ours || relative.includes(`node_modules${path.sep}`)) return false;
  try {
    return !USES_GRAPHQL.test(fs.readFileSync(resource, "utf8"));
  } catch {
    return false; // unreadable here: Babel's rule reports it as it always has
  }
}

/**
 * swc-loader's options for a stage. `targets` is the browser list Babel would use (versions, e.g.
 * { chrome: "109", safari: "18.5" }), for build-javascript.
 */
export function swcOptions(stage: Stage, resource: string, targets: Record<string, string>): object {
  const tsx = resource.endsWith(".tsx");
  return {
    swcrc: false,
    sourceMaps: false,
    module: { type: "es6" },
    jsc: {
      parser: { syntax: "typescript", tsx },
      transform: { react: { runtime: "classic", development: false, throwIfNamespace: true } },
      ...(stage === "build-html" ? { target: "es2022" } : {}),
    },
    ...(stage === "build-javascript" ? { env: { targets } } : {}),
  };
}

type Use = Array<{ loader?: unknown }>;
type UseFunction = (info: UseInfo & { issuer?: string; resourceQuery?: string }) => Use;

/** The loaders a rule gives a module (Gatsby's rules compute them per module). */
function loadersOf(rule: Rule, info: UseInfo & { issuer?: string; resourceQuery?: string }): Use {
  if (typeof rule.use === "function") return (rule.use as UseFunction)(info);
  return Array.isArray(rule.use) ? (rule.use as Use) : [];
}

/** Gatsby's rules that run Babel on TypeScript: its JavaScript rule and gatsby-plugin-typescript's. */
function isBabelRuleForTypeScript(rule: Rule): boolean {
  if (!(rule.test instanceof RegExp) || !rule.test.test("x.tsx")) return false;
  return loadersOf(rule, { resource: "x.tsx", issuer: "", resourceQuery: "" }).some(
    (u) => typeof u?.loader === "string" && /babel-loader/.test(u.loader),
  );
}

/**
 * Makes Gatsby's rules hand the site's own TypeScript to swc-loader. Two of Gatsby's rules match a .tsx
 * file, its JavaScript rule and gatsby-plugin-typescript's, and webpack chains the loaders of every
 * matching rule: each such file went through Babel twice. For SWC's files the first rule gives
 * swc-loader and the others nothing; every other module keeps Gatsby's loaders. Throws unless both
 * of Gatsby's rules are there: with one of them changed, a file could go through Babel and SWC, or
 * through Babel alone, unnoticed.
 */
export function transpileWithSwc(
  rules: Rule[],
  {
    stage,
    siteDir,
    targets,
    swcLoader,
  }: { stage: Stage; siteDir: string; targets: Record<string, string>; swcLoader: string },
): void {
  const babelRules = rules.filter(isBabelRuleForTypeScript);
  if (babelRules.length !== 2) {
    throw new Error(
      `Expected Gatsby's JavaScript rule and gatsby-plugin-typescript's to run babel-loader on .tsx, found ${babelRules.length} such rules`,
    );
  }
  // Each rule asks about each module: the file is read once per stage, not once per rule.
  const bySwc = new Map<string | undefined, boolean>();
  const decide = (resource: string | undefined) => {
    if (!bySwc.has(resource)) bySwc.set(resource, compiledBySwc(resource, siteDir));
    return bySwc.get(resource) as boolean;
  };
  babelRules.forEach((rule, index) => {
    const original = { use: rule.use };
    rule.use = (info: UseInfo) => {
      if (!decide(info.resource)) return loadersOf(original, info);
      return index === 0 ? [{ loader: swcLoader, options: swcOptions(stage, info.resource as string, targets) }] : [];
    };
  });
}

/** Browserslist's names for the browsers SWC (like Babel's preset-env) knows; the others are ignored as Babel ignores them. */
const SWC_BROWSER_NAMES: Record<string, string> = {
  chrome: "chrome",
  and_chr: "chrome",
  edge: "edge",
  firefox: "firefox",
  and_ff: "firefox",
  safari: "safari",
  ios_saf: "ios",
  opera: "opera",
  op_mob: "opera_mobile",
  samsung: "samsung",
  android: "android",
};

/**
 * The oldest version of each browser in a browserslist result (["chrome 109", "safari 18.5-18.7", …]),
 * in SWC's terms: { chrome: "109", safari: "18.5" }.
 */
export function swcTargets(browsers: string[]): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const entry of browsers) {
    const [name, versions] = entry.split(" ");
    const swcName = SWC_BROWSER_NAMES[name];
    const version = versions?.split("-")[0];
    if (!swcName || !version || !/^\d+(\.\d+)*$/.test(version)) continue;
    const current = targets[swcName];
    if (current === undefined || compareVersions(version, current) < 0) targets[swcName] = version;
  }
  return targets;
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split(".").map(Number), b.split(".").map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
