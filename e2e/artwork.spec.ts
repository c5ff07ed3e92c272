import type { APIRequestContext } from "@playwright/test";
import { test, expect, waitForHydration, type Page } from "./fixtures";

/** Generated artwork (issue 17): pictures that load, and one product's pictures all showing that product. */
test.use({ serviceWorkers: "block", viewport: { width: 360, height: 800 } });

interface Detail {
  slug: string;
  name: string;
  brand: { name: string };
  images: { url: string }[];
}

/** A product outside the age gate with more than one view, found through the API. */
async function productWithViews(request: APIRequestContext): Promise<Detail> {
  const categories = (await (await request.get("/api/categories/?page_size=100")).json()).results as {
    slug: string;
    adult: boolean;
  }[];
  for (const category of categories.filter((c) => !c.adult)) {
    const products = (await (await request.get(`/api/products/?category=${category.slug}&page_size=30`)).json())
      .results as { slug: string }[];
    for (const { slug } of products) {
      const detail = (await (await request.get(`/api/products/${slug}/`)).json()) as Detail;
      if (detail.images.length > 1) return detail;
    }
  }
  throw new Error("the seeded catalogue has no product with several images outside the age gate");
}

/** Waits until the image has loaded and decoded to a real picture. */
async function expectLoaded(page: Page, image: ReturnType<Page["locator"]>) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

const coloursOf = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}\b/g));

test("a product page's pictures load, and its thumbnails show the same product as the main picture", async ({
  page,
  request,
}) => {
  const product = await productWithViews(request);
  await page.goto(`/products/${product.slug}/`);
  await waitForHydration(page);

  const main = page.getByRole("main").getByRole("img", { name: product.name, exact: true }).first();
  const thumbs = page.getByRole("list", { name: "More images" }).getByRole("img");
  await expect(thumbs).toHaveCount(product.images.length - 1);
  await expectLoaded(page, main);
  for (const thumb of await thumbs.all()) await expectLoaded(page, thumb);

  // What the browser loaded: the same brand on every view, and no colour in a thumbnail that the main picture lacks.
  const fetchSvg = async (img: ReturnType<Page["locator"]>) =>
    (await request.get((await img.getAttribute("src"))!)).text();
  const mainSvg = await fetchSvg(main);
  const brand = product.brand.name.toUpperCase().replace(/&/g, "&amp;").replace(/'/g, "&apos;");
  expect(mainSvg).toContain(brand);
  expect(coloursOf(mainSvg).size).toBeGreaterThan(2);
  for (const thumb of await thumbs.all()) {
    const svg = await fetchSvg(thumb);
    expect(svg).not.toBe(mainSvg);
    expect(svg).toContain(brand);
    for (const colour of coloursOf(svg)) expect(coloursOf(mainSvg), `thumbnail colour ${colour}`).toContain(colour);
  }
  // At 360 px nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("a category page's pictures all load at 360 px", async ({ page, request }) => {
  const categories = (await (await request.get("/api/categories/?page_size=100")).json()).results as {
    slug: string;
    adult: boolean;
  }[];
  const category = categories.find((c) => !c.adult)!;
  await page.goto(`/categories/${category.slug}/`);
  await waitForHydration(page);
  const images = page.getByRole("main").locator("img");
  await expect(images.first()).toBeVisible();
  const count = Math.min(await images.count(), 8);
  for (let i = 0; i < count; i++) await expectLoaded(page, images.nth(i));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
