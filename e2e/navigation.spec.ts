import { test, expect, waitForHydration, type Page } from "./fixtures";
import { componentChunkFiles, emulateConnection, firstLinkTo, pageDataUrl, recordDocumentLoads } from "./helpers/gatsby";
import { sampleUrls } from "./helpers/catalogue";

/**
 * The specification's navigation rules (sections 2, 8 and 9) are Gatsby 5's own runtime
 * (cache-dir/loader.js and navigation.js). These tests prove they still hold in the built shop.
 *
 * The service worker is blocked so that page.route sees every request, and the connection reports
 * "save data" so that link prefetching (tested in prefetch.spec.ts) cannot load a page before the click.
 */
test.use({ serviceWorkers: "block" });

async function openHomeAndPickProduct(page: Page): Promise<string> {
  await emulateConnection(page, { effectiveType: "4g", saveData: true });
  await page.goto("/");
  await waitForHydration(page);
  return firstLinkTo(page, "/products/");
}

const linkTo = (page: Page, href: string) => page.locator(`a[href="${href}"]:visible`).first();

/** Whatever a page shows as its first-level heading, read from a full load of it. */
async function headingOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return (await page.getByRole("heading", { level: 1 }).first().innerText()).trim();
}

test("a link click is client-side routing: no document load", async ({ page }) => {
  const target = await openHomeAndPickProduct(page);
  const loads = recordDocumentLoads(page);
  await linkTo(page, target).click();
  await expect(page).toHaveURL(target);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(loads, "a working navigation must not reload the document").toEqual([]);
});

test("the category sidebar and the footer links: kept as the server wrote them at load, and still the app's links", async ({ page, request }) => {
  const { category, subcategory } = await sampleUrls(request);
  await emulateConnection(page, { effectiveType: "4g", saveData: true });
  await page.goto(category);
  await waitForHydration(page);
  const sidebar = page.locator("#sidebar-categories");
  // React did not hydrate the links (issue 22): no React node on them, while the list itself has one.
  const reactOn = (selector: string) =>
    page.locator(selector).evaluateAll((els) => els.map((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"))));
  expect(await reactOn("#sidebar-categories")).toEqual([true]);
  expect(new Set(await reactOn("#sidebar-categories a, #footer-links a"))).toEqual(new Set([false]));
  await expect(sidebar.locator(`a[href="${category}"]`)).toHaveAttribute("aria-current", "page");

  // Hide and show: the list's own attribute is still React's.
  await page.locator("aside").getByRole("button", { name: /Hide/ }).click();
  await expect(sidebar).toBeHidden();
  await page.locator("aside").getByRole("button", { name: /Show/ }).click();
  await expect(sidebar).toBeVisible();

  const loads = recordDocumentLoads(page);
  await sidebar.locator(`a[href="${subcategory}"]`).click();
  await expect(page).toHaveURL(subcategory);
  await expect(sidebar.locator(`a[href="${subcategory}"]`)).toHaveAttribute("aria-current", "page");
  await expect(sidebar.locator(`a[href="${category}"]`)).not.toHaveAttribute("aria-current");
  await page.locator("#footer-links a").first().click();
  await expect(page).not.toHaveURL(subcategory);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(loads, "the kept links navigate in the app, without loading a document").toEqual([]);
});

/** The head tags a search engine or a share reads, as the document has them now. */
const headTags = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "{}")["@type"]),
  }));

test("a client-side navigation replaces the head tags with the new page's, as a full load of it has them", async ({ page }) => {
  const target = await openHomeAndPickProduct(page);
  const home = await headTags(page);
  expect(home.canonical).toHaveLength(1);
  expect(home.jsonLdTypes).toContain("Organization");

  await linkTo(page, target).click();
  await expect(page).toHaveURL(target);
  await expect(page).not.toHaveTitle(home.title);
  const afterClick = await headTags(page);
  expect(afterClick.canonical[0]).toMatch(new RegExp(`${target}$`));
  expect(afterClick.descriptions).toBe(1);
  expect(afterClick.jsonLdTypes).toEqual(["Product", "BreadcrumbList"]);

  await page.goto(target);
  await waitForHydration(page);
  expect(await headTags(page)).toEqual(afterClick);
});

test("a page chunk that fails to load makes a full page load of the target path", async ({ page, request, problems }) => {
  const target = await openHomeAndPickProduct(page);
  const chunkFiles = await componentChunkFiles(page, request, target);
  const loads = recordDocumentLoads(page);
  let failing = true;
  let aborted = 0;
  page.on("request", (req) => {
    if (req.isNavigationRequest() && new URL(req.url()).pathname === target) failing = false;
  });
  await page.route(
    (url) => chunkFiles.includes(url.pathname),
    async (route) => {
      if (!failing) return route.continue();
      aborted++;
      await route.abort("failed");
    },
  );
  problems.allow(/net::ERR_FAILED|Loading (CSS )?chunk .* failed|ChunkLoadError/i);

  await linkTo(page, target).click();

  await expect.poll(() => loads, { message: "the failed chunk must turn into a document load of the target" }).toEqual([target]);
  expect(aborted, "the router must have tried to load the template's chunk").toBeGreaterThan(0);
  await expect(page).toHaveURL(target);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("page data that answers 404 shows the 404 page without leaving the app", async ({ page, problems }) => {
  const notFoundHeading = await headingOf(page, "/404.html");
  problems.allow(/status of 404/);
  await page.goto("/");
  await waitForHydration(page);
  const loads = recordDocumentLoads(page);
  let pageDataStatus = 0;
  page.on("response", (res) => {
    if (res.url().endsWith(pageDataUrl("/no-such-page-e2e/"))) pageDataStatus = res.status();
  });

  // gatsby's navigate() — what every <Link> click calls.
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/no-such-page-e2e/"));

  await expect(page).toHaveURL("/no-such-page-e2e/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading);
  expect(pageDataStatus).toBe(404);
  expect(loads, "the 404 page is rendered by the running app").toEqual([]);
});

test("page data that answers 500 shows the 500 page", async ({ page, problems }) => {
  const serverErrorHeading = await headingOf(page, "/500.html");
  const target = await openHomeAndPickProduct(page);
  const loads = recordDocumentLoads(page);
  let served = 0;
  await page.route(`**${pageDataUrl(target)}`, async (route) => {
    served++;
    await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
  });
  problems.allow(/status of 500/);

  await linkTo(page, target).click();

  await expect(page).toHaveURL(target);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(serverErrorHeading);
  expect(served, "a 500 is not retried").toBe(1);
  expect(loads).toEqual([]);
});

for (const failure of ["503", "network error"] as const) {
  test(`page data failing with a ${failure} is retried 3 times, then the page is loaded from the server`, async ({ page, problems }) => {
    const target = await openHomeAndPickProduct(page);
    const loads = recordDocumentLoads(page);
    let failing = true;
    let attempts = 0;
    page.on("request", (req) => {
      if (req.isNavigationRequest() && new URL(req.url()).pathname === target) failing = false;
    });
    await page.route(`**${pageDataUrl(target)}`, async (route) => {
      if (!failing) return route.continue();
      if (route.request().resourceType() === "xhr") attempts++;
      if (failure === "503") await route.fulfill({ status: 503, contentType: "text/plain", body: "busy" });
      else await route.abort("connectionreset");
    });
    problems.allow(/status of 503|net::ERR_CONNECTION_RESET/);

    await linkTo(page, target).click();

    await expect.poll(() => loads, { message: "after the retries the router loads the page from the server" }).toEqual([target]);
    expect(attempts, "one request and 3 retries").toBe(4);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a navigation slower than 1 second shows a notice until it ends", async ({ page }) => {
  const target = await openHomeAndPickProduct(page);
  const delayMs = 3500;
  await page.route(`**${pageDataUrl(target)}`, async (route) => {
    await new Promise((r) => setTimeout(r, delayMs));
    await route.continue();
  });
  const notice = page.getByRole("status").filter({ hasText: /load|wait|moment/i });
  await expect(notice).toBeHidden();

  const clickedAt = Date.now();
  await linkTo(page, target).click();
  expect(await notice.isVisible(), "no notice before a second has passed").toBe(false);
  await expect(notice).toBeVisible({ timeout: delayMs });
  const shownAfter = Date.now() - clickedAt;
  expect(shownAfter).toBeGreaterThanOrEqual(900);

  await expect(page).toHaveURL(target, { timeout: delayMs + 5000 });
  await expect(notice).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
