import type { APIRequestContext } from "@playwright/test";
import { test, expect, type Page } from "./fixtures";
import { layoutShift, recordLayoutShifts } from "./helpers/layout-shift";
import { PASSWORD, registeredAccount, signedInAs } from "./helpers/accounts";
import { serviceWorkerInControl } from "./helpers/service-worker";

/**
 * The trip's rules (issue 20) on My lists and a product page: a list of two 1 L whiskies from Amsterdam
 * to New York is over the US alcohol allowance; the same list from Warsaw to Frankfurt stays inside the
 * EU and shows the duty-paid prices; a connection adds the liquids advice; and all of it again with the
 * browser offline, where only the device computes it.
 */

interface Whisky {
  slug: string;
  name: string;
  sku: string;
  dutyPaidAtWarsaw: string;
}

/** A whisky with a 1 L size sold at AMS and at WAW, where it has a duty-paid price. */
async function litreOfWhisky(request: APIRequestContext): Promise<Whisky> {
  const list = await (await request.get("/api/products/?subcategory=whisky&airport=ams&page_size=100")).json();
  for (const summary of list.results as { slug: string }[]) {
    const detail = await (await request.get(`/api/products/${summary.slug}/`)).json();
    for (const v of detail.variants as { sku: string; size: string; availability: { airport: string; duty_paid_price: string | null; stock: number }[] }[]) {
      const ams = v.availability.find((o) => o.airport === "ams" && o.stock > 0);
      const waw = v.availability.find((o) => o.airport === "waw" && o.stock > 0 && o.duty_paid_price);
      if (v.size === "1 L" && ams && waw) return { slug: detail.slug, name: detail.name, sku: v.sku, dutyPaidAtWarsaw: waw.duty_paid_price! };
    }
  }
  throw new Error("no 1 L whisky at AMS and WAW");
}

async function stateTrip(page: Page, destination: string, connections: string[]) {
  const panel = page.getByTestId("trip-rules").first();
  await panel.getByRole("button", { name: /Add your trip|Change trip/ }).click();
  await panel.getByLabel("Flying to").fill(destination);
  // Remove the connections stated before, then add these.
  while (await panel.getByRole("button", { name: /Remove connection/ }).count()) {
    await panel.getByRole("button", { name: /Remove connection/ }).first().click();
  }
  for (const [i, code] of connections.entries()) {
    await panel.getByRole("button", { name: "Add a connection" }).click();
    await panel.getByLabel(`Connection ${i + 1}`).fill(code);
  }
  await panel.getByRole("button", { name: "Save trip" }).click();
  await expect(panel.getByRole("button", { name: "Save trip" })).toHaveCount(0);
}

test("the trip's rules: over the US allowance, duty-paid inside the EU, liquids on a connection, offline too", async ({
  page,
  context,
  request,
  server,
  problems,
}) => {
  test.slow();
  const whisky = await litreOfWhisky(request);
  const email = await registeredAccount(request, server.dataDir, server.origin, "trip");
  const login = await request.post("/auth/login/", { data: { email, password: PASSWORD } });
  const auth = { authorization: `Bearer ${(await login.json()).access_token}` };
  const list = await (await request.post("/api/wishlist/", { headers: auth, data: { name: "New York", airport: "ams" } })).json();
  const added = await request.post(`/api/wishlist/${list.id}/items/`, {
    headers: auth,
    data: { product: whisky.slug, size: whisky.sku, quantity: 2 },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto("/");
  await signedInAs(page, email, PASSWORD);
  await serviceWorkerInControl(page);
  await page.goto("/my-lists/");
  const panel = page.getByTestId("trip-rules").first();
  await expect(panel).toContainText("Where are you flying?");

  await test.step("AMS → JFK: two litres of whisky are over the US alcohol allowance", async () => {
    await stateTrip(page, "jfk", []);
    await expect(panel).toContainText("AMS → JFK");
    await expect(panel.getByTestId("trip-duty")).toContainText("Duty-free for this trip");
    const alcohol = panel.locator('[data-allowance="alcohol"]');
    await expect(alcohol).toHaveAttribute("data-over", "true");
    await expect(alcohol).toContainText("2 L of 1 L");
    await expect(panel.getByTestId("meter-verdict")).toContainText("Over an allowance");
    await expect(panel.getByTestId("liquids-advice")).toHaveCount(0);
  });

  await test.step("a connection adds the liquids advice", async () => {
    await stateTrip(page, "JFK", ["LHR"]);
    await expect(panel).toContainText("AMS → JFK via LHR");
    const liquids = panel.getByTestId("liquids-advice");
    await expect(liquids).toContainText("2 items hold more than 100 ml");
    await expect(liquids).toContainText("LHR · London");
  });

  await test.step("the same list from WAW to FRA: duty-paid prices", async () => {
    const moved = await request.patch(`/api/wishlist/${list.id}/`, { headers: auth, data: { airport: "waw" } });
    expect(moved.status()).toBe(200);
    await page.reload();
    await stateTrip(page, "Frankfurt am Main", []);
    await expect(panel).toContainText("WAW → FRA");
    await expect(panel.getByTestId("trip-duty")).toContainText("Duty-paid for this trip");
    await expect(panel.getByTestId("trip-prices")).toContainText(`Duty-paid for this trip: $${whisky.dutyPaidAtWarsaw}`);
    // Bought duty-paid inside the EU, nothing is metered against an arrival allowance.
    await expect(panel.getByTestId("allowance-meter")).toHaveCount(0);
    await expect(panel.getByTestId("no-allowance")).toBeVisible();
  });

  await test.step("the product page says how it sells for the trip", async () => {
    await page.goto(`/products/${whisky.slug}/?size=${whisky.sku}`);
    await page.getByRole("button", { name: "Yes, I am 18 or older" }).click();
    await page.getByRole("banner").getByRole("button", { name: /airport and currency/i }).click();
    await page.getByRole("banner").getByLabel("Airport").selectOption("waw");
    const sale = page.getByTestId("trip-sale");
    await expect(sale).toHaveAttribute("data-sale", "duty-paid");
    await expect(sale).toContainText(`$${whisky.dutyPaidAtWarsaw}`);
  });

  await test.step("offline: the list, the trip and every rule computed on the device", async () => {
    problems.allow(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch|Network Error/);
    await context.setOffline(true);
    await page.goto("/my-lists/");
    await expect(panel).toContainText("WAW → FRA");
    await expect(panel.getByTestId("trip-prices")).toContainText(`$${whisky.dutyPaidAtWarsaw}`);
    await stateTrip(page, "JFK", ["AMS"]);
    await expect(panel.locator('[data-allowance="alcohol"]')).toHaveAttribute("data-over", "true");
    await expect(panel.getByTestId("liquids-advice")).toContainText("AMS · Amsterdam");
    await context.setOffline(false);
  });
});

test("the product page's trip panel moves nothing as it loads (CLS at most 0.02 at 320, 360 and 1280 px, English and German)", async ({
  page,
  request,
  problems,
}) => {
  void problems; // every console error and page error fails the test
  const whisky = await litreOfWhisky(request);
  await recordLayoutShifts(page);
  // A trip with a connection and the departure chosen: the longest folded line the panel shows.
  await page.goto(`/products/${whisky.slug}/`);
  await page.getByRole("button", { name: "Yes, I am 18 or older" }).click();
  await page.getByRole("banner").getByRole("button", { name: /airport and currency/i }).click();
  await page.getByRole("banner").getByLabel("Airport").selectOption("waw");
  await page.evaluate(() => localStorage.setItem("travel-retail-trip", JSON.stringify({ destination: "JFK", connections: ["LHR"] })));
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [`/products/${whisky.slug}/`, `/de/products/${whisky.slug}/`]) {
      await page.goto(path);
      await expect(page.getByTestId("trip-sale")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      const shift = await layoutShift(page);
      expect(shift, `layout shift on ${path} at ${width} px`).toBeLessThanOrEqual(0.02);
    }
  }
});
