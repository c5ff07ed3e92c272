import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "@jest/globals";
import { PARTYTOWN_SNIPPET_MODULE, partytownSnippetProblems, partytownSnippetStub } from "./partytown-dev-only";
import { withEditedGatsby } from "./edited-gatsby";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const dist = path.join(gatsbyDir, "dist");
const BROWSER = "internal-plugins/partytown/gatsby-browser.js";

describe("the Partytown snippet left out of production browser builds", () => {
  test("the installed Gatsby uses it in development only; a Gatsby that uses it in production is refused", () => {
    expect(partytownSnippetProblems(dist)).toEqual([]);
    const problems = withEditedGatsby(dist, [BROWSER], [[BROWSER, "if (process.env.NODE_ENV !== `development`) {", "if (false) {"]], partytownSnippetProblems);
    expect(problems).toEqual([`${BROWSER} no longer uses the Partytown snippet in development only (lib/partytown-dev-only.ts)`]);
  });

  test("the pattern names the module webpack resolves, and the stub exports what Gatsby calls, loudly", () => {
    const resolved = require.resolve("gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet");
    expect(resolved).toMatch(PARTYTOWN_SNIPPET_MODULE);
    expect(path.join(gatsbyDir, "dist", BROWSER)).not.toMatch(PARTYTOWN_SNIPPET_MODULE);
    const stub = partytownSnippetStub(path.resolve(__dirname, "../../.."));
    expect(fs.existsSync(stub)).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { injectPartytownSnippet } = require(stub) as { injectPartytownSnippet: () => void };
    expect(() => injectPartytownSnippet()).toThrow(/left out of production builds/);
  });
});
