import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { header } from "./helpers/accounts";

/**
 * An airport's page, as a traveller reaches it: from the airports list to Warsaw's page, its shops and
 * their hours, the structured data search engines read, "Shop here", and a phone's 320 px screen.
 */
test.use({ serviceWorkers: "block" });

interface AirportDetail {
  iata: string;
  name: string;
  shops: { name: string; collection_point: boolean }[];
  top_products: { name: string }[];
}

test("from the airports list to an airport's page: shops, hours, structured data, Shop here", async ({ page, request }) => {
  const api = (await (await request.get("/api/airports/waw/")).json()) as AirportDetail;

  await test.step("the airports list links each airport to its page", async () => {
    await page.goto("/airports/");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Shops and opening hours at ${api.name}` }).click();
    await expect(page).toHaveURL(/\/airports\/waw\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(api.name);
  });

  await test.step("its shops, with their hours on the airport's clock and open now after hydration", async () => {
    for (const shop of api.shops) await expect(page.getByRole("article", { name: shop.name })).toBeVisible();
    const dutyFree = page.getByRole("article", { name: "Duty Free Schengen" });
    await expect(dutyFree.getByText("Collection point")).toBeVisible();
    await expect(dutyFree.getByRole("table", { name: "Opening hours, Warsaw time (Europe/Warsaw)" })).toContainText("Open 24 hours");
    // Open around the clock, so open whenever this test runs.
    await expect(dutyFree.getByText("Open now")).toBeVisible();
    await expect(page.getByText("Polish Złoty (PLN)")).toBeVisible();
    const topProducts = page.getByRole("list", { name: `Top products at ${api.name}` });
    await expect(topProducts.getByRole("listitem")).toHaveCount(api.top_products.length);
  });

  await test.step("the server HTML carries Airport JSON-LD with its IATA code and its shops", async () => {
    const html = await (await request.get("/airports/waw/")).text();
    expect(html).not.toMatch(/Open now|Closed now/); // decided in the browser, never at build time
    const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const airport = blocks.find((b) => b["@type"] === "Airport");
    expect(airport).toMatchObject({ iataCode: "WAW", name: api.name });
    expect(airport.containsPlace.map((s: { name: string }) => s.name)).toEqual(api.shops.map((s) => s.name));
    expect(airport.containsPlace[0].openingHoursSpecification.length).toBeGreaterThan(0);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/airports/waw/</loc>");
  });

  await test.step("Shop here makes it the traveller's airport, and it stays after a reload", async () => {
    await page.getByRole("button", { name: `Shop at ${api.name}` }).click();
    await expect(page.getByText("Your airport.")).toBeVisible();
    const preferences = header(page).getByRole("button", { name: /airport and currency/i });
    await expect(preferences).toContainText("WAW ·");
    await page.reload();
    await waitForHydration(page);
    await expect(preferences).toContainText("WAW ·");
    await preferences.click();
    await expect(header(page).getByLabel("Airport")).toHaveValue("waw");
    await expect(page.getByText("Your airport.")).toBeVisible();
  });

  await test.step("accessible, and no sideways scrolling on a 320 px screen", async () => {
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "/airports/waw/");
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of ["/airports/waw/", "/airports/"]) {
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
    }
  });
});
