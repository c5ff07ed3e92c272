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
