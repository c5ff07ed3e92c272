import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { sampleUrls } from "./helpers/catalogue";
import { PAGES } from "./helpers/page-types";

/**
 * Every page type opens without a console error, page error or CSP violation (the fixture checks),
 * shows its heading, and has no WCAG 2 A/AA violation that axe-core can find.
 */
// The worker's first-visit precaching would only slow every page down here; app-shell.spec.ts tests it.
test.use({ serviceWorkers: "block" });


for (const { name, url, status = 200, expectedErrors } of PAGES) {
  test(`${name} page: accessible, no console errors`, async ({ page, request, problems }) => {
    const path = url(await sampleUrls(request));
    if (expectedErrors) problems.allow(expectedErrors);
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(status);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    // Client-side data (search results, say) settles before axe looks.
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, `${name} (${path})`);
  });
}

// WCAG 2.2's 24 px minimum target size (2.5.8, axe rule target-size): the category sidebar's links
// once were 19 px tall with no space between them.
test("touch targets are at least 24 px (WCAG 2.2, 2.5.8) on catalogue pages", async ({ page, request }) => {
  const urls = await sampleUrls(request);
  for (const path of [urls.category, urls.product, "/brands/", `/search/?q=${encodeURIComponent(urls.searchTerm)}`]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page, path, { onlyRules: ["target-size"] });
  }
});

test("the age gate over an adult category is accessible", async ({ page, request }) => {
  const { adultCategory } = await sampleUrls(request);
  await page.goto(adultCategory.url);
  await waitForHydration(page);
  const gate = page.getByRole("dialog");
  await expect(gate).toBeVisible();
  await expectNoAxeViolations(page, `age gate on ${adultCategory.url}`);
});

// The server HTML is what search engines and link previews read: each page's own head, before any script.
test("every page in the sitemap names itself in its server HTML: one title, its own canonical link, all in ASCII", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(paths.length).toBeGreaterThan(50);
  const wrong: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const canonicals = [...html.matchAll(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/g)].map((m) => new URL(m[1]).pathname);
    const titles = html.match(/<title[ >]/g)?.length ?? 0;
    if (canonicals.length !== 1 || canonicals[0] !== path || titles !== 1) wrong.push(`${path}: canonical ${canonicals.join(", ") || "none"}, ${titles} titles`);
    const nonAscii = html.match(/[^\x00-\x7f]/);
    if (nonAscii) wrong.push(`${path}: "${nonAscii[0]}" at ${nonAscii.index} (src/html.tsx writes every page in ASCII)`);
  }
  expect(wrong).toEqual([]);
});

// react-helmet keeps a server-rendered head tag only if it is exactly what it renders in the browser;
// any other it removes and adds again (a JSON-LD script whose text was escaped differently, say).
test("hydration leaves the server's head tags in place", async ({ page, request }) => {
  const { product } = await sampleUrls(request);
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadTags: string[] }).removedHeadTags = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.hasAttribute("data-react-helmet")) removed.push(node.outerHTML.slice(0, 120));
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ["/", product]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { removedHeadTags: string[] }).removedHeadTags), path).toEqual([]);
  }
});

// Every page is written as pure ASCII (src/lib/ascii-html.ts: references in text and attributes,
// escapes in scripts and styles). What the reader sees before any script runs is the same text.
test.describe("the server HTML as the browser parses it, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a product page shows its non-ASCII characters as they are", async ({ page, request }) => {
    const { product } = await sampleUrls(request);
    const slug = product.split("/").filter(Boolean).pop();
    const detail = (await (await request.get(`/api/products/${slug}/`)).json()) as { name: string; brand: { name: string } };
    const html = await (await request.get(product)).text();
    expect(html).not.toMatch(/[^\x00-\x7f]/);

    await page.goto(product);
    await expect(page).toHaveTitle(`${detail.name} – ${detail.brand.name} | Travel Retail`);
    // In text and in an attribute, written as references in the HTML.
    await expect(page.getByRole("button", { name: /airport and currency/i })).toContainText("Airport · USD");
    await expect(page.getByRole("searchbox").first()).toHaveAttribute("placeholder", /…$/);
    const separator = await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .locator("li + li")
      .first()
      .evaluate((li) => getComputedStyle(li, "::before").content);
    expect(separator).toBe('"›"');
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.stringify(JSON.parse(jsonLd ?? ""))).toContain(JSON.stringify(detail.name));
  });
});
