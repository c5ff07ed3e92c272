import fs from "node:fs";
import path from "node:path";
import { test, expect, waitForHydration } from "./fixtures";
import { sampleUrls } from "./helpers/catalogue";
import { serviceWorkerInControl } from "./helpers/service-worker";

/**
 * A returning visitor after a new deploy (issue #5): told that a new version is ready, given it by the
 * next page, with one full page load and no reload loop.
 *
 * The deploy is simulated where the browser notices one: the service worker script. Every real deploy
 * changes public/sw.js (its precache manifest lists the new content-hashed bundles), and a changed worker
 * is what starts Gatsby's update path (register-service-worker.js: a new worker installed while an old one
 * controls the page sets window.___swUpdated and calls onServiceWorkerUpdateReady). The test changes the
 * served sw.js, and puts the original back afterwards. Building a second site would add minutes to every
 * run and exercise the same path; that old and new bundles never mix follows from the full page load,
 * which fetches the new HTML and with it only the new deploy's bundles.
 */
test("after a new deploy a returning visitor is told, and the next page opens the new version with one full load", async ({ page, request, server }) => {
  const urls = await sampleUrls(request);
  const worker = path.join(server.publicDir, "sw.js");
  const original = fs.readFileSync(worker, "utf8");

  await page.goto("/");
  await serviceWorkerInControl(page);
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(firstWorker).toMatch(/\/sw\.js$/);
  await expect(page.getByText(/new version of the shop is ready/i)).toHaveCount(0);

  const deploy = `e2e-${Date.now()}`;
  try {
    fs.writeFileSync(worker, `${original}\n// deploy ${deploy}\nself.__deploy = ${JSON.stringify(deploy)};\n`);

    // Navigation 1: the visitor comes back; the browser checks the worker script on every navigation.
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: /new version of the shop is ready/i })).toBeVisible({
      timeout: 20_000,
    });
    expect(await page.evaluate(() => (window as unknown as { ___swUpdated?: boolean }).___swUpdated)).toBe(true);

    // Navigation 2: a link click, which Gatsby turns into a full page load of the new version.
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await page.evaluate(() => ((window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate = true));
    await page.locator(`a[href="${urls.category}"]`).first().click();
    await expect(page).toHaveURL(urls.category);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate), "a full page load, not a client-side swap").toBeUndefined();
    await expect(page.getByText(/new version of the shop is ready/i)).toHaveCount(0);
    // The page is now controlled by the new deploy's worker.
    expect(await page.context().serviceWorkers().at(-1)?.evaluate(() => (self as unknown as { __deploy?: string }).__deploy)).toBe(deploy);

    // And stays put: no second load, no loop.
    await page.waitForTimeout(3000);
    expect(loads, "exactly one page load after the update").toEqual([`${server.origin}${urls.category}`]);
  } finally {
    fs.writeFileSync(worker, original);
  }
});
