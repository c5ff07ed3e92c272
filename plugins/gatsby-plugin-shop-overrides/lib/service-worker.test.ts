import { describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { APP_SHELL_LINE, PAGE_DATA_ROUTE, withLanguageShells, withQueryFreePageData, withShellPathGatsbyKnows } from "./service-worker";

/** The route lines gatsby-plugin-offline 6 writes into public/sw.js (gatsby-node.js, runtimeCaching). */
const generated = [
  "workbox.routing.registerRoute(/(\\.js$|\\.css$|static\\/)/, new workbox.strategies.CacheFirst(), 'GET');",
  PAGE_DATA_ROUTE,
  "workbox.routing.registerRoute(/^https?:.*\\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/, new workbox.strategies.StaleWhileRevalidate(), 'GET');",
].join("\n");

type Handler = (options: { url: URL; event: unknown }) => unknown;

/** Runs the worker's route lines against a stand-in Workbox: what each route registered, and what the strategies were asked. */
function runWorker(serviceWorker: string) {
  const routes: { pattern: RegExp; handler: unknown }[] = [];
  const asked: unknown[] = [];
  class StaleWhileRevalidate {
    handle(options: unknown) {
      asked.push(options);
      return "cached or fetched response";
    }
  }
  const workbox = {
    routing: { registerRoute: (pattern: RegExp, handler: unknown) => routes.push({ pattern, handler }) },
    strategies: { StaleWhileRevalidate, CacheFirst: class {} },
  };
  vm.runInNewContext(serviceWorker, { workbox });
  return { routes, asked };
}

describe("withQueryFreePageData", () => {
  it("caches and fetches page data under its URL without the query string", () => {
    const { routes, asked } = runWorker(withQueryFreePageData(generated));
    expect(routes).toHaveLength(3);
    const pageData = routes[1];
    const url = new URL("http://shop.test/page-data/sign-in/page-data.json?next=%2Fmy-lists%2F");
    expect(pageData.pattern.test(url.href)).toBe(true);
    const event = { request: "the page's own request" };
    expect((pageData.handler as Handler)({ url, event })).toBe("cached or fetched response");
    expect((pageData.handler as Handler)({ url: new URL("http://shop.test/page-data/search/page-data.json?q=gin&page=2"), event })).toBe(
      "cached or fetched response",
    );
    expect(asked).toEqual([
      { event, request: "http://shop.test/page-data/sign-in/page-data.json" },
      { event, request: "http://shop.test/page-data/search/page-data.json" },
    ]);
  });

  it("leaves the other routes as the plugin wrote them", () => {
    const before = generated.split("\n");
    const after = withQueryFreePageData(generated).split("\n");
    expect(after[0]).toBe(before[0]);
    expect(after.at(-1)).toBe(before.at(-1));
    expect(after).not.toContain(PAGE_DATA_ROUTE);
  });

  it("fails the build when the plugin's generated route is not there exactly once", () => {
    expect(() => withQueryFreePageData("workbox.routing.registerRoute(/other/, x, 'GET');")).toThrow(/page-data route/);
    expect(() => withQueryFreePageData(`${PAGE_DATA_ROUTE}\n${PAGE_DATA_ROUTE}`)).toThrow(/page-data route/);
  });

  it("expects the route the installed gatsby-plugin-offline generates", () => {
    // The plugin builds its runtimeCaching from these literals; if they change, PAGE_DATA_ROUTE must too.
    const pluginSource = fs.readFileSync(path.join(path.dirname(require.resolve("gatsby-plugin-offline/package.json")), "gatsby-node.js"), "utf8");
    expect(pluginSource).toMatch(/urlPattern: \/\^https\?:\.\*\\\/page-data\\\/\.\*\\\.json\/,\s+handler: "StaleWhileRevalidate"\s+\}/);
  });
});

describe("withLanguageShells", () => {
  // The end of the plugin's navigation handler (gatsby-plugin-offline's sw-append.js), as generated.
  const handler = (line: string) =>
    `(async (pathname) => {\n${line}\n  const offlineShellWithKey = workbox.precaching.getCacheKeyForURL(offlineShell)\n  return await caches.match(offlineShellWithKey)\n})`;

  const run = async (serviceWorker: string, pathname: string, languageShell: (p: string) => Promise<string | undefined>) => {
    const context = {
      self: { shopLanguageShell: languageShell },
      workbox: { precaching: { getCacheKeyForURL: (url: string) => `key:${url}` } },
      caches: { match: async (key: string) => `cached ${key}` },
    };
    return (vm.runInNewContext(serviceWorker, context) as (p: string) => Promise<string>)(pathname);
  };

  it("answers a /pl/ navigation with the Polish shell, and falls back to the English one", async () => {
    const edited = withLanguageShells(handler(APP_SHELL_LINE));
    const shells: Record<string, string> = { "/pl/user/": "Polish shell" };
    const languageShell = async (p: string) => shells[p];
    expect(await run(edited, "/pl/user/", languageShell)).toBe("Polish shell");
    expect(await run(edited, "/de/user/", languageShell)).toBe("cached key:/offline-plugin-app-shell-fallback/index.html");
    expect(await run(edited, "/user/", languageShell)).toBe("cached key:/offline-plugin-app-shell-fallback/index.html");
  });

  it("fails the build when the plugin's line has changed or appears twice", () => {
    expect(() => withLanguageShells(handler("  const offlineShell = `/shell/index.html`"))).toThrow(/APP_SHELL_LINE/);
    expect(() => withLanguageShells(handler(APP_SHELL_LINE) + handler(APP_SHELL_LINE))).toThrow(/APP_SHELL_LINE/);
  });
});

describe("the Polish and German app shells", () => {
  const shell = (lang: string) =>
    `<html lang="${lang}"><body><script>window.pagePath="/${lang}/offline-plugin-app-shell-fallback/";window.___webpackCompilationHash="x";</script></body></html>`;

  it.each(["pl", "de"])("%s: names the English shell's path, the one Gatsby's runtime does not navigate away from", (lang) => {
    const edited = withShellPathGatsbyKnows(shell(lang), lang);
    expect(edited).toContain('window.pagePath="/offline-plugin-app-shell-fallback/"');
    expect(edited).toContain(`<html lang="${lang}">`);
    // What production-app.js tests the path with.
    expect("/offline-plugin-app-shell-fallback/").toMatch(/^\/offline-plugin-app-shell-fallback\/?$/);
  });

  it("leaves a shell it edited in an earlier build as it is (Gatsby keeps unchanged pages' HTML)", () => {
    const once = withShellPathGatsbyKnows(shell("de"), "de");
    expect(withShellPathGatsbyKnows(once, "de")).toBe(once);
  });

  it("fails the build when the shell's HTML no longer names its path once", () => {
    expect(() => withShellPathGatsbyKnows("<html></html>", "de")).toThrow(/de app shell's window.pagePath/);
  });
});
