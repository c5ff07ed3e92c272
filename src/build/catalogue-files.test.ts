/** @jest-environment node */
import { describe, expect, it } from "@jest/globals";
import { createRequire } from "node:module";
import vm from "node:vm";
import { catalogueUrls, PRECACHE_LIST_END, withPrecachedCatalogues } from "./catalogue-files";
import { LANGUAGES } from "../i18n/languages";

// The worker as workbox-build 4 writes it, from its own template: the copy gatsby-plugin-offline resolves.
const offlineRequire = createRequire(require.resolve("gatsby-plugin-offline/package.json"));
const populateSWTemplate = offlineRequire("workbox-build/build/lib/populate-sw-template") as (options: object) => string;
const generatedWorker = () =>
  populateSWTemplate({
    manifestEntries: [{ url: "app-0123456789abcdef0123.js" }, { url: "offline-plugin-app-shell-fallback/index.html", revision: "abc" }],
    runtimeCaching: [{ urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" }],
    skipWaiting: true,
    clientsClaim: true,
  });

/** What the worker hands to precacheAndRoute, from running its code with a stand-in Workbox. */
function precachedUrls(serviceWorker: string): string[] {
  const precached: string[] = [];
  const workbox = new Proxy(
    {},
    {
      get: (_, name) =>
        name === "precaching"
          ? { precacheAndRoute: (entries: { url: string }[]) => precached.push(...entries.map((e) => e.url)) }
          : new Proxy(function () {}, { get: (target, key) => (key === "prototype" ? {} : target), apply: () => undefined, construct: () => ({}) }),
    },
  );
  vm.runInNewContext(serviceWorker, { self: {}, importScripts: () => undefined, workbox });
  return precached;
}

describe("withPrecachedCatalogues", () => {
  it("adds every language's catalogue to the precache list of the worker workbox-build writes", () => {
    const worker = generatedWorker();
    expect(worker).toContain(PRECACHE_LIST_END);
    const urls = catalogueUrls();
    expect(urls).toHaveLength(LANGUAGES.length);
    const precached = precachedUrls(withPrecachedCatalogues(worker, urls));
    expect(precached).toEqual(
      expect.arrayContaining(["app-0123456789abcdef0123.js", "offline-plugin-app-shell-fallback/index.html", ...urls.map((u) => u.slice(1))]),
    );
    expect(precached).toHaveLength(2 + LANGUAGES.length);
    for (const url of urls) expect(url).toMatch(/^\/static\/messages\/[a-z]{2}-[0-9a-f]{20}\.json$/);
  });

  it("fails, naming the line, when the worker no longer ends its list that way", () => {
    const changed = generatedWorker().replace(PRECACHE_LIST_END, "].concat(self.__WB_MANIFEST);");
    expect(() => withPrecachedCatalogues(changed, catalogueUrls())).toThrow(/precache list.*src\/build\/catalogue-files\.ts.*PRECACHE_LIST_END/);
    const twice = `${generatedWorker()}\n${PRECACHE_LIST_END}`;
    expect(() => withPrecachedCatalogues(twice, catalogueUrls())).toThrow(/precache list/);
  });
});
