import { test, expect, waitForHydration } from "./fixtures";
import { linkWithParam, waitForMail } from "./helpers/outbox";
import { uniqueEmail } from "./helpers/tokens";

/**
 * Double opt-in as a visitor meets it: the footer form only sends a confirmation e-mail; the link in it
 * subscribes; the welcome e-mail's link unsubscribes. An address alone unsubscribes nobody.
 */
test("newsletter: subscribe, confirm from the e-mail, unsubscribe from the next one", async ({
  page,
  request,
  server,
}) => {
  const email = uniqueEmail("newsletter");
  const notices = page.getByRole("status");

  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "confirm your subscription" })).toBeVisible();

  const confirmation = await waitForMail(server.dataDir, email);
  expect(confirmation.subject).toMatch(/confirm your subscription/i);
  expect(confirmation.body).not.toContain("unsubscribe=");

  // Someone else asking to unsubscribe the address unsubscribes nobody (the confirmation below would
  // then say the link is not valid); its owner was sent a link moments ago, so no e-mail goes out.
  const byAddress = await request.post("/api/newsletter/unsubscribe/", { data: { email } });
  expect(byAddress.status()).toBe(200);

  await page.goto(linkWithParam(confirmation, server.origin, "newsletter-confirm"));
  await expect(notices.filter({ hasText: "You are subscribed to the newsletter" })).toBeVisible();
  await expect(page).toHaveURL(`${server.origin}/`);

  const welcome = await waitForMail(server.dataDir, email, { skip: new Set([confirmation.file.split("/").pop()!]) });
  expect(welcome.subject).toMatch(/you are subscribed/i);
  await page.goto(linkWithParam(welcome, server.origin, "unsubscribe"));
  await expect(notices.filter({ hasText: "You are unsubscribed from the newsletter" })).toBeVisible();
});
