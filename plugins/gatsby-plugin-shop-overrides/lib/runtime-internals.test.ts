/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "@jest/globals";
import { RUNTIME_EXPECTATIONS, helmetProblems, offlinePluginProblems, runtimeProblems } from "./runtime-internals";
import { sitePageProblems } from "./schema";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));

describe("the installed Gatsby and its plugins", () => {
  it("have every piece of runtime the browser and server overrides rely on", () => {
    expect(runtimeProblems(gatsbyDir)).toEqual([]);
    expect(helmetProblems(createRequire(__filename)("gatsby-plugin-react-helmet/gatsby-ssr"))).toEqual([]);
    const reducer = path.join(gatsbyDir, "dist/redux/reducers/inference-metadata.js");
    expect(sitePageProblems(path.join(gatsbyDir, "dist/schema/types/built-in-types.js"), reducer)).toEqual([]);
    expect(offlinePluginProblems(createRequire(__filename).resolve("gatsby-plugin-offline/gatsby-browser"))).toEqual([]);
  });
});

describe("a Gatsby whose runtime has changed", () => {
  it("is reported, piece by piece", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-"));
    for (const file of new Set(RUNTIME_EXPECTATIONS.map((e) => e.file))) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.copyFileSync(path.join(gatsbyDir, file), path.join(copy, file));
    }
    const app = path.join(copy, "cache-dir/production-app.js");
    // React 19's options renamed, say: the hydrate function would no longer pass what Gatsby passes.
    fs.writeFileSync(app, fs.readFileSync(app, "utf8").replaceAll("onCaughtError: handleCaughtError", "onCaughtError: reportCaught"));
    const problems = runtimeProblems(copy);
    fs.rmSync(copy, { recursive: true, force: true });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^gatsby\/cache-dir\/production-app\.js no longer has .*hydrate function hydrates/);
  });

  it("is reported when the helmet plugin or SitePage changed", () => {
    expect(helmetProblems({})).toHaveLength(1);
    const types = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "types-")), "built-in-types.js");
    fs.writeFileSync(types, "type SitePage implements Node {");
    expect(sitePageProblems(types, path.join(gatsbyDir, "dist/redux/reducers/inference-metadata.js"))).toHaveLength(1);
    expect(sitePageProblems(types, types)).toHaveLength(2);
    const offline = path.join(path.dirname(types), "gatsby-browser.js");
    fs.writeFileSync(offline, "exports.onRouteUpdate = function () {};");
    expect(offlinePluginProblems(offline)).toHaveLength(2);
  });
});
