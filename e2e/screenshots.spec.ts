import { test, expect, waitForHydration } from "./fixtures";
import { sampleUrls, type SampleUrls } from "./helpers/catalogue";

/**
 * What eight page types look like on a phone (360 px) and a desktop (1280 px), compared with reference
 * images committed under `screenshots.spec.ts-snapshots/`. A change of look fails here until the
 * references are updated on purpose: `npx playwright test e2e/screenshots.spec.ts --update-snapshots`,
 * then look at the new images before committing them.
 *
 * The catalogue is seeded deterministically on a fresh data directory (scripts/e2e-server.mjs), and
 * CI runs on Debian's Chromium with the same fonts, so the pixels repeat. What depends on the clock
 * (an "open now" badge, an article's relative date) is masked.
 */
test.use({ serviceWorkers: "block" });

const PAGES: { name: string; url: (u: SampleUrls) => string }[] = [
  { name: "home", url: () => "/" },
  { name: "category", url: (u) => u.category },
  { name: "product", url: (u) => u.product },
  { name: "search", url: (u) => `/search/?q=${encodeURIComponent(u.searchTerm)}` },
  { name: "article", url: (u) => u.article },
  { name: "airport", url: () => "/airports/waw/" },
  { name: "my-lists", url: () => "/my-lists/" },
  { name: "sign-in", url: () => "/sign-in/" },
];

const VIEWPORTS = [
  { name: "phone", width: 360, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const entry of PAGES) {
      test(entry.name, async ({ page, request }) => {
        const urls = await sampleUrls(request);
        // The cookie question is answered, as on any visit after the first: the bar is tested elsewhere.
        await page.addInitScript(() => {
          window.localStorage.setItem("persist:travel-retail", JSON.stringify({ utils: JSON.stringify({ cookies: true }) }));
          // And its copy for the head script (src/lib/answer-cookie.ts), as the shop leaves it after the answer.
          document.cookie = "travel-retail-cookies=answered; Path=/";
        });
        await page.goto(entry.url(urls));
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
        // Every image on the first screen decoded, so a slow picture is never half-drawn in the reference
        // (lazy images further down never load, and their decode() would wait for good).
        await page.evaluate(async () => {
          const onScreen = Array.from(document.images).filter((img) => img.getBoundingClientRect().top < window.innerHeight);
          const decoded = Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
          await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 10_000))]);
          await document.fonts.ready;
        });
        await expect(page).toHaveScreenshot(`${entry.name}-${viewport.name}.png`, {
          fullPage: false,
          mask: [page.locator("[data-screenshot-mask]"), page.locator("time")],
          maxDiffPixelRatio: 0.002,
        });
      });
    }
  });
}
