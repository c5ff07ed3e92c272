import { test, expect, waitForHydration } from "./fixtures";
import { sampleUrls } from "./helpers/catalogue";

/**
 * Languages as a visitor and a crawler meet them (issue 18): the switcher keeps the visitor on the same
 * product, links stay in the page's language, and every page of the sitemap names the same alternates as
 * each of its alternates does (hreflang pairs are reciprocal), with a canonical in its own language.
 */
test.use({ serviceWorkers: "block" });

test("the language switcher on a product page lands on the same product in Polish, then German", async ({ page, request }) => {
  const { product, productName } = await sampleUrls(request);
  await page.goto(product);
  await waitForHydration(page);
  const preferences = page.getByRole("button", { name: /Airport and currency/ });
  await preferences.click();
  await page.getByRole("link", { name: "Polski" }).click();
  await expect(page).toHaveURL(new RegExp(`/pl${product}$`));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("pl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
  await expect(page.getByRole("button", { name: new RegExp(`^Dodaj do listy: ${productName}`) })).toBeVisible();

  await waitForHydration(page);
  await page.getByRole("button", { name: /Lotnisko i waluta/ }).click();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(new RegExp(`/de${product}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
  await expect(page.getByRole("link", { name: "Meine Listen" })).toBeVisible();
});

test("links on a Polish page stay in Polish, and a search from it searches in Polish", async ({ page, request }) => {
  const { category } = await sampleUrls(request);
  await page.goto(`/pl${category}`);
  await waitForHydration(page);
  // All but the language switcher's own links, which name each language's page on purpose.
  const hrefs = await page.locator("main a[href^='/'], header a[href^='/']:not([hreflang]), footer a[href^='/']").evaluateAll((links) =>
    links.map((a) => a.getAttribute("href") ?? ""),
  );
  expect(hrefs.length).toBeGreaterThan(10);
  expect(hrefs.filter((href) => !href.startsWith("/pl/"))).toEqual([]);

  await page.getByRole("searchbox", { name: "Szukaj produktów" }).fill("gin");
  await page.getByRole("searchbox", { name: "Szukaj produktów" }).press("Enter");
  await expect(page).toHaveURL(/\/pl\/search\/\?q=gin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyniki dla „gin”");
});

test("every page of the sitemap has a canonical in its language and reciprocal hreflang alternates", async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls.length).toBeGreaterThan(30);
  const paths = urls.map((url) => new URL(url).pathname);
  for (const lang of ["pl", "de"]) expect(paths.filter((p) => p.startsWith(`/${lang}/`)).length, lang).toBe(paths.filter((p) => !/^\/(pl|de)\//.test(p)).length);

  // Every page's alternates, read from its server HTML.
  const alternates = new Map<string, Record<string, string>>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const links: Record<string, string> = {};
    for (const m of html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)) {
      const lang = /hreflang="([^"]+)"/i.exec(m[0])?.[1];
      const href = /href="([^"]+)"/.exec(m[0])?.[1];
      if (lang && href) links[lang] = new URL(href).pathname;
    }
    const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(canonical && new URL(canonical).pathname, `canonical of ${path}`).toBe(path);
    expect(Object.keys(links).sort(), `alternates of ${path}`).toEqual(["de", "en", "pl", "x-default"]);
    expect(Object.values(links)).toContain(path);
    alternates.set(path, links);
  }
  for (const [path, links] of alternates) {
    for (const [lang, target] of Object.entries(links)) {
      const back = alternates.get(target);
      expect(back, `${path} names ${lang} ${target}, which is not in the sitemap`).toBeDefined();
      expect(back, `${target} (named by ${path}) names other alternates`).toEqual(links);
    }
  }
});
