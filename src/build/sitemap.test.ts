/** @jest-environment node */
import { describe, expect, it } from "@jest/globals";
import { buildSitemaps, indexablePaths, URLS_PER_SITEMAP } from "./sitemap";

describe("sitemap", () => {
  it("leaves out private, error and client-only pages", () => {
    const pages = ["/", "/404/", "/404.html", "/500/", "/my-lists/", "/reserve/", "/counter/", "/de/counter/", "/operator/", "/pl/operator/", "/user/", "/products/a/", "/search/", "/sign-in/"].map((path) => ({ path }));
    expect(indexablePaths([...pages, { path: "/confirm-email/", matchPath: "/confirm-email/*" }])).toEqual(["/", "/products/a/"]);
  });

  it("lists every language's pages and leaves out each language's private and error pages", () => {
    const pages = ["/", "/pl/", "/de/", "/pl/404/", "/de/my-lists/", "/pl/offline-plugin-app-shell-fallback/", "/pl/products/a/", "/de/products/a/", "/products/a/"].map(
      (path) => ({ path }),
    );
    expect(indexablePaths([...pages, { path: "/pl/confirm-email/", matchPath: "/pl/confirm-email/*" }])).toEqual([
      "/", "/de/", "/de/products/a/", "/pl/", "/pl/products/a/", "/products/a/",
    ]);
  });

  it("lists the airports page and every airport's page", () => {
    const pages = ["/airports/", "/airports/waw/", "/airports/lhr/", "/search/"].map((path) => ({ path }));
    const paths = indexablePaths(pages);
    expect(paths).toEqual(["/airports/", "/airports/lhr/", "/airports/waw/"]);
    expect(buildSitemaps("https://s.example", paths)["sitemap.xml"]).toContain("<loc>https://s.example/airports/waw/</loc>");
  });

  it("writes one file, or an index once the protocol's limit is near", () => {
    expect(Object.keys(buildSitemaps("https://s.example", ["/"]))).toEqual(["sitemap.xml"]);
    const many = Array.from({ length: URLS_PER_SITEMAP + 1 }, (_, i) => `/products/p${i}/`);
    const files = buildSitemaps("https://s.example", many);
    expect(Object.keys(files).sort()).toEqual(["sitemap-1.xml", "sitemap-2.xml", "sitemap.xml"]);
    expect(files["sitemap.xml"]).toContain("<loc>https://s.example/sitemap-2.xml</loc>");
  });
});
