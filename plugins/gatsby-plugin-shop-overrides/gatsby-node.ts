/**
 * The build-time overrides of Gatsby (README.md beside this file: why, measured gain, what each relies
 * on). Each checks that what it replaces is still what it expects and fails the build when not.
 */
import path from "node:path";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import type { GatsbyNode, Reporter } from "gatsby";
import browserslist from "browserslist";
import { oneGatsbyWorkerPerCore, workerCountProblems } from "./lib/every-core";
import { minifyWithSwc } from "./lib/swc-minify";
import { swcTargets, transpileWithSwc } from "./lib/swc-transpile";
import { shortCssModuleNames } from "./lib/css-module-names";
import { unnamedSharedChunks } from "./lib/shared-chunk-names";
import { StableCompilationHashPlugin, stableCompilationHash } from "./lib/stable-compilation-hash";
import { EagerCompileHintPlugin, compileHintProblems } from "./lib/compile-hints";
import { withLanguageShells, withQueryFreePageData, withShellPathGatsbyKnows } from "./lib/service-worker";
import { SITE_PAGE_NOT_INFERRED, sitePageProblems } from "./lib/schema";
import { ENABLE_STATEFUL, sitePageNodeProblems } from "./lib/site-page-nodes";
import { keptPagesProblems } from "./lib/kept-pages";
import { scriptsSliceProblems } from "./lib/scripts-slice";
import { scriptsAfterPaintProblems, scriptsAfterPaintResultProblems, writeScriptsAfterPaint } from "./lib/scripts-after-paint";
import { criticalCssProblems, criticalCssResultProblems } from "./lib/critical-css-checks";
import { helmetProblems, offlinePluginProblems, runtimeProblems } from "./lib/runtime-internals";
import { PARTYTOWN_SNIPPET_MODULE, partytownSnippetProblems, partytownSnippetStub } from "./lib/partytown-dev-only";
import { manifestLaterResultProblems } from "./lib/manifest-later";

const PLUGIN = "gatsby-plugin-shop-overrides";
const siteRequire = () => createRequire(path.resolve("package.json"));
const gatsbyDir = () => path.dirname(siteRequire().resolve("gatsby/package.json"));

function failOn(reporter: Reporter, problems: string[]): boolean {
  if (problems.length === 0) return false;
  reporter.panicOnBuild(`${PLUGIN}: Gatsby is not what its overrides were written for (see plugins/${PLUGIN}/README.md):\n  ${problems.join("\n  ")}`);
  return true;
}

/** The alias under which gatsby-browser.tsx reaches Gatsby's apiRunner (the copy in .cache, with the site's plugins). */
const API_RUNNER_ALIAS = "gatsby-plugin-shop-overrides/api-runner-browser$";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const dist = path.join(gatsbyDir(), "dist");
  if (failOn(reporter, workerCountProblems({ pool: path.join(dist, "utils/worker/pool.js"), initialize: path.join(dist, "services/initialize.js") }))) return;
  oneGatsbyWorkerPerCore();
  // Before the browser bundle's build writes the scripts slice (lib/scripts-after-paint.ts).
  if (failOn(reporter, scriptsAfterPaintProblems(dist))) return;
  writeScriptsAfterPaint(siteRequire()(path.join(dist, "utils/ensure-file-content.js")));
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const helmetSsr = siteRequire()("gatsby-plugin-react-helmet/gatsby-ssr") as { onRenderBody?: unknown };
  // Before sourceNodes, whose stale-node sweep would otherwise delete every page's node (lib/site-page-nodes.ts).
  if (!failOn(reporter, sitePageNodeProblems(path.join(gatsbyDir(), "dist")))) store.dispatch(ENABLE_STATEFUL);
  failOn(reporter, [
    // The site's createPages keeps unchanged pages with lib/kept-pages.ts (and checks the result in onPostBootstrap).
    ...keptPagesProblems(path.join(gatsbyDir(), "dist")),
    // src/html.tsx writes Gatsby's scripts into each page as it renders it (lib/scripts-slice.ts).
    ...scriptsSliceProblems(path.join(gatsbyDir(), "dist"), path.join(gatsbyDir(), "cache-dir")),
    // src/html.tsx cuts Gatsby's inline stylesheet down to each page's rules (lib/critical-css.ts).
    ...criticalCssProblems(path.join(gatsbyDir(), "cache-dir")),
    ...partytownSnippetProblems(path.join(gatsbyDir(), "dist")),
    ...runtimeProblems(gatsbyDir()),
    ...helmetProblems(helmetSsr),
    ...offlinePluginProblems(siteRequire().resolve("gatsby-plugin-offline/gatsby-browser")),
    ...sitePageProblems(
      path.join(gatsbyDir(), "dist/schema/types/built-in-types.js"),
      path.join(gatsbyDir(), "dist/redux/reducers/inference-metadata.js"),
    ),
  ]);
};

/**
 * Production builds only (`gatsby develop` keeps Gatsby's settings), but for the alias, which the
 * browser code needs in every stage.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, reporter, store, plugins }) => {
  const config = getConfig();
  const siteDir = (store.getState() as { program: { directory: string } }).program.directory;
  config.resolve.alias = { ...config.resolve.alias, [API_RUNNER_ALIAS]: path.join(siteDir, ".cache/api-runner-browser.js") };
  if (stage === "build-javascript" || stage === "build-html") {
    // No source maps: public/ maps are used by nothing (≈ 7 s of CPU). render-page.js is not minified,
    // so an error while rendering a page still points at readable code.
    config.devtool = false;
    // No persistent webpack cache on a cold build (renderer 14.9 → 5.8 s at 10,000 products);
    // WEBPACK_CACHE=1 keeps it for repeated local builds with the same .cache (README, Configuration).
    if (process.env.WEBPACK_CACHE !== "1") config.cache = false;
    try {
      shortCssModuleNames(config.module.rules);
      transpileWithSwc(config.module.rules, {
        stage,
        siteDir,
        targets: swcTargets(browserslist(undefined, { path: siteDir })), // package.json's browserslist
        swcLoader: createRequire(path.join(siteDir, "package.json")).resolve("swc-loader"),
      });
      if (stage === "build-javascript") {
        minifyWithSwc(config.optimization?.minimizer);
        unnamedSharedChunks(config.optimization?.splitChunks);
        config.plugins = [
          ...(config.plugins ?? []),
          new StableCompilationHashPlugin(),
          new EagerCompileHintPlugin(),
          plugins.normalModuleReplacement(PARTYTOWN_SNIPPET_MODULE, partytownSnippetStub(siteDir)),
        ];
      }
    } catch (error) {
      failOn(reporter, [`webpack ${stage}: ${error instanceof Error ? error.message : String(error)}`]);
      return;
    }
    if (stage === "build-html") {
      // The server renderer never sends a request (every page renders from its context), but the API
      // client imports axios, whose Node build (≈ 0.9 MB) webpack would parse and bundle into the
      // renderer (≈ 0.6 s at 2,000 products). Node loads it from node_modules instead, if ever.
      config.externals = [...(config.externals ?? []), { axios: "commonjs axios" }];
    }
  }
  actions.replaceWebpackConfig(config);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(SITE_PAGE_NOT_INFERRED);
};

/** Runs after gatsby-plugin-offline's onPostBuild (this plugin comes after it in gatsby-config), which writes sw.js. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const serviceWorker = path.join(program.directory, "public", "sw.js");
  try {
    // Gatsby must have taken the site's version from the digest (lib/stable-compilation-hash.ts).
    const appData = JSON.parse(await fs.readFile(path.join(program.directory, "public", "page-data", "app-data.json"), "utf8"));
    if (appData.webpackCompilationHash !== stableCompilationHash()) {
      failOn(reporter, [
        `public/page-data/app-data.json has webpackCompilationHash ${appData.webpackCompilationHash}, not the digest ${stableCompilationHash()} (lib/stable-compilation-hash.ts): Gatsby no longer takes it from stats.hash`,
      ]);
      return;
    }
    // The scripts slice every page was stitched with starts the scripts after the first paint.
    if (failOn(reporter, scriptsAfterPaintResultProblems(program.directory))) return;
    // Pages inline their own rules and bring the whole stylesheet after the first paint.
    if (failOn(reporter, criticalCssResultProblems(path.join(program.directory, "public")))) return;
    // React's and Gatsby's scripts still start with V8's compile hint (nothing minified them again after it).
    if (failOn(reporter, compileHintProblems(path.join(program.directory, "public")))) return;
    // The manifest link waits in its template (lib/manifest-later.ts): a page, another language's, the 404 page, the app shell.
    for (const page of ["index.html", "pl/index.html", "404.html", "offline-plugin-app-shell-fallback/index.html"]) {
      const html = await fs.readFile(path.join(program.directory, "public", page), "utf8");
      if (failOn(reporter, manifestLaterResultProblems(html, page))) return;
    }
    await fs.writeFile(serviceWorker, withLanguageShells(withQueryFreePageData(await fs.readFile(serviceWorker, "utf8"))));
    for (const lang of ["pl", "de"]) {
      const shell = path.join(program.directory, "public", lang, "offline-plugin-app-shell-fallback", "index.html");
      await fs.writeFile(shell, withShellPathGatsbyKnows(await fs.readFile(shell, "utf8"), lang));
    }
  } catch (error) {
    failOn(reporter, [error instanceof Error ? error.message : String(error)]);
  }
};
