/** @jest-environment node */
import path from "node:path";
import { describe, expect, test } from "@jest/globals";
import { sitePageNodeProblems } from "./site-page-nodes";
import { withEditedGatsby } from "./edited-gatsby";

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
    const problems = withEditedGatsby(
      dist,
      FILES,
      [
        ["utils/source-nodes.js", "state.statefulSourcePlugins.has(rootNode.internal.owner)", "false"],
        ["internal-plugins/internal-data-bridge/gatsby-node.js", "emitter.on(`DELETE_PAGE`", "emitter.on(`DELETE_PAGES`"],
      ],
      sitePageNodeProblems,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/source-nodes\.js .*stale-node sweep/);
    expect(problems[1]).toMatch(/internal-data-bridge.*deletes a page's SitePage node/);
  });
});
