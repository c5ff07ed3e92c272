import { test, expect, waitForHydration, type Page } from "./fixtures";
import { sampleUrls } from "./helpers/catalogue";

/**
 * The search page paints its first results before hydration (src/features/search/early-results.ts), from the head
 * script's answer (src/features/listing/early-search.ts): the results the server included in the HTML, or, served
 * without includes, its own request; after hydration the listing replaces them with the same markup, now React's,
 * whose links navigate in the app and whose buttons work.
 */
// Routes see every request only without the service worker in between.
test.use({ serviceWorkers: "block" });

/** Holds Gatsby's app bundle back, so that the page cannot hydrate until the returned function is called. */
async function holdAppBundle(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("results painted before hydration are replaced by the listing's, whose links and buttons work", async ({ page, request }) => {
  const { searchTerm } = await sampleUrls(request);
  const release = await holdAppBundle(page);
  await page.goto(`/search/?q=${encodeURIComponent(searchTerm)}`, { waitUntil: "commit" });

  const painted = page.locator("#early-results");
  await expect(painted.getByRole("article").first()).toBeVisible();
  const paintedCount = await painted.getByRole("article").count();
  expect(paintedCount).toBeGreaterThan(0);
  expect(paintedCount).toBeLessThanOrEqual(8);
  await expect(painted.getByText(/^Showing 1–\d+ of \d+ products\.$/)).toBeVisible();
  // Not hydrated yet: the heading is still the server's, and the invitation to search is hidden.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  await expect(page.getByText("Type a product, brand or category")).toBeHidden();
  const firstName = (await painted.getByRole("article").first().getByRole("heading", { level: 3 }).innerText()).trim();

  release();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${searchTerm}”`);
  await expect(page.locator("#early-results")).toHaveCount(0);
  // One listing, React's, with the same first result.
  await expect(page.locator('section[aria-labelledby="listing-heading"]')).toHaveCount(1);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(firstName);

  await cards.first().getByRole("button", { name: `Add to list: ${firstName}`, exact: true }).click();
  await expect(cards.first().getByText("On your list: 1")).toBeVisible();

  // The card's link navigates in the app (no new document: the marker survives).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await cards.first().getByRole("link", { name: firstName }).click();
  await expect(page).toHaveURL(/\/products\/[^/]+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstName);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("a visitor whose stored state changes the cards (another currency) sees no early results, only the listing's", async ({ page, request }) => {
  const { searchTerm } = await sampleUrls(request);
  await page.addInitScript(() => {
    localStorage.setItem("persist:travel-retail", JSON.stringify({ utils: JSON.stringify({ currency: "EUR", cookies: true }) }));
    document.cookie = "travel-retail-cookies=answered; Path=/";
  });
  const release = await holdAppBundle(page);
  await page.goto(`/search/?q=${encodeURIComponent(searchTerm)}`, { waitUntil: "commit" });
  // The head script's answer has arrived (its request is the listing's; the painter declined it).
  await page.waitForFunction(() => !!(window as unknown as { __earlySearch?: { data?: unknown } }).__earlySearch?.data);
  await expect(page.locator("#early-results article")).toHaveCount(0);
  await expect(page.getByText("Type a product, brand or category")).toBeVisible();
  release();
  await waitForHydration(page);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("main").locator("[data-currency]").first()).toHaveAttribute("data-currency", "EUR");
});

test("the first results come in the page's HTML: no search request at all, in English or Polish", async ({ page, request }) => {
  const { searchTerm } = await sampleUrls(request);
  const searches: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/products\/\?.*\bsearch=/.test(r.url())) searches.push(r.url());
  });
  for (const prefix of ["", "/pl"]) {
    await page.goto(`${prefix}/search/?q=${encodeURIComponent(searchTerm)}`);
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    const block = await page.locator("script#first-results").textContent();
    expect(JSON.parse(block ?? "").data.count).toBeGreaterThan(0);
  }
  expect(searches).toEqual([]);
});

test("served without includes (a CDN), the search page asks the API for its first results itself", async ({ page, request }) => {
  const { searchTerm } = await sampleUrls(request);
  // The page as the build wrote it: the directive where the server would have put the results.
  await page.route(/\/search\/\?q=/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script id="first-results" type="application\/json">)[\s\S]*?(<\/script>)/,
      '$1<!--# block name="none" --><!--# endblock --><!--# include virtual="/api/first-results/en/24/?$args" stub="none" -->$2',
    );
    await route.fulfill({ response, body: html });
  });
  const searches: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/products\/\?.*\bsearch=/.test(r.url())) searches.push(r.url());
  });
  await page.goto(`/search/?q=${encodeURIComponent(searchTerm)}`);
  await waitForHydration(page);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  expect(searches).toHaveLength(1);
});
