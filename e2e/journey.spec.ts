import { test, expect, waitForHydration, type Page } from "./fixtures";
import { sampleUrls, addToListName } from "./helpers/catalogue";
import { ACCESS_KEY, PASSWORD, REFRESH_KEY, header, registeredAccount, signIn } from "./helpers/accounts";
import { confirmationLink, waitForMail } from "./helpers/outbox";
import { expiredAccessToken, jwtClaims, uniqueEmail } from "./helpers/tokens";

/**
 * A new traveller's whole visit, in order: preferences, browsing behind the age gate, a visitor's list,
 * search, sign-up with e-mail confirmation, the list joining the account, an expired token refreshed
 * silently, password change, sign-out, sign-in again and account removal.
 */

const NEW_PASSWORD = "Another-Staple-Tower-42";

async function dismissCookieBanner(page: Page) {
  const ok = page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: /ok, got it|accept/i });
  if (await ok.isVisible()) await ok.click();
}

async function signOut(page: Page) {
  await header(page).getByRole("link", { name: /my account/i }).click();
  await page.getByRole("button", { name: /sign out/i }).click();
  await expect(header(page).getByRole("link", { name: /^sign in$/i })).toBeVisible();
}

test("a new traveller's journey, from the home page to removing the account", async ({ page, request, server, problems }) => {
  test.setTimeout(240_000);
  const urls = await sampleUrls(request);
  const email = uniqueEmail("journey");
  const authCalls: { method: string; path: string; status: number }[] = [];
  page.on("response", (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith("/auth/") || path.startsWith("/api/wishlist/")) authCalls.push({ method: res.request().method(), path, status: res.status() });
  });

  let productName = "";
  let productPath = "";
  await test.step("home: choose an airport and a currency", async () => {
    await page.goto("/");
    await waitForHydration(page);
    await dismissCookieBanner(page);
    // Both pickers sit behind one button in the compact header.
    await header(page).getByRole("button", { name: /airport and currency/i }).click();
    const airport = header(page).getByLabel("Airport");
    const options = await airport.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(options.length).toBeGreaterThan(0);
    await airport.selectOption(options[0]);
    await page.getByLabel("Currency").selectOption("EUR");
    await expect(page.getByLabel("Currency")).toHaveValue("EUR");
    await expect(header(page).getByLabel("Airport")).toHaveValue(options[0]);
    // Prices follow the display currency.
    await expect(page.getByRole("main").getByText(/€/).first()).toBeVisible();
    // The featured products become the chosen airport's, as the API lists them for it.
    const atAirport = await (await request.get(`/api/products/mainpage/?airport=${options[0]}`)).json();
    const featured = page.getByRole("list", { name: "Featured products" });
    await expect(page.getByRole("heading", { name: /^Featured products at / })).toBeVisible();
    await expect(featured.getByRole("link", { name: atAirport.featured[0].name, exact: true })).toBeVisible();
    // Only as many as fill whole rows are shown (issue 17: no orphans), every one of them the airport's.
    const names = new Set((atAirport.featured as { name: string }[]).map((p) => p.name));
    const shown = await featured.getByRole("listitem").getByRole("heading").allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(names.size);
    for (const name of shown) expect(names).toContain(name.trim());
  });

  await test.step("browse categories into an adult category and pass the age gate", async () => {
    await header(page).getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Categories" }).click();
    await expect(page).toHaveURL("/categories/");
    await page.getByRole("main").getByRole("link", { name: new RegExp(urls.adultCategory.name, "i") }).first().click();
    await expect(page).toHaveURL(urls.adultCategory.url);
    const gate = page.getByRole("dialog", { name: /legal .*age/i });
    await expect(gate).toBeVisible();
    await gate.getByRole("button", { name: /yes/i }).click();
    await expect(gate).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(urls.adultCategory.name);
  });

  await test.step("open a product and add it to a list as a visitor", async () => {
    await page.getByRole("main").locator('a[href^="/products/"]:visible').first().click();
    await expect(page).toHaveURL(/\/products\/[^/]+\/$/);
    const heading = page.getByRole("heading", { level: 1 });
    productName = (await heading.innerText()).trim();
    productPath = new URL(page.url()).pathname;
    await page.getByRole("button", { name: addToListName(productName) }).click();
    await expect(page.getByText(/on your list: 1/i)).toBeVisible();
  });

  await test.step("search", async () => {
    const box = page.getByRole("search").getByLabel(/search/i);
    await box.fill(urls.searchTerm);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search/\\?q=${encodeURIComponent(urls.searchTerm)}`));
    await expect(page.getByRole("main").locator('a[href^="/products/"]').first()).toBeVisible();
  });

  await test.step("sign up", async () => {
    await header(page).getByRole("link", { name: /^sign in$/i }).click();
    await page.getByRole("main").getByRole("link", { name: /sign up|create an account|register/i }).click();
    await expect(page).toHaveURL("/sign-up/");
    const form = page.getByRole("form", { name: /create an account|sign up/i });
    await form.getByLabel(/^e-?mail/i).fill(email);
    await form.getByLabel(/^password$/i).fill(PASSWORD);
    await form.getByLabel(/(confirm|repeat).*password|password.*again/i).fill(PASSWORD);
    await form.getByRole("button", { name: /sign up|create (an )?account|register/i }).click();
    await expect(page.getByRole("status").filter({ hasText: /sent a confirmation link|check your (e-?mail|inbox)/i })).toContainText(email);
  });

  await test.step("confirm the e-mail address through the link in the e-mail", async () => {
    const mail = await waitForMail(server.dataDir, email);
    const link = confirmationLink(mail, server.origin);
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByText(/confirmed/i).first()).toBeVisible();
  });

  await test.step("sign in: the visitor's list is now the account's", async () => {
    await signIn(page, email, PASSWORD);
    await expect(header(page).getByRole("link", { name: /my account/i })).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), ACCESS_KEY)).toBeTruthy();
    expect(await page.evaluate((k) => localStorage.getItem(k), REFRESH_KEY)).toBeTruthy();
    await header(page).getByRole("link", { name: /my lists/i }).click();
    await expect(page).toHaveURL("/my-lists/");
    await expect(page.getByRole("main").getByText(productName).first()).toBeVisible();
    // …and the server has it, so it follows the traveller to any device.
    const token = await page.evaluate((k) => localStorage.getItem(k), ACCESS_KEY);
    const lists = await (await request.get("/api/wishlist/", { headers: { authorization: `Bearer ${token}` } })).json();
    expect(JSON.stringify(lists)).toContain(productName);
  });

  await test.step("an expired access token is refreshed silently", async () => {
    const stored = (await page.evaluate((k) => localStorage.getItem(k), ACCESS_KEY))!;
    const expired = expiredAccessToken(String(jwtClaims(stored).sub), server.jwtSecret);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [ACCESS_KEY, expired] as const);
    // The browser logs the API's 401 to the expired token; that refusal is the point of this step.
    problems.allow(/status of 401 /, Date.now());
    const before = authCalls.length;
    // An authenticated action: one more of the product on the account's list.
    await page.goto(productPath);
    await waitForHydration(page);
    await page.getByRole("button", { name: addToListName(productName, "Add one more") }).click();
    await expect(page.getByText(/on your list: 2/i)).toBeVisible();
    const isWrite = (c: { method: string; path: string }) => c.method !== "GET" && c.path.startsWith("/api/wishlist/");
    // Calls are recorded as their answers come. The write may be the first call the expired token is
    // refused on (then retried after the refresh) or come after a refused read: wait for a write answered
    // after the refresh, not for any write (the refused one alone passed here while the retry was on its way).
    const writtenAfterRefresh = () => {
      const since = authCalls.slice(before);
      const at = since.findIndex((c) => c.path === "/auth/token/refresh/");
      return at >= 0 && since.slice(at + 1).some(isWrite);
    };
    await expect.poll(writtenAfterRefresh, { message: "the list change reaches the API after the refresh" }).toBe(true);
    const calls = authCalls.slice(before);
    const refreshes = calls.filter((c) => c.method === "POST" && c.path === "/auth/token/refresh/");
    expect(refreshes, JSON.stringify(calls)).toHaveLength(1);
    expect(refreshes[0].status).toBe(200);
    const refreshAt = calls.findIndex((c) => c.path === "/auth/token/refresh/");
    expect(calls.slice(0, refreshAt).some((c) => c.status === 401), `the expired token was refused first: ${JSON.stringify(calls)}`).toBe(true);
    const write = calls.slice(refreshAt).find(isWrite);
    expect(write?.status, `the list change went through with the new token: ${JSON.stringify(calls)}`).toBeGreaterThanOrEqual(200);
    expect(write!.status).toBeLessThan(300);
    const renewed = await page.evaluate((k) => localStorage.getItem(k), ACCESS_KEY);
    expect(renewed).not.toBe(expired);
    expect(Number(jwtClaims(renewed!).exp) * 1000).toBeGreaterThan(Date.now());
  });

  await test.step("change the password", async () => {
    await header(page).getByRole("link", { name: /my account/i }).click();
    const form = page.getByRole("form", { name: /change password/i });
    await form.getByLabel(/current password|old password/i).fill(PASSWORD);
    await form.getByLabel(/^new password$/i).fill(NEW_PASSWORD);
    await form.getByLabel(/(confirm|repeat).*new password|new password.*again/i).fill(NEW_PASSWORD);
    // The submit button, not the fields' "Show password" toggles.
    await form.getByRole("button", { name: /change password/i }).click();
    await expect(page.getByText(/password (is|has been) (saved|changed)/i).first()).toBeVisible();
  });

  await test.step("sign out, then the old password no longer works and the new one does", async () => {
    await signOut(page);
    expect(await page.evaluate((k) => localStorage.getItem(k), ACCESS_KEY)).toBeNull();
    expect(await page.evaluate((k) => localStorage.getItem(k), REFRESH_KEY)).toBeNull();
    problems.allow(/status of 40\d .*\/auth\/login\/\)$/, Date.now());
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(header(page).getByRole("link", { name: /^sign in$/i })).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
    await expect(header(page).getByRole("link", { name: /my account/i })).toBeVisible();
  });

  await test.step("remove the account", async () => {
    await header(page).getByRole("link", { name: /my account/i }).click();
    await page.getByRole("button", { name: /(delete|remove).*account/i }).first().click();
    const confirm = page.getByRole("dialog").or(page.getByRole("main"));
    // The input, not its "Show password" toggle, which is labelled too.
    const password = confirm.getByLabel(/password/i).and(page.locator("input")).last();
    if (await password.isVisible()) await password.fill(NEW_PASSWORD);
    await confirm.getByRole("button", { name: /(delete|remove)/i }).last().click();
    await expect(header(page).getByRole("link", { name: /^sign in$/i })).toBeVisible();
    const login = await request.post("/auth/login/", { data: { email, password: NEW_PASSWORD } });
    expect(login.status(), "the removed account cannot sign in").toBeGreaterThanOrEqual(400);
  });
});

test("a failed sign-in shows the server's message and stores no tokens", async ({ page, request, server, problems }) => {
  const email = await registeredAccount(request, server.dataDir, server.origin, "wrong-password");
  const refused = await request.post("/auth/login/", { data: { email, password: "not-the-password-1" } });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  const { message } = (await refused.json()) as { message: string };
  problems.allow(/status of 40\d .*\/auth\/login\/\)$/);
  await signIn(page, email, "not-the-password-1");
  await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), ACCESS_KEY)).toBeNull();
  await expect(header(page).getByRole("link", { name: /^sign in$/i })).toBeVisible();
});

test("two tabs of one browser sign out together", async ({ context, page, request, server }) => {
  const email = await registeredAccount(request, server.dataDir, server.origin, "two-tabs");
  await signIn(page, email, PASSWORD);
  await expect(header(page).getByRole("link", { name: /my account/i })).toBeVisible();

  const other = await context.newPage();
  await other.goto("/my-lists/");
  await waitForHydration(other);
  await expect(header(other).getByRole("link", { name: /my account/i })).toBeVisible();

  await signOut(page);
  // No reload: the second tab follows the shared storage.
  await expect(header(other).getByRole("link", { name: /^sign in$/i })).toBeVisible();
  // My lists is for everyone now: the tab shows this browser's visitor list instead of the account's.
  await expect(other.getByRole("main").getByText(/kept on this device only/i)).toBeVisible();
});
