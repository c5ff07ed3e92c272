import { expect, type Page } from "@playwright/test";

/** On /operator/: checks a one-row file (one change), applies it, and finds it in the history. */
export async function importThroughThePage(page: Page, name: string, csv: string): Promise<void> {
  await page
    .getByLabel("File", { exact: true })
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check file" }).click();
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("1 row checked, no errors");
  await expect(page.getByTestId("import-counts")).toContainText("1 changed");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} is imported.` })).toBeVisible();
  await expect(page.getByTestId("import-history").getByRole("row").nth(1)).toContainText(name);
}

/** A price as the English pages show it (the built pages' display currency is US dollars). */
export const usd = (amount: string): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(Number(amount));
