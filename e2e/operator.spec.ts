import { test, expect, waitForHydration } from "./fixtures";
import { demoAccount, PASSWORD, registeredAccount, signedInAs } from "./helpers/accounts";
import { importThroughThePage, usd } from "./helpers/operator";

/**
 * The operator's catalogue import in the browser (issue 21): the demo operator (printed once when the
 * shop started) checks a price list (a dry run: one changed), applies it, sees it in the history, and
 * the API serves the new price at once. The price is put back at the end, the same way.
 */

test("an operator checks a price list, applies it, and the API serves the new price at once", async ({ page, request, server }) => {
  // An offer at Istanbul: far from the Warsaw products the other tests use.
  const slug = (await (await request.get("/api/products/?airport=ist&page_size=1&ordering=-price")).json()).results[0].slug as string;
  const priceAt = async () => {
    const size = (await (await request.get(`/api/products/${slug}/?airport=ist`)).json()).variants[0];
    const offer = size.availability.find((a: { airport: string }) => a.airport === "ist");
    return { sku: size.sku as string, price: offer.price as string, stock: offer.stock as number };
  };
  const before = await priceAt();
  const { stock } = before;
  const raised = `${Number(before.price.split(".")[0]) + 3}.${before.price.split(".")[1]}`;

  const operator = demoAccount(server.logFile, "operator");
  await signedInAs(page, operator.email, operator.password);
  await page.goto("/operator/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
  try {
    await importThroughThePage(page, "e2e-prices.csv", `sku,airport,price,stock\n${before.sku},IST,${raised},${stock}\n`);
    expect((await priceAt()).price).toBe(raised);

    // The product page, built before the import, shows the new price once it has hydrated (live
    // figures), while its server HTML still has the old one until the site is built again.
    const html = await (await request.get(`/products/${slug}/`)).text();
    expect(html).toContain(usd(before.price));
    expect(html).not.toContain(usd(raised));
    const product = await page.context().newPage();
    await product.goto(`/products/${slug}/`);
    await waitForHydration(product);
    await expect(product.getByRole("table").getByRole("row", { name: /\(IST\)/ })).toContainText(usd(raised));
    await product.close();
  } finally {
    await importThroughThePage(page, "e2e-prices-back.csv", `sku,airport,price,stock\n${before.sku},IST,${before.price},${stock}\n`);
  }
  expect((await priceAt()).price).toBe(before.price);
});

test("a file with errors is listed by line and column and cannot be applied", async ({ page, server }) => {
  const operator = demoAccount(server.logFile, "operator");
  await signedInAs(page, operator.email, operator.password);
  await page.goto("/operator/");
  await waitForHydration(page);
  await page.getByLabel("File", { exact: true }).setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from("sku,airport,price,stock\nNO-SUCH,IST,1.00,1\nNO-SUCH-2,IST,-1.00,1\n") });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByTestId("import-report").getByRole("alert")).toHaveText("2 errors: nothing was written. Correct the file and check it again.");
  await expect(page.getByRole("row", { name: /must not be negative/ })).toContainText("3price");
  await expect(page.getByRole("row", { name: /no size with the SKU NO-SUCH/ })).toContainText("2sku");
  await expect(page.getByRole("button", { name: "Apply", exact: true })).toBeDisabled();
});

test("a traveller who opens the operator's page is told it is for operators", async ({ page, request, server, problems }) => {
  // The operator's calls answer 404 to a traveller, which the browser logs.
  problems.allow(/status of 404 .*\/api\/operator\/imports\/\?page_size=20\)$/);
  const email = await registeredAccount(request, server.dataDir, server.origin, "not-operator");
  await signedInAs(page, email, PASSWORD);
  await page.goto("/operator/");
  await expect(page.getByText("This page is for catalogue operators")).toBeVisible();
});
