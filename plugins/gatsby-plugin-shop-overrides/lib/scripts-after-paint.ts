/**
 * Gatsby's first scripts (webpack runtime, framework, app) started after the page's first paint, by one
 * inline script in place of their `<script src async>` tags.
 *
 * Why: an async script runs as soon as it has arrived. From the network of a laptop, or from the
 * offline worker's cache on a phone, the three arrive before the browser has laid out and painted a
 * page of ≈ 100 KB of HTML, and their evaluation (≈ 40 ms for app.js unthrottled, four times that on a
 * mid-range phone) comes before the first paint. Lighthouse's simulation then counts their download on
 * slow 4G and their evaluation into the page's largest paint. Started after the first frame, the
 * page paints first and hydrates right after; on a slow network the scripts are still downloading
 * when the page paints, so they start about one frame later than the preload scanner would have asked
 * for them.
 *
 * How: Gatsby writes the scripts into public/_gatsby/slices/_gatsby-scripts-1.html with
 * `ensureFileContent` (gatsby-webpack-stats-extractor.js), and its stitching copies that file into
 * every page. The override wraps `ensureFileContent` so that this one file is written with the loader,
 * through Gatsby's own compare-then-write: a rebuild with the same bundle writes nothing and stitches
 * nothing again, as before. src/html.tsx writes the same file into each page (lib/scripts-slice.ts).
 *
 * A page whose largest picture is asked for by a script (the search page's first result) can hold the
 * scripts back until that picture has loaded, for a second at most (HOLD_SCRIPTS_GLOBAL): on a slow link
 * the picture otherwise shares the bandwidth with them.
 */
import fs from "node:fs";
import path from "node:path";
import { gatsbyCodeProblems } from "./gatsby-code";
import { AFTER_FIRST_FRAME, HOLD_SCRIPTS_GLOBAL, HOLD_SCRIPTS_MS } from "./after-first-frame";
import { SCRIPTS_FILE } from "./scripts-slice";

/** The id of the inline script that starts them (bench/bundle.mjs reads its list). */
export const LOADER_ID = "gatsby-scripts-after-paint";

const ASYNC_SCRIPT = /<script src="([^"<>]+\.js)" async><\/script>/g;

/**
 * The scripts slice with its async script tags replaced by one loader placed where the first was. A
 * hidden page (a background tab, a prerender) paints no frame to wait for: it starts them at once, or
 * as soon as it is hidden.
 */
export function withScriptsAfterPaint(slice: string): string {
  const sources = [...slice.matchAll(ASYNC_SCRIPT)].map((m) => m[1]);
  if (sources.length === 0) return slice;
  // Each URL is a script of the bundle (no quote or "<" in it: the pattern above); JSON keeps it a string.
  // A page hidden before its frame (the visitor switched tabs) gets no frame either: it starts them then.
  // A page's hold (HOLD_SCRIPTS_GLOBAL) is waited for HOLD_SCRIPTS_MS at most, and not in a hidden page.
  const loader =
    `<script id="${LOADER_ID}">(function(s){var d=0;function start(){if(d)return;d=1;s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `function go(){var h=window.${HOLD_SCRIPTS_GLOBAL};if(d)return;if(h&&typeof h.then==="function"&&!hidden()){setTimeout(start,${HOLD_SCRIPTS_MS});h.then(start,start)}else start()}` +
    `${AFTER_FIRST_FRAME}})` +
    `(${JSON.stringify(sources)})</script>`;
  let first = true;
  return slice.replace(ASYNC_SCRIPT, () => {
    const replacement = first ? loader : "";
    first = false;
    return replacement;
  });
}

type EnsureFileContent = (file: string, data: string) => Promise<boolean>;

/**
 * Wraps Gatsby's `ensureFileContent` (the module object in `ensureModule`) so that the scripts slice is
 * written with the loader. Once per process: a second call leaves the first wrapper in place.
 */
export function writeScriptsAfterPaint(ensureModule: { ensureFileContent: EnsureFileContent & { afterPaint?: true } }): void {
  const original = ensureModule.ensureFileContent;
  if (original.afterPaint) return;
  const wrapped = Object.assign(
    (file: string, data: string) => original(file, path.normalize(file) === SCRIPTS_FILE ? withScriptsAfterPaint(data) : data),
    { afterPaint: true as const },
  );
  ensureModule.ensureFileContent = wrapped;
}

/** What this relies on in Gatsby's build code (`dist`: gatsby/dist). */
export function scriptsAfterPaintProblems(dist: string): string[] {
  return gatsbyCodeProblems(dist, [
    [
      "utils/gatsby-webpack-stats-extractor.js",
      "assetSliceContents.push(`<script src=\"${this.publicPath}/${asset}\" async></script>`);",
      "writes each of the app's first scripts as <script src async>",
    ],
    [
      "utils/gatsby-webpack-stats-extractor.js",
      "var _ensureFileContent = require(\"./ensure-file-content\");",
      "reaches ensureFileContent through the module's exports",
    ],
    ["utils/ensure-file-content.js", "exports.ensureFileContent = ensureFileContent;", "exports ensureFileContent as a property"],
  ]);
}

/** After a build: the slice file Gatsby stitched into every page starts its scripts with the loader. */
export function scriptsAfterPaintResultProblems(siteDir: string): string[] {
  const slice = fs.readFileSync(path.join(siteDir, SCRIPTS_FILE), "utf8");
  if (slice.includes(`id="${LOADER_ID}"`) && slice.match(ASYNC_SCRIPT) === null) return [];
  return [`${SCRIPTS_FILE} does not start its scripts after the first paint: Gatsby no longer writes it through ensureFileContent`];
}
