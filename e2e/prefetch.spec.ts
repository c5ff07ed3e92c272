import { test, expect, waitForHydration, type Page } from "./fixtures";
import { emulateConnection, pagePathOfPageData } from "./helpers/gatsby";

/**
 * Prefetching (specification section 9, Gatsby's loader.js): pages linked from the viewport are
 * fetched in batches of 4 with 3 seconds between batches, and not at all on 2g, with data saver on,
 * or for a crawler.
 */
test.use({ serviceWorkers: "block", viewport: { width: 1280, height: 2000 } });

// A page with many links in view: every brand, plus the header and footer.
const START = "/brands/";
const WATCH_MS = 11_000;

interface Fetch {
  path: string;
  at: number;
}

/** The first request for each other page's page-data while the page sits idle, with its time. */
async function watchPrefetches(page: Page, watchMs = WATCH_MS): Promise<{ fetches: Fetch[]; hydratedAt: number; linkTargets: number }> {
  const fetches: Fetch[] = [];
  page.on("request", (req) => {
    const path = pagePathOfPageData(req.url());
    if (!path || path === START || fetches.some((f) => f.path === path)) return;
    fetches.push({ path, at: Date.now() });
  });
  await page.goto(START);
  await waitForHydration(page);
  const hydratedAt = Date.now();
  const linkTargets = await page.evaluate((start) => {
    const inView = [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']")].filter((a) => {
      const r = a.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
    });
    return new Set(inView.map((a) => a.pathname).filter((p) => p !== start)).size;
  }, START);
  await page.waitForTimeout(watchMs);
  return { fetches, hydratedAt, linkTargets };
}

/** Splits fetches into batches: a pause of more than 1.5 s starts a new one. */
function batches(fetches: Fetch[]): Fetch[][] {
  const result: Fetch[][] = [];
  for (const f of fetches) {
    const last = result.at(-1);
    if (last && f.at - last[last.length - 1].at < 1500) last.push(f);
    else result.push([f]);
  }
  return result;
}

test("linked pages are prefetched 4 at a time, 3 seconds apart", async ({ page }) => {
  const { fetches, hydratedAt, linkTargets } = await watchPrefetches(page);
  expect(linkTargets, `${START} must show more than 8 links to test batching`).toBeGreaterThan(8);
  const groups = batches(fetches);
  const summary = groups.map((g) => `${g[0].at - hydratedAt} ms: ${g.map((f) => f.path).join(" ")}`).join("\n");

  expect(groups.length, `at least 3 batches in ${WATCH_MS} ms:\n${summary}`).toBeGreaterThanOrEqual(3);
  expect(groups[0][0].at - hydratedAt, "the first batch waits 3 seconds").toBeGreaterThanOrEqual(2500);
  for (const [i, group] of groups.entries()) {
    if (i < groups.length - 1) expect(group.length, `batch ${i + 1} of a long queue holds 4:\n${summary}`).toBe(4);
    else expect(group.length, summary).toBeLessThanOrEqual(4);
    if (i > 0) {
      const gap = group[0].at - groups[i - 1][groups[i - 1].length - 1].at;
      expect(gap, `3 seconds between batches ${i} and ${i + 1}:\n${summary}`).toBeGreaterThanOrEqual(2900);
    }
  }
});

test.describe("no prefetching on a 2g connection", () => {
  test("effectiveType 2g", async ({ page }) => {
    await emulateConnection(page, { effectiveType: "2g", saveData: false });
    const { fetches, linkTargets } = await watchPrefetches(page, 7000); // the first batch would start at 3 s
    expect(linkTargets).toBeGreaterThan(8);
    expect(fetches.map((f) => f.path)).toEqual([]);
  });
});

test.describe("no prefetching with data saver on", () => {
  test("saveData", async ({ page }) => {
    await emulateConnection(page, { effectiveType: "4g", saveData: true });
    const { fetches, linkTargets } = await watchPrefetches(page, 7000); // the first batch would start at 3 s
    expect(linkTargets).toBeGreaterThan(8);
    expect(fetches.map((f) => f.path)).toEqual([]);
  });
});

test.describe("no prefetching for a crawler", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
  test("Googlebot", async ({ page }) => {
    const { fetches, linkTargets } = await watchPrefetches(page, 7000); // the first batch would start at 3 s
    expect(linkTargets).toBeGreaterThan(8);
    expect(fetches.map((f) => f.path)).toEqual([]);
  });
});
