/**
 * Gatsby's scripts (its `_gatsby-scripts` slice: the chunk map, the site's version and the three first
 * scripts) written into each page as it is rendered, so that Gatsby's stitching finds the page already
 * as it would make it and does not write it again.
 *
 * Why: Gatsby renders each page with an empty placeholder for its scripts, then, once every page is
 * written, reads every page back and writes it again with the scripts in it (build-html.js,
 * stitchSlicesIntoPagesHTML: 3.7 GB written twice at 10,000 products in three languages). The
 * scripts are known before any page is rendered: the browser bundle's build writes them to
 * public/_gatsby/slices/_gatsby-scripts-1.html (gatsby-webpack-stats-extractor.js). Written in
 * place, between the comment markers Gatsby's stitching writes, they make the stitched page equal to
 * the page read, and Gatsby writes a page only when stitching changed it.
 *
 * Gatsby's stitching still reads every page and puts in the scripts as the file holds them then, so a
 * page rendered before that file changed (a rebuild whose bundle changed) comes out right anyway: this
 * only saves the write.
 */
import fs from "node:fs";
import path from "node:path";
import { gatsbyCodeProblems } from "./gatsby-code";

const SCRIPTS = "_gatsby-scripts-1";
/** The placeholder as Gatsby's ServerSliceRenderer renders it for the scripts slice. */
export const SCRIPTS_PLACEHOLDER = `<slice-start id="${SCRIPTS}"></slice-start><slice-end id="${SCRIPTS}"></slice-end>`;
/** Where the browser bundle's build writes the scripts (relative to the site, Gatsby's working directory). */
export const SCRIPTS_FILE = path.join("public", "_gatsby", "slices", `${SCRIPTS}.html`);

/** The scripts as Gatsby's stitching puts them into a page. */
const stitchedScripts = (scripts: string) => `<!-- slice-start id="${SCRIPTS}" -->${scripts}<!-- slice-end id="${SCRIPTS}" -->`;

/** The scripts this HTML worker read: undefined until it tries, null when there is no file. */
let scripts: string | null | undefined;

/**
 * `html` (what comes after the page's body) with the scripts placeholder replaced by the scripts, read
 * once per HTML worker; unchanged when it has no placeholder or there is no file (`gatsby develop`).
 */
export function withScriptsInPlace(html: string, read: () => string = () => fs.readFileSync(SCRIPTS_FILE, "utf8")): string {
  if (!html.includes(SCRIPTS_PLACEHOLDER)) return html;
  if (scripts === undefined) {
    try {
      scripts = read();
    } catch {
      scripts = null;
    }
  }
  const found = scripts;
  // A function, so that a "$" in the scripts is not read as a replacement pattern.
  return found === null ? html : html.replace(SCRIPTS_PLACEHOLDER, () => stitchedScripts(found));
}

/** For tests: forget the scripts read. */
export function forgetScripts(): void {
  scripts = undefined;
}

/**
 * What this relies on in Gatsby's code: its build (`dist`: gatsby/dist) and its runtime (`cacheDir`:
 * gatsby/cache-dir).
 */
export function scriptsSliceProblems(dist: string, cacheDir: string): string[] {
  const runtime = gatsbyCodeProblems(cacheDir, [
    ["static-entry.js", "createElement(ServerSliceRenderer, { sliceId: `_gatsby-scripts`, })", "puts the scripts slice's placeholder after the page"],
    [
      "slice/server-slice-renderer.js",
      "React.createElement(`slice-start`, { id: `${sliceId}-1`, }), React.createElement(`slice-end`, { id: `${sliceId}-1`, }),",
      "renders a placeholder as empty slice-start and slice-end elements with the slice's id",
    ],
  ]);
  return [...runtime, ...gatsbyCodeProblems(dist, [
    [
      "utils/gatsby-webpack-stats-extractor.js",
      "(0, _ensureFileContent.ensureFileContent)(_path.default.join(`public`, `_gatsby`, `slices`, `_gatsby-scripts-1.html`), chunkSliceContents + hashSliceContents + assetSliceContents.join(``));",
      "writes the scripts to public/_gatsby/slices/_gatsby-scripts-1.html when it builds the browser bundle",
    ],
    [
      "utils/slices/stitching.js",
      "processedHTML += htmlString.substring(cursor, meta.index) + `<!-- slice-start id=\"${meta.id}\" -->`;",
      "opens a stitched slice with a slice-start comment",
    ],
    [
      "utils/slices/stitching.js",
      "processedHTML += `${await stitchSlices(await getSliceContent(meta.id), publicDir)}<!-- slice-end id=\"${meta.id}\" -->`;",
      "closes it with a slice-end comment after the slice's content",
    ],
    ["utils/slices/stitching.js", "if (html !== processedHTML) { await fs.writeFile(htmlFilePath, processedHTML); }", "writes a page only when stitching changed it"],
  ])];
}
