/** @jest-environment node */
import path from "node:path";
import { describe, expect, test } from "@jest/globals";
import type { Store } from "gatsby";
import { keepPage, keptPagesLost, keptPagesProblems } from "./kept-pages";
import { withEditedGatsby } from "./edited-gatsby";

const dist = path.join(path.dirname(require.resolve("gatsby/package.json")), "dist");
const FILES = ["services/create-pages.js", "utils/changed-pages.js", "redux/actions/public.js"];
// Gatsby's own store and sweep of untouched pages, from the installed package. The store starts empty, as
// in Gatsby's workers, not from a build's .cache in this folder.
process.env.GATSBY_WORKER_POOL_WORKER = "true";
/* eslint-disable @typescript-eslint/no-require-imports */
const { deleteUntouchedPages } = require(path.join(dist, "utils/changed-pages.js")) as {
  deleteUntouchedPages: (pages: Map<string, unknown>, since: number, stateful: boolean) => string[];
};
const { store } = require(path.join(dist, "redux/index.js")) as { store: Store & { getState(): { pages: Map<string, unknown> } } };
/* eslint-enable @typescript-eslint/no-require-imports */

describe("pages kept without createPage: what it relies on in Gatsby", () => {
  test("the installed Gatsby is what the override was written for", () => {
    expect(keptPagesProblems(dist)).toEqual([]);
  });

  test("Gatsby's own store and sweep: the untouched page goes, the kept one stays", () => {
    const TEMPLATE = "/site/src/templates/product.tsx";
    const created = Date.now() - 60_000;
    for (const pagePath of ["/products/kept/", "/products/gone/"]) {
      store.dispatch({
        type: "CREATE_PAGE",
        plugin: { name: "default-site-plugin" },
        payload: { path: pagePath, component: TEMPLATE, componentPath: TEMPLATE, componentChunkName: "component---product", updatedAt: created, context: { product: "{}" } },
      });
    }
    const createPagesStarted = Date.now();
    expect(keepPage(store, "/products/kept/")).toBe(true);
    expect(keepPage(store, "/products/never-built/")).toBe(false);
    expect(deleteUntouchedPages(store.getState().pages, createPagesStarted, true)).toEqual(["/products/gone/", "/page-data/products/gone/"]);
    expect(keptPagesLost(store, ["/products/kept/"])).toEqual([]);
    expect(keptPagesLost(store, ["/products/kept/", "/products/gone/"])).toEqual(["/products/gone/"]);
  });

  test("a Gatsby whose sweep no longer goes by updatedAt is refused", () => {
    const problems = withEditedGatsby(
      dist,
      FILES,
      [["utils/changed-pages.js", "page.updatedAt < timeBeforeApisRan", "!touched.has(page.path)"]],
      keptPagesProblems,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/changed-pages\.js .*updatedAt/);
  });
});
