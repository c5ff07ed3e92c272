import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { ACCESS_KEY, signIn } from "./accounts";

/** The demo operator's password, as the shop printed it once when it started (into `logFile`). */
export function operatorAccount(logFile: string): { email: string; password: string } {
  const match = /Demo operator account[^\n]*\n\s+e-mail (\S+)\s+password (\S+)/.exec(fs.readFileSync(logFile, "utf8"));
  if (!match) throw new Error(`no demo operator account in ${logFile}`);
  return { email: match[1]!, password: match[2]! };
}

export async function signedInAs(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.waitForFunction((key) => Boolean(localStorage.getItem(key)), ACCESS_KEY);
}

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
