import { test, expect, waitForHydration, type Page } from "./fixtures";
import { layoutShift, recordLayoutShifts } from "./helpers/layout-shift";
import { sampleUrls, type SampleUrls } from "./helpers/catalogue";
import { header, registeredAccount, signIn } from "./helpers/accounts";
import { trickledHtmlProxy } from "./helpers/trickled-html";
import { PAGES as EVERY_PAGE_TYPE } from "./helpers/page-types";

/**
 * Issue 17, points 3 to 6, as a phone (360 × 740) and a desktop (1280) see them: a compact header, My lists
 * with its count for everyone, a My lists page that fits a phone, home grids whose rows fill, a consent
 * bar that covers nothing, and no page wider than a 320 or 360 px screen.
 */
// The worker's first-visit precaching would only slow every page down here; app-shell.spec.ts tests it.
test.use({ serviceWorkers: "block" });

const PHONE = { width: 360, height: 740 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The consent bar's top edge, or the viewport's bottom when the bar is not showing. */
async function visibleBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('section[aria-label="Cookies"]');
    const rect = bar?.getBoundingClientRect();
    return rect && rect.height > 0 ? rect.top : window.innerHeight;
  });
}

/**
 * The page's scroll width, and the elements that reach past the screen's right edge: the scroll width
 * alone misses content that a containing box clips (the footer skips painting off-screen, so a button
 * pushed past the edge there was cut off without widening the page). Content of a box that scrolls
 * sideways on purpose (the breadcrumb trail on a phone) is left out.
 */
/**
 * Scrolls to the very end. Sections skip rendering until near the viewport (content-visibility), so the
 * page grows as it is scrolled: it is the end once a scroll to the bottom no longer moves.
 */
async function scrollToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const doc = document.scrollingElement!;
        window.scrollTo(0, doc.scrollHeight);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return Math.ceil(window.scrollY + window.innerHeight) >= doc.scrollHeight;
      }),
    )
    .toBe(true);
}

/**
 * Scrolls to the end of the page and waits until the footer's last line ends above the consent bar (or
 * the screen's bottom); returns that line.
 */
async function expectFooterEndAboveBar(page: Page) {
  await scrollToEnd(page);
  const last = page.getByRole("contentinfo").locator("p").last();
  await expect(last).toBeVisible();
  await expect
    .poll(
      async () => {
        await scrollToEnd(page);
        const box = (await last.boundingBox())!;
        // How far the line reaches below the bar's top edge (or the screen's bottom); the page scrolls by whole
        // pixels, so a fraction of one can remain.
        return box.y + box.height - (await visibleBottom(page));
      },
      { message: "the footer's last line ends above the consent bar" },
    )
    .toBeLessThanOrEqual(0.5);
  return last;
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement!;
    const scrollsSideways = (el: Element | null): boolean => {
      for (let at = el; at && at !== document.body; at = at.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    const wide = Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => !scrollsSideways(el.parentElement))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} (${el.textContent?.trim().slice(0, 30)})`,
      );
    return { scrollWidth: doc.scrollWidth, innerWidth: window.innerWidth, wide };
  });
}

async function addToVisitorList(page: Page, productPath: string) {
  await open(page, productPath);
  await page
    .getByRole("main")
    .getByRole("button", { name: /^add to list/i })
    .first()
    .click();
  await expect(
    page
      .getByRole("main")
      .getByText(/on your list: 1/i)
      .first(),
  ).toBeVisible();
}

test.describe("on a 360 × 740 phone", () => {
  test.use({ viewport: PHONE });

  test("the header is at most 112 px tall, and the pickers open from one button", async ({ page, request }) => {
    const urls = await sampleUrls(request);
    for (const path of ["/", urls.product, urls.category]) {
      await open(page, path);
      const box = (await header(page).boundingBox())!;
      expect(box.height, `header height on ${path}`).toBeLessThanOrEqual(112);
    }
    const button = header(page).getByRole("button", { name: /airport and currency/i });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(header(page).getByLabel("Airport")).toBeFocused();
    await header(page).getByLabel("Currency").selectOption("EUR");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(button).toContainText("EUR");
    await expect(header(page).getByLabel("Currency")).toBeHidden();
  });

  test("a product's name, price and Add to list are above the fold, consent bar included", async ({
    page,
    request,
  }) => {
    const urls = await sampleUrls(request);
    await open(page, urls.product);
    await expect(page.getByRole("region", { name: "Cookies" })).toBeVisible();
    const fold = await visibleBottom(page);
    const main = page.getByRole("main");
    const parts = {
      name: main.getByRole("heading", { level: 1 }),
      price: main.getByTestId("product-price"),
      "Add to list": main.getByRole("button", { name: /^add to list/i }).first(),
    };
    for (const [what, locator] of Object.entries(parts)) {
      const box = (await locator.boundingBox())!;
      expect(box, what).not.toBeNull();
      expect(box.y + box.height, `${what}'s bottom edge against the fold at ${fold}`).toBeLessThanOrEqual(fold);
    }
  });

  test("a visitor finds My lists in the header, with the count of their list", async ({ page, request }) => {
    const urls = await sampleUrls(request);
    await open(page, "/");
    const link = header(page).getByRole("link", { name: /^my lists/i });
    await expect(link).toBeVisible();
    await expect(header(page).getByTestId("lists-count")).toHaveText("");

    await addToVisitorList(page, urls.product);
    await expect(header(page).getByRole("link", { name: "My lists (1 item)" })).toBeVisible();
    await expect(header(page).getByTestId("lists-count")).toHaveText("1");

    // Kept in this browser: a new page load shows it again, and the link leads to the list.
    await open(page, "/");
    await expect(header(page).getByTestId("lists-count")).toHaveText("1");
    await header(page)
      .getByRole("link", { name: /^my lists/i })
      .click();
    await expect(page).toHaveURL("/my-lists/");
    await expect(page.getByRole("main").getByRole("link", { name: urls.productName, exact: true })).toBeVisible();
  });

  test("the consent bar is slim and never covers the end of the page", async ({ page }) => {
    await open(page, "/");
    const bar = page.getByRole("region", { name: "Cookies" });
    await expect(bar).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height, "bar height").toBeLessThanOrEqual(100);
    expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);

    const last = await expectFooterEndAboveBar(page);
    // Nothing lies on top of it: the element at its centre is the line itself (or inside it).
    const uncovered = await last.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(uncovered).toBe(true);
  });
});

test("on a desktop the consent bar covers no footer either", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/");
  const bar = page.getByRole("region", { name: "Cookies" });
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())!.height, "a slim bar").toBeLessThanOrEqual(64);
  await expectFooterEndAboveBar(page);
});

for (const width of [360, 1280]) {
  test(`the list count fills in without moving the header at ${width} px`, async ({ page, request, problems }) => {
    const urls = await sampleUrls(request);
    await page.setViewportSize({ width, height: 740 });
    await addToVisitorList(page, urls.product);
    const boxes = () =>
      Promise.all([
        header(page).getByRole("search").boundingBox(),
        header(page)
          .getByRole("button", { name: /airport and currency/i })
          .boundingBox(),
        header(page)
          .getByRole("link", { name: /^(sign in|my account)$/i })
          .boundingBox(),
        header(page)
          .getByRole("link", { name: /^my lists/i })
          .boundingBox(),
      ]);
    // The server's HTML alone, as painted before any script runs: no count yet.
    problems.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto("/");
    await expect(header(page).getByTestId("lists-count")).toHaveText("");
    const beforeScripts = await boxes();
    await page.unroute(/\.js(\?|$)/);
    await open(page, "/");
    await expect(header(page).getByTestId("lists-count")).toHaveText("1");
    expect(await boxes()).toEqual(beforeScripts);
  });
}

for (const width of [320, 360]) {
  test(`My lists fits a ${width} px screen: photo, price, availability, total and Remove`, async ({
    page,
    request,
  }) => {
    const urls = await sampleUrls(request);
    await page.setViewportSize({ width, height: 740 });
    await addToVisitorList(page, urls.product);
    await open(page, "/my-lists/");
    const list = page.getByRole("list", { name: "Your list on this device" });
    const line = list.getByRole("listitem").first();
    await expect(line.locator("img")).toBeVisible();
    await expect(line).toContainText(/each/);
    await expect(page.getByTestId("list-total")).toHaveText(/^\$\d[\d,]*\.\d\d$/);
    const remove = line.getByRole("button", { name: /^remove/i });
    await expect(remove).toBeInViewport({ ratio: 1 });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, `wider than the screen: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(
      overflow.innerWidth,
    );
    expect(overflow.wide).toEqual([]);
  });
}

/** Rows of a grid's items, by their top edges. */
async function rowsOf(page: Page, name: string): Promise<number[]> {
  const grid = page.getByRole("main").getByRole("list", { name, exact: true });
  await grid.scrollIntoViewIfNeeded();
  return grid.evaluate((ul) => {
    const tops = Array.from(ul.children).map((li) => Math.round(li.getBoundingClientRect().top));
    const counts = new Map<number, number>();
    tops.forEach((top) => counts.set(top, (counts.get(top) ?? 0) + 1));
    return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count);
  });
}

for (const width of [360, 768, 1280]) {
  test(`home grids fill their last row at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/");
    for (const name of [
      "Featured products",
      "Categories",
      "New arrivals",
      "Thematic sections",
      "Brands",
      "Latest articles",
    ]) {
      const rows = await rowsOf(page, name);
      expect(rows.length, `${name} has items`).toBeGreaterThan(0);
      expect(rows.at(-1), `${name}'s rows at ${width} px: ${rows.join(" + ")}`).toBe(rows[0]);
    }
  });
}

const PAGES: { name: string; url: (u: SampleUrls) => string }[] = [
  { name: "home", url: () => "/" },
  { name: "category", url: (u) => u.category },
  { name: "subcategory", url: (u) => u.subcategory },
  { name: "brand", url: (u) => u.brand },
  { name: "product", url: (u) => u.product },
  { name: "section", url: (u) => u.section },
  { name: "search", url: (u) => `/search/?q=${encodeURIComponent(u.searchTerm)}` },
  { name: "blog", url: () => "/blog/" },
  { name: "article", url: (u) => u.article },
  { name: "airports", url: () => "/airports/" },
  { name: "sign-in", url: () => "/sign-in/" },
  { name: "sign-up", url: () => "/sign-up/" },
  { name: "my-lists", url: () => "/my-lists/" },
  { name: "account (signed out)", url: () => "/user/" },
];

for (const width of [320, 360]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const urls = await sampleUrls(request);
    await page.setViewportSize({ width, height: 740 });
    await addToVisitorList(page, urls.product);
    const wide: string[] = [];
    for (const { name, url } of PAGES) {
      await open(page, url(urls));
      await page.waitForLoadState("networkidle");
      // The end of the page too: its footer is laid out only when near the viewport.
      await scrollToEnd(page);
      const overflow = await horizontalOverflow(page);
      if (overflow.scrollWidth > overflow.innerWidth || overflow.wide.length)
        wide.push(`${name}: ${overflow.scrollWidth} (${overflow.wide.join(", ")})`);
    }
    expect(wide).toEqual([]);
  });
}

test("signed in: the account page, My lists and the header count fit 320 px", async ({ page, request, server }) => {
  test.setTimeout(120_000);
  const urls = await sampleUrls(request);
  const email = await registeredAccount(request, server.dataDir, server.origin, "layout");
  await page.setViewportSize({ width: 320, height: 740 });
  await signIn(page, email, "Correct-Horse-Battery-9");
  await expect(header(page).getByRole("link", { name: /my account/i })).toBeVisible();
  await open(page, urls.product);
  await page
    .getByRole("main")
    .getByRole("button", { name: /^add to list/i })
    .first()
    .click();
  await expect(header(page).getByTestId("lists-count")).toHaveText("1");
  for (const path of ["/user/", "/my-lists/"]) {
    await open(page, path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await scrollToEnd(page);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, `${path} wider than the screen: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(
      overflow.innerWidth,
    );
    expect(overflow.wide, path).toEqual([]);
  }
});

test("nothing this layout adds shifts the page after its first paint (CLS at most 0.02 on a phone)", async ({
  page,
  request,
}) => {
  const urls = await sampleUrls(request);
  await page.setViewportSize(PHONE);
  await recordLayoutShifts(page);
  // A list in this browser, so the header's count and My lists' lines both arrive after hydration.
  await addToVisitorList(page, urls.product);
  for (const path of ["/", urls.product, "/my-lists/"]) {
    await open(page, path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const shift = await layoutShift(page);
    expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
  }
});

test("no page type moves when the rest of its HTML arrives after a first paint (weak Wi-Fi, 360 and 1280 px)", async ({
  page,
  request,
  server,
  problems,
}) => {
  test.setTimeout(240_000);
  const urls = await sampleUrls(request);
  // The HTML arrives in pieces cut before the sidebar, the content and the footer, whatever their order,
  // and Chromium paints at every pause. A CI run measured a shift of 0.77 on a product page at 360 px:
  // the sidebar, then first in the HTML, filled the screen until the content arrived and pushed it down.
  const proxy = await trickledHtmlProxy(server.origin, ['<aside class="', "<main", "<footer"], 300);
  try {
    await recordLayoutShifts(page);
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      for (const entry of EVERY_PAGE_TYPE) {
        if (entry.expectedErrors) problems.allow(entry.expectedErrors);
        await page.goto(proxy.origin + entry.url(urls));
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
        const shift = await layoutShift(page);
        expect(shift, `layout shift on the ${entry.name} page at ${viewport.width} px`).toBeLessThanOrEqual(0.02);
      }
    }
  } finally {
    await proxy.close();
  }
});
