import { describe, expect, it } from "@jest/globals";
import { pageResourcesWithoutQuery } from "./offline-resources";

/** Gatsby's loader as the offline plugin meets it: pages are known under the path they were loaded with. */
function loaderKnowing(known: Record<string, string[]>) {
  return { getResourceURLsForPathname: (path: string) => known[path] ?? null };
}

describe("pageResourcesWithoutQuery", () => {
  it("finds the files of a page opened with a query string, without the query", () => {
    const loader = loaderKnowing({
      "/sign-in/?next=%2Fmy-lists%2F": ["/component---src-pages-sign-in-tsx-1.js", "/page-data/sign-in/page-data.json?next=%2Fmy-lists%2F"],
    });
    expect(pageResourcesWithoutQuery(loader, "/sign-in/", "?next=%2Fmy-lists%2F")).toEqual([
      "/component---src-pages-sign-in-tsx-1.js",
      "/page-data/sign-in/page-data.json",
    ]);
  });

  it("leaves alone a page the plugin already recorded right, or one opened without a query", () => {
    const loader = loaderKnowing({ "/search/": ["/page-data/search/page-data.json"], "/blog/": ["/page-data/blog/page-data.json"] });
    expect(pageResourcesWithoutQuery(loader, "/search/", "?q=gin")).toBeNull();
    expect(pageResourcesWithoutQuery(loader, "/blog/", "")).toBeNull();
  });

  it("records nothing for a page the loader does not know", () => {
    expect(pageResourcesWithoutQuery(loaderKnowing({}), "/sign-in/", "?next=%2F")).toBeNull();
  });
});
