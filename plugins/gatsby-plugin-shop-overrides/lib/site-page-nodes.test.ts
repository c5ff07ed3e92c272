/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "@jest/globals";
import { sitePageNodeProblems } from "./site-page-nodes";

const dist = path.join(path.dirname(require.resolve("gatsby/package.json")), "dist");
const FILES = [
  "utils/source-nodes.js",
  "redux/reducers/stateful-source-plugins.js",
  "redux/actions/public.js",
  "internal-plugins/internal-data-bridge/gatsby-node.js",
];

describe("SitePage nodes spared from the stale-node sweep: what it relies on in Gatsby", () => {
  test("the installed Gatsby is what the override was written for", () => {
    expect(sitePageNodeProblems(dist)).toEqual([]);
  });

  test("a Gatsby whose sweep no longer spares stateful plugins' nodes is refused", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-dist-"));
    try {
      for (const file of FILES) {
        fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        fs.copyFileSync(path.join(dist, file), path.join(copy, file));
      }
      const sweep = path.join(copy, "utils/source-nodes.js");
      fs.writeFileSync(sweep, fs.readFileSync(sweep, "utf8").replace("state.statefulSourcePlugins.has(rootNode.internal.owner)", "false"));
      const bridge = path.join(copy, "internal-plugins/internal-data-bridge/gatsby-node.js");
      fs.writeFileSync(bridge, fs.readFileSync(bridge, "utf8").replace("emitter.on(`DELETE_PAGE`", "emitter.on(`DELETE_PAGES`"));
      const problems = sitePageNodeProblems(copy);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/source-nodes\.js .*stale-node sweep/);
      expect(problems[1]).toMatch(/internal-data-bridge.*deletes a page's SitePage node/);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
