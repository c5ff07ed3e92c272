import fs from "node:fs";
import path from "node:path";
import { test, expect, waitForHydration } from "./fixtures";
import { ACCESS_KEY, PASSWORD, REFRESH_KEY, header, registeredAccount, signIn } from "./helpers/accounts";
import { sampleUrls, addToListName } from "./helpers/catalogue";
import { waitForMail } from "./helpers/outbox";
import { pathsKnownToServiceWorker, serviceWorkerInControl } from "./helpers/service-worker";
import { expiredAccessToken, jwtClaims } from "./helpers/tokens";

/**
 * Issue 17, points 7 and 8 as a traveller meets them: "Forgot password?" by e-mail, and a session the
 * server ended (a refused refresh) that says so, signs in again on the same page and finishes the click.
 */
const NEW_PASSWORD = "Night-Flight-To-Lima-3";

const outboxFiles = (dataDir: string) => new Set(fs.existsSync(path.join(dataDir, "outbox")) ? fs.readdirSync(path.join(dataDir, "outbox")) : []);

test("forgot password: the e-mailed link sets a new password once; the old one is refused, the new one signs in", async ({ page, request, server, problems }) => {
  // The second visit of the used link is refused by the API (400), as it must be.
  problems.allow(/status of 400 .*\/auth\/password\/reset\/confirm\/\)$/);
  const email = await registeredAccount(request, server.dataDir, server.origin, "reset");
  const before = outboxFiles(server.dataDir);

  await page.goto("/sign-in/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  const ask = page.getByRole("form", { name: "Reset password" });
  await ask.getByLabel(/^e-?mail/i).fill(email);
  await ask.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `If an account uses ${email}` })).toBeVisible();

  const mail = await waitForMail(server.dataDir, email, { skip: before });
  expect(mail.subject).toMatch(/reset your .* password/i);
  const link = new RegExp(`${server.origin}/password-reset/[\\w-]+/[\\w-]+`).exec(mail.body)?.[0];
  expect(link, mail.body).toBeTruthy();

  await page.goto(link!);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  const form = page.getByRole("form", { name: "Choose a new password" });
  const password = form.getByLabel(/^new password$/i);
  await password.fill(NEW_PASSWORD);
  // The toggle shows what was typed and leaves the focus in the field.
  await password.focus();
  await form.getByRole("button", { name: "Show password" }).first().click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toBeFocused();
  await form.getByLabel(/^repeat the new password$/i).fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been reset" })).toBeVisible();

  const old = await request.post("/auth/login/", { data: { email, password: PASSWORD } });
  expect(old.status(), "the old password is refused").toBe(400);

  const signInForm = page.getByRole("form", { name: "Sign in" });
  await signInForm.getByLabel(/^e-?mail/i).fill(email);
  await signInForm.getByLabel(/^password$/i).fill(NEW_PASSWORD);
  await signInForm.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/user-account\/$/);
  await expect(header(page).getByRole("link", { name: /my account/i })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await waitForHydration(page);
  const again = page.getByRole("form", { name: "Choose a new password" });
  await again.getByLabel(/^new password$/i).fill("Another-Night-Flight-4");
  await again.getByLabel(/^repeat the new password$/i).fill("Another-Night-Flight-4");
  await again.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();
});

test("a refused refresh says the session ended, signs in on the same page and finishes the add to list", async ({ page, request, server, problems }) => {
  // The expired access token and the refused refresh token answer 401, as they must.
  problems.allow(/status of 401/);
  const email = await registeredAccount(request, server.dataDir, server.origin, "expired");
  const urls = await sampleUrls(request);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user-account\/$/);

  // The page's start syncs the account's lists (catchUpLists) after hydration, once its chunk is in: the
  // tokens are revoked after that, while the tab sits open. Revoked before it, the start itself ends the
  // session, and the click below would land on a page already on its way to sign-in.
  const startSync = page.waitForResponse((res) => res.request().method() === "GET" && new URL(res.url()).pathname === "/api/wishlist/");
  await page.goto(urls.product);
  await waitForHydration(page);
  expect((await startSync).status(), "the start's sync of the lists").toBe(200);
  const productName = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  // What a tab holds after its refresh token was revoked elsewhere: an expired access token and a refresh token the server refuses.
  const stored = await page.evaluate((key) => localStorage.getItem(key), ACCESS_KEY);
  const expired = expiredAccessToken(String(jwtClaims(stored!).sub), server.jwtSecret);
  await page.evaluate(
    ([accessKey, refreshKey, access]) => {
      localStorage.setItem(accessKey, access);
      localStorage.setItem(refreshKey, "revoked-elsewhere");
    },
    [ACCESS_KEY, REFRESH_KEY, expired],
  );

  await page.getByRole("button", { name: addToListName(productName) }).click();
  await expect(page.getByText("Your session has ended, sign in again.").first()).toBeVisible();
  const productPath = new URL(urls.product, server.origin).pathname;
  await expect(page).toHaveURL(`${server.origin}/sign-in/?next=${encodeURIComponent(productPath)}`);
  // Kept whether the list was still to be found (the product's own notice) or the change still to be sent.
  await expect(page.getByText(/kept (on this browser's list|in this browser)/).first()).toBeVisible();

  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel(/^e-?mail/i).fill(email);
  await form.getByLabel(/^password$/i).fill(PASSWORD);
  await form.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(`${server.origin}${productPath}`);
  await expect(page.getByText("On your list: 1").first()).toBeVisible();

  // The click was done on the account's list, not only in this browser.
  await expect
    .poll(async () => {
      const access = await page.evaluate((key) => localStorage.getItem(key), ACCESS_KEY);
      const res = await request.get("/api/wishlist/", { headers: { authorization: `Bearer ${access}` } });
      return JSON.stringify(await res.json());
    })
    .toContain(productName);
});

test("the reset pages and the sign-in form with its toggle fit a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/sign-in/", "/forgot-password/", "/password-reset/MQ/e2e-token/"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // The toggle sits inside the field, within the screen.
  const field = await page.getByLabel(/^new password$/i).boundingBox();
  const toggle = await page.getByRole("button", { name: "Show password" }).first().boundingBox();
  expect(toggle!.x).toBeGreaterThanOrEqual(field!.x);
  expect(toggle!.x + toggle!.width).toBeLessThanOrEqual(Math.min(field!.x + field!.width, 320) + 0.5);
});

test("offline, a reset link says so: the shop's offline page for a new link, the form's own message for an opened one", async ({ page, context, problems }) => {
  problems.allow(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch|FetchEvent|Network Error/);
  // The link is opened with the worker in control, as a visitor's earlier visit to the shop leaves it.
  await page.goto("/");
  await serviceWorkerInControl(page);
  await page.goto("/password-reset/MQ/e2e-offline-token/");
  await waitForHydration(page);
  await expect
    .poll(() => pathsKnownToServiceWorker(page), { message: "the worker records the link's page" })
    .toContain("/password-reset/MQ/e2e-offline-token/");
  await context.setOffline(true);
  // Another link, opened for the first time offline.
  await page.goto("/password-reset/MQ/e2e-never-opened-token/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  // The link opened before comes back from the worker, and says why it cannot save yet.
  await page.goto("/password-reset/MQ/e2e-offline-token/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  const form = page.getByRole("form", { name: "Choose a new password" });
  await form.getByLabel(/^new password$/i).fill(NEW_PASSWORD);
  await form.getByLabel(/^repeat the new password$/i).fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("alert")).toContainText("You are offline");
  await expect(form.getByRole("button", { name: "Save the new password" })).toBeEnabled();
  await context.setOffline(false);
});
