import fs from "node:fs";
import type { Request } from "@playwright/test";
import { test, expect, waitForHydration, type BrowserContext } from "./fixtures";
import { PASSWORD, registeredAccount } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/tokens";

/**
 * Attacks on the site through the browser: addresses that would send a visitor to another site after
 * a redirect or a sign-in, and forms sent by the browser itself before (or without) the page's
 * JavaScript, which must never put a password in a URL or the server's log.
 */

const EVIL = "http://evil.example";

/** Any visit to the attacker's site is answered (there is no network), so a redirect there would land. */
async function trapEvil(context: BrowserContext): Promise<string[]> {
  const visits: string[] = [];
  await context.route(`${EVIL}/**`, (route) => {
    visits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>evil</title>evil" });
  });
  return visits;
}

test("the site server's trailing-slash redirect stays on the site however the path is encoded", async ({ page, context, server }) => {
  const visits = await trapEvil(context);
  // The report's "/static" is a folder without a page; "/brands" is one with a page, the same attack.
  for (const hostile of ["/%2F%2Fevil.example%2F..%2Fbrands", "/%5Cevil.example%2F..%2Fbrands", "/%2F%5Cevil.example%2F..%2Fbrands", "/%2F%2Fevil.example%2F..%2Fbrands?x=1"]) {
    await page.goto(hostile);
    expect(new URL(page.url()).origin, hostile).toBe(server.origin);
    expect(new URL(page.url()).pathname, hostile).toBe("/brands/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(visits).toEqual([]);
});

test("signing in with a hostile next stays on the site", async ({ page, context, request, server }) => {
  const visits = await trapEvil(context);
  const email = await registeredAccount(request, server.dataDir, server.origin, "next");
  await page.goto(`/sign-in/?next=${"%2F%09%2Fevil.example%2Fx"}`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel(/^e-?mail/i).fill(email);
  await form.getByLabel(/^password$/i).fill(PASSWORD);
  await form.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(`${server.origin}/user-account/`);

  // Signed in, the sign-in page sends a visitor on at once: every other form of the attack too.
  for (const next of ["%2F%0A%2Fevil.example%2Fx", "%2F%0D%2Fevil.example%2Fx", "%2F%5Cevil.example%2Fx", "%2F.%2F%2Fevil.example%2Fx", "%2F%2Fevil.example", "http%3A%2F%2Fevil.example%2F"]) {
    await page.goto(`/sign-in/?next=${next}`);
    await expect(page, next).toHaveURL(`${server.origin}/user-account/`);
  }
  await page.goto(`/sign-in/?next=${encodeURIComponent("/my-lists/?from=sign-in")}`);
  await expect(page).toHaveURL(`${server.origin}/my-lists/?from=sign-in`);
  expect(visits).toEqual([]);
});

test("without JavaScript, signing in and up never puts the password in a URL or the server's log", async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.origin });
  const requests: Request[] = [];
  context.on("request", (r) => requests.push(r));
  const page = await context.newPage();
  const password = `No-Js-${Date.now().toString(36)}-Secret!`;
  const formEncoded = new URLSearchParams({ p: password }).toString().slice(2);
  const inUrl = (url: string) => [password, encodeURIComponent(password), formEncoded].some((form) => url.includes(form));
  try {
    await page.goto("/sign-in/?next=%2Fmy-lists%2F");
    const signIn = page.getByRole("form", { name: "Sign in" });
    await signIn.getByLabel(/^e-?mail/i).fill("no-js@example.com");
    await signIn.getByLabel(/^password$/i).fill(password);
    await signIn.getByRole("button", { name: /^sign in$/i }).click();
    await page.waitForLoadState("load");
    expect(page.url()).toBe(`${server.origin}/sign-in/?next=%2Fmy-lists%2F`);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

    await page.goto("/sign-up/");
    const signUp = page.getByRole("form", { name: "Create an account" });
    await signUp.getByLabel(/^e-?mail/i).fill(uniqueEmail("no-js"));
    await signUp.getByLabel(/^password$/i).fill(password);
    await signUp.getByLabel(/^repeat the password$/i).fill(password);
    await signUp.getByRole("button", { name: /^create account$/i }).click();
    await page.waitForLoadState("load");
    expect(page.url()).toBe(`${server.origin}/sign-up/`);
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();

    // The forms were really sent, by the browser, in a body the server answered with 303.
    const posts = requests.filter((r) => r.method() === "POST");
    expect(posts.map((r) => new URL(r.url()).pathname)).toEqual(["/sign-in/", "/sign-up/"]);
    for (const post of posts) {
      expect(post.postData() ?? "").toContain(formEncoded);
      expect((await post.response())?.status()).toBe(303);
    }
    expect(inUrl(page.url())).toBe(false);
    expect(requests.map((r) => r.url()).filter(inUrl)).toEqual([]);

    const log = fs.readFileSync(server.logFile, "utf8");
    expect(log, "the server logs requests").toContain('"url":"/sign-up/"');
    expect(inUrl(log), "the password is in the server's log").toBe(false);
  } finally {
    await context.close();
  }
});

test("the API reference renders under its Content Security Policy", async ({ page }) => {
  const res = await page.goto("/api/docs/");
  expect(res?.headers()["content-security-policy"]).toMatch(/default-src 'none'/);
  await expect(page.getByRole("heading", { name: /Travel Retail Shop API/ })).toBeVisible();
  await expect(page.getByText("/auth/login/").first()).toBeVisible();
});
