/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test } from "@jest/globals";
import { SCRIPTS_FILE, SCRIPTS_PLACEHOLDER, forgetScripts, scriptsSliceProblems, withScriptsInPlace } from "./scripts-slice";
import { withEditedGatsby } from "./edited-gatsby";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const [dist, cacheDir] = [path.join(gatsbyDir, "dist"), path.join(gatsbyDir, "cache-dir")];
/* eslint-disable @typescript-eslint/no-require-imports */
// Gatsby's own placeholder and stitching, from the installed package.
const { ServerSliceRenderer } = require("gatsby/cache-dir/slice/server-slice-renderer") as {
  ServerSliceRenderer: React.FC<{ sliceId: string }>;
};
const { stitchSliceForAPage } = require(path.join(gatsbyDir, "dist/utils/slices/stitching.js")) as {
  stitchSliceForAPage: (args: { pagePath: string; publicDir: string }) => Promise<void>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const SCRIPTS = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script src="/app-0123.js" async></script>';
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "scripts-slice-"));
  forgetScripts();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What follows a page's body, as Gatsby's static-entry hands it to the document. */
const afterBody = renderToStaticMarkup(
  <>
    <script id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: "/*<![CDATA[*/window.pagePath=\"/\";/*]]>*/" }} />
    <ServerSliceRenderer sliceId="_gatsby-scripts" />
  </>,
);

describe("Gatsby's scripts written into each page as it is rendered", () => {
  test("the installed Gatsby is what this was written for", () => {
    expect(scriptsSliceProblems(dist, cacheDir)).toEqual([]);
    expect(afterBody).toContain(SCRIPTS_PLACEHOLDER);
  });

  test("Gatsby's stitching finds the page as it would make it, and does not write it again", async () => {
    const publicDir = path.join(dir, "public");
    fs.mkdirSync(path.join(publicDir, "_gatsby", "slices"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"), SCRIPTS);
    const page = (name: string, after: string) => {
      fs.mkdirSync(path.join(publicDir, name), { recursive: true });
      fs.writeFileSync(path.join(publicDir, name, "index.html"), `<html><body><div id="___gatsby"></div>${after}</body></html>`);
      return path.join(publicDir, name, "index.html");
    };
    const asGatsbyWrites = page("gatsby", afterBody);
    const inPlace = page("ours", withScriptsInPlace(afterBody, () => SCRIPTS));
    const written = fs.statSync(inPlace).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));

    await stitchSliceForAPage({ pagePath: "/gatsby/", publicDir });
    await stitchSliceForAPage({ pagePath: "/ours/", publicDir });
    expect(fs.readFileSync(inPlace, "utf8")).toBe(fs.readFileSync(asGatsbyWrites, "utf8"));
    expect(fs.statSync(inPlace).mtimeMs).toBe(written); // not written again

    // A rebuild whose bundle changed: stitching puts in the scripts as the file holds them now.
    fs.writeFileSync(path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"), '<script src="/app-4567.js" async></script>');
    await stitchSliceForAPage({ pagePath: "/ours/", publicDir });
    expect(fs.readFileSync(inPlace, "utf8")).toContain('<!-- slice-start id="_gatsby-scripts-1" --><script src="/app-4567.js" async></script><!-- slice-end');
  });

  test("reads the scripts once per worker, from public/ of the site it renders", () => {
    let reads = 0;
    const read = () => {
      reads++;
      return SCRIPTS;
    };
    expect(withScriptsInPlace(afterBody, read)).toBe(withScriptsInPlace(afterBody, read));
    expect(reads).toBe(1);
    expect(SCRIPTS_FILE).toBe(path.join("public", "_gatsby", "slices", "_gatsby-scripts-1.html"));
  });

  test("writes the scripts as they are, a $ in them included", () => {
    const scripts = '<script>window.price="$&$1$$";</script>';
    expect(withScriptsInPlace(afterBody, () => scripts)).toContain(`<!-- slice-start id="_gatsby-scripts-1" -->${scripts}<!-- slice-end`);
  });

  test("leaves the placeholder to Gatsby when there is no scripts file (gatsby develop), and text without one as it is", () => {
    const missing = () => {
      throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
    };
    expect(withScriptsInPlace(afterBody, missing)).toBe(afterBody);
    expect(withScriptsInPlace("<script>1</script>", () => SCRIPTS)).toBe("<script>1</script>");
  });

  test("a Gatsby that writes its scripts elsewhere, or stitches every page anyway, is refused", () => {
    const problems = withEditedGatsby(
      dist,
      ["utils/gatsby-webpack-stats-extractor.js", "utils/slices/stitching.js"],
      [
        ["utils/gatsby-webpack-stats-extractor.js", "`_gatsby-scripts-1.html`", "`scripts.html`"],
        ["utils/slices/stitching.js", "if (html !== processedHTML) {", "if (true) {"],
      ],
      (copy) => scriptsSliceProblems(copy, cacheDir),
    );
    expect(problems).toEqual([
      "utils/gatsby-webpack-stats-extractor.js no longer writes the scripts to public/_gatsby/slices/_gatsby-scripts-1.html when it builds the browser bundle",
      "utils/slices/stitching.js no longer writes a page only when stitching changed it",
    ]);
  });
});
