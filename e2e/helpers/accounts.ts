import fs from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "../fixtures";
import { confirmationLink, waitForMail } from "./outbox";
import { uniqueEmail } from "./tokens";

/** The password of every account the tests create. */
export const PASSWORD = "Correct-Horse-Battery-9";
/** The storefront's token keys in localStorage (specification, section 4). */
export const ACCESS_KEY = "access_token";
export const REFRESH_KEY = "refresh_token";

export const header = (page: Page) => page.getByRole("banner");

/** Signs in through the sign-in page's form. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/sign-in/");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel(/^e-?mail/i).fill(email);
  await form.getByLabel(/^password$/i).fill(password);
  await form.getByRole("button", { name: /^sign in$/i }).click();
}

/** Signs in through the page and waits until the session is stored (the next navigation is signed in). */
export async function signedInAs(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.waitForFunction((key) => Boolean(localStorage.getItem(key)), ACCESS_KEY);
}

/** A demo account (counter staff or operator) as the shop printed it once when it started, into `logFile`. */
export function demoAccount(logFile: string, role: "counter" | "operator"): { email: string; password: string } {
  const printed = new RegExp(`Demo ${role} account[^\\n]*\\n\\s+e-mail (\\S+)\\s+password (\\S+)`);
  const match = printed.exec(fs.readFileSync(logFile, "utf8"));
  if (!match) throw new Error(`no demo ${role} account in ${logFile}`);
  return { email: match[1]!, password: match[2]! };
}

/** Registers and confirms an account through the API, for tests that are not about sign-up. */
export async function registeredAccount(request: APIRequestContext, dataDir: string, origin: string, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const res = await request.post("/auth/registration/", { data: { email, password1: PASSWORD, password2: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  const key = confirmationLink(await waitForMail(dataDir, email), origin).split("/confirm-email/")[1].replace(/\/$/, "");
  const verify = await request.post("/auth/registration/verify-email/", { data: { key } });
  expect(verify.ok(), await verify.text()).toBe(true);
  return email;
}
