import type { APIRequestContext } from "@playwright/test";
import { test, expect, waitForHydration, expectNoAxeViolations } from "./fixtures";
// The seed's slugs: a size's old page was its product's name and size, slugified.
import { slugify } from "../api/src/db/seed/random";

/**
 * Sizes as variants of one product (issue 17): one page per product with a size choice, each size its
 * own price and SKU, lists holding the chosen size, old size pages redirecting to their product, and
 * listings showing each product once.
 */

interface Variant {
  sku: string;
  size: string;
  price: string;
}
interface Detail {
  slug: string;
  name: string;
  adult: boolean;
  variants: Variant[];
}

/** A product outside the age gate whose first two sizes cost different amounts (a fragrance, say). */
async function productWithSizes(request: APIRequestContext): Promise<Detail> {
  const res = await request.get("/api/products/details/?page_size=100");
  expect(res.ok()).toBe(true);
  const details = ((await res.json()) as { results: Detail[] }).results;
  const found = details.find(
    (d) => !d.adult && d.variants.length >= 2 && d.variants[0].price !== d.variants[1].price && Number(d.variants[1].price) < 1000,
  );
  if (!found) throw new Error("the seeded catalogue has no non-adult product with two differently priced sizes");
  return found;
}

test("choosing a size changes the price; the list holds that size", async ({ page, request }) => {
  const product = await productWithSizes(request);
  const [first, second] = product.variants;
  await page.goto(`/products/${product.slug}/`);
  await waitForHydration(page);

  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: new RegExp(`^${first.size}`) })).toBeChecked();
  const price = page.getByTestId("product-price");
  await expect(price).toContainText(first.price);

  await sizes.getByRole("radio", { name: new RegExp(`^${second.size}`) }).check();
  await expect(price).toContainText(second.price);
  await expect(page.getByText(`SKU ${second.sku}`)).toBeVisible();
  await expectNoAxeViolations(page, "product page with a size chosen", { onlyRules: ["label", "duplicate-id", "aria-allowed-attr"] });

  await page.getByRole("button", { name: `Add to list: ${product.name}, ${second.size}`, exact: true }).click();
  await expect(page.getByText("On your list: 1")).toBeVisible();

  await page.goto("/my-lists/");
  // A list line is a card (issue 17): the list item that names the product.
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: product.name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("list-item-size")).toHaveText(second.size);
  await expect(row).toContainText(second.price);
});

test("an old size page's address lands on its product with that size chosen", async ({ page, request }) => {
  const product = await productWithSizes(request);
  const second = product.variants[1];
  const old = slugify(`${product.name} ${second.size}`);
  const res = await request.get(`/products/${old}/`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);

  await page.goto(`/products/${old}/`);
  await expect(page).toHaveURL(`/products/${product.slug}/?size=${encodeURIComponent(second.sku)}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole("group", { name: "Size" }).getByRole("radio", { name: new RegExp(`^${second.size}`) })).toBeChecked();
});

test("a search for chocolate shows each product once", async ({ page }) => {
  await page.goto("/search/?q=chocolate");
  await waitForHydration(page);
  const names = page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });
  await expect(names.first()).toBeVisible();
  const texts = (await names.allInnerTexts()).map((t) => t.trim());
  expect(texts.length).toBeGreaterThan(1);
  expect(new Set(texts).size).toBe(texts.length);
});

test("the size choice fits a 320 px wide screen", async ({ page, request }) => {
  const product = await productWithSizes(request);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/products/${product.slug}/`);
  await expect(page.getByRole("group", { name: "Size" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
