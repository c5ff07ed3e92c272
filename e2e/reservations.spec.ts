import type { APIRequestContext } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { demoAccount, PASSWORD, registeredAccount, signedInAs } from "./helpers/accounts";
import { waitForMail, type OutboxMail } from "./helpers/outbox";
import { serviceWorkerInControl } from "./helpers/service-worker";

/**
 * Reserve & Collect end to end (issue 19): a traveller reserves a list at Warsaw, reads the code in the
 * e-mail, the counter (the demo's counter account, printed once when the shop started) finds it by
 * code and marks it ready, the traveller gets the ready e-mail and sees the reservation offline, and the
 * counter marks it collected after confirming the ID check.
 */

/** The newest e-mail to `address` once its subject matches (the reservation's mails follow each other). */
async function mailAbout(dataDir: string, address: string, subject: RegExp): Promise<OutboxMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = await waitForMail(dataDir, address);
    if (subject.test(mail.subject)) return mail;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${address} about ${subject}; the newest is "${mail.subject}"`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A product with a size in stock at WAW, adult or not, for the traveller's list. */
async function productAtWarsaw(request: APIRequestContext, adult: boolean): Promise<{ slug: string; name: string }> {
  const res = await request.get("/api/products/?airport=waw&page_size=100");
  const found = (await res.json()).results.find((p: { adult: boolean; in_stock?: boolean }) => p.adult === adult);
  expect(found, `a${adult ? "n adult" : ""} product at WAW`).toBeTruthy();
  return found;
}

/** The local date and time at Warsaw `days` from now, as a datetime-local input takes it. */
function warsawLocal(days: number): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw", dateStyle: "short", timeStyle: "short" })
    .format(new Date(Date.now() + days * 86_400_000))
    .replace(" ", "T");
}

test("a list reserved, found at the counter by its code, ready, seen offline, collected after the ID check", async ({
  browser,
  page,
  context,
  request,
  server,
  problems,
}) => {
  test.slow();
  const email = await registeredAccount(request, server.dataDir, server.origin, "reserve");
  // A list at Warsaw holding a whisky (adult: the counter must check the ID) and something else.
  const login = await request.post("/auth/login/", { data: { email, password: PASSWORD } });
  const auth = { authorization: `Bearer ${(await login.json()).access_token}` };
  const list = await (
    await request.post("/api/wishlist/", { headers: auth, data: { name: "Warsaw trip", airport: "waw" } })
  ).json();
  const adult = await productAtWarsaw(request, true);
  const plain = await productAtWarsaw(request, false);
  for (const product of [adult, plain]) {
    const added = await request.post(`/api/wishlist/${list.id}/items/`, {
      headers: auth,
      data: { product: product.slug, quantity: 1 },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  await page.goto("/");
  await serviceWorkerInControl(page);
  await signedInAs(page, email, PASSWORD);
  await page.goto("/my-lists/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Reserve this list for collection" }).click();
  const form = page.getByRole("form", { name: "Reserve for collection" });
  await expect(form).toBeVisible();
  await expect(form.getByText(/Nothing is charged online/)).toBeVisible();
  const amount = (text: string | null) => /\d[\d,]*\.\d{2}/.exec(text ?? "")?.[0];
  const formTotal = amount(await form.getByTestId("form-local-total").textContent());
  expect(formTotal, "the form says what will be paid in złoty").toBeTruthy();
  await form.getByLabel("Flight number").fill("lo 281");
  await form.getByLabel(/^Departure/).fill(warsawLocal(3));
  await form.getByLabel("Destination airport code").fill("jfk");
  await form.getByLabel("Name of the traveller who collects").fill("Ada Traveller");
  // Too young first: the refusal names the rule, in the page's words (the browser logs the 409).
  problems.allow(/status of 409 .*\/api\/reservations\/\)$/);
  await form.getByLabel("Date of birth").fill("2015-01-01");
  await form.getByRole("button", { name: "Reserve" }).click();
  await expect(form.getByRole("alert")).toContainText("sold from the age of 18");
  await form.getByLabel("Date of birth").fill("1990-05-17");
  await form.getByRole("button", { name: "Reserve" }).click();

  await expect(page).toHaveURL(/\/my-reservations\/\?id=\d+$/);
  const code = (await page.getByTestId("collection-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
  await expect(page.getByRole("img", { name: `QR code of collection code ${code}` })).toBeVisible();
  await expect(page.getByText("Flight LO 281 to JFK")).toBeVisible();
  // What will be paid, in the airport's currency (written "PLN" on an English page, "zł" on a Polish one).
  await expect(page.getByTestId("local-total")).toContainText(/^PLN\s?\d+\.\d{2}$/);
  expect(amount(await page.getByTestId("local-total").textContent()), "the form's amount is what was frozen").toBe(
    formTotal,
  );

  // The e-mail carries the same code.
  const placedMail = await mailAbout(server.dataDir, email, /Your reservation/);
  expect(placedMail.subject).toContain(code);
  expect(placedMail.body).toContain("boarding pass");

  // The counter, in its own browser context: signs in with the demo counter account, finds the code.
  const counterContext = await browser.newContext();
  const counter = await counterContext.newPage();
  problems.watch(counter);
  const clerk = demoAccount(server.logFile, "counter");
  await signedInAs(counter, clerk.email, clerk.password);
  await counter.goto("/counter/");
  await waitForHydration(counter);
  await counter.getByLabel("Collection code").fill(code.toLowerCase());
  await counter.getByRole("button", { name: "Find", exact: true }).click();
  const found = counter.getByTestId("counter-reservation");
  await expect(found).toContainText("Ada Traveller");
  await found.getByRole("button", { name: "Mark ready" }).click();
  await expect(counter.getByRole("status").filter({ hasText: "is ready" })).toBeVisible();

  const readyMail = await mailAbout(server.dataDir, email, /ready for collection/);
  expect(readyMail.subject).toContain(code);

  // The traveller, in flight mode at the counter: the reservation still opens, code and all.
  const detailUrl = page.url();
  await page.goto("/my-reservations/");
  await expect(page.getByText(code)).toBeVisible();
  await page.goto(detailUrl);
  await expect(page.getByText("Status: Ready for collection")).toBeVisible();
  problems.allow(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch|Network Error/);
  await context.setOffline(true);
  await page.goto(detailUrl);
  await expect(page.getByTestId("collection-code")).toHaveText(code);
  await expect(page.getByText("Shown from this device")).toBeVisible();
  await context.setOffline(false);

  // Collected only once the ID check is confirmed.
  const collect = found.getByRole("button", { name: "Mark collected" });
  await expect(collect).toBeDisabled();
  await found.getByLabel(/I checked the boarding pass, the ID/).check();
  await collect.click();
  await expect(counter.getByRole("status").filter({ hasText: "is collected" })).toBeVisible();
  await expect(found).toContainText("Collected");
  await counterContext.close();

  await page.goto(detailUrl);
  await expect(page.getByText("Status: Collected")).toBeVisible();
});

test("a traveller who opens the counter is told it is for staff", async ({ page, request, server, problems }) => {
  // The counter's calls answer 404 to a traveller, which the browser logs.
  problems.allow(/status of 404 .*\/api\/counter\/airports\/\)$/);
  const email = await registeredAccount(request, server.dataDir, server.origin, "not-staff");
  await signedInAs(page, email, PASSWORD);
  await page.goto("/counter/");
  await expect(page.getByText("This page is for counter staff")).toBeVisible();
});

test("at 320 px: the form, a reservation and the counter fit the screen", async ({
  browser,
  page,
  request,
  server,
  problems,
}) => {
  const email = await registeredAccount(request, server.dataDir, server.origin, "reserve-320");
  const login = await request.post("/auth/login/", { data: { email, password: PASSWORD } });
  const auth = { authorization: `Bearer ${(await login.json()).access_token}` };
  const product = await productAtWarsaw(request, false);
  const airport = await (await request.get("/api/reservations/airports/waw/", { headers: auth })).json();
  const placed = await request.post("/api/reservations/", {
    headers: auth,
    data: {
      request_id: `e2e-320-${Date.now()}`,
      airport: "waw",
      collection_point: airport.collection_points[0].slug,
      flight_number: "LO 3",
      departure: warsawLocal(4),
      destination: "CDG",
      name: "A Traveller With A Rather Long Name For A Narrow Screen",
      items: [{ product: product.slug, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  await page.setViewportSize({ width: 320, height: 740 });
  await signedInAs(page, email, PASSWORD);
  const wide = async () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of [
    `/reserve/?product=${product.slug}&airport=waw`,
    `/my-reservations/?id=${(await placed.json()).id}`,
    "/my-reservations/",
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await wide(), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  const clerk = demoAccount(server.logFile, "counter");
  const counterContext = await browser.newContext({ viewport: { width: 320, height: 740 } });
  const counter = await counterContext.newPage();
  problems.watch(counter);
  await signedInAs(counter, clerk.email, clerk.password);
  await counter.goto("/counter/");
  await waitForHydration(counter);
  await expect(counter.getByLabel("Collection code")).toBeVisible();
  const counterWide = await counter.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(counterWide, "/counter/ scrolls sideways").toBeLessThanOrEqual(0);
  await counterContext.close();
});
