import { createHash } from "node:crypto";
import { test, expect, waitForHydration } from "./fixtures";
import { sampleUrls } from "./helpers/catalogue";
import { serviceWorkerInControl } from "./helpers/service-worker";

/** The installable, offline-capable app shell (specification section 2) and what the server sends. */

test("the web app manifest makes the shop installable", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const themeColors = await page.locator('meta[name="theme-color"]').evaluateAll((ms) => ms.map((m) => m.getAttribute("content")?.toUpperCase()));
  expect(themeColors.length).toBeGreaterThan(0);
  expect(new Set(themeColors)).toEqual(new Set(["#2F4CEB"]));

  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as { display: string; start_url: string; theme_color: string; name: string; icons: { src: string; sizes: string; type?: string }[] };
  expect(manifest.display).toBe("standalone");
  expect(manifest.start_url).toBe("/");
  expect(manifest.theme_color.toUpperCase()).toBe("#2F4CEB");
  expect(manifest.name).toBeTruthy();
  // Chromium's installability needs a 192 px and a 512 px icon.
  const sizes = manifest.icons.map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    const img = await request.get(new URL(icon.src, new URL(href!, "http://x")).pathname);
    expect(img.ok(), icon.src).toBe(true);
    expect(img.headers()["content-type"]).toMatch(/^image\//);
  }
});

test("the manifest link comes once the page has loaded and hydrated: nothing asks for the manifest while it loads", async ({ page, request }) => {
  // The server's HTML holds it in an inert template, and nowhere else.
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<template id="manifest"><link rel="manifest" href="\/manifest\.webmanifest" crossorigin="anonymous"\/><\/template>/);
  expect(html.replace(/<template id="manifest">.*?<\/template>/, "")).not.toMatch(/rel="manifest"/);
  // Seen from the document: the moment a manifest link entered the head.
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      if (!changes.some((c) => [...c.addedNodes].some((n) => n instanceof HTMLLinkElement && n.rel === "manifest"))) return;
      const wrapper = document.getElementById("gatsby-focus-wrapper");
      (window as unknown as { manifestWhen: object }).manifestWhen = {
        readyState: document.readyState,
        hydrated: !!wrapper && Object.keys(wrapper).some((k) => k.startsWith("__reactFiber$")),
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // Seen from the network: any request for the manifest, and the load event, in the order they came.
  const events: string[] = [];
  page.on("request", (r) => void (new URL(r.url()).pathname === "/manifest.webmanifest" && events.push("manifest")));
  page.once("load", () => void events.push("load"));
  await page.goto("/");
  await page.waitForFunction(() => "manifestWhen" in window);
  expect(await page.evaluate(() => (window as unknown as { manifestWhen: object }).manifestWhen)).toEqual({ readyState: "complete", hydrated: true });
  await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  expect(await page.locator("#manifest").innerHTML()).toBe("");
  // Chromium reads the link added late as its installability check does (it fetches the manifest now).
  const cdp = await page.context().newCDPSession(page);
  const read = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data?: string };
  expect(read.url).toMatch(/\/manifest\.webmanifest$/);
  expect(read.errors).toEqual([]);
  expect(JSON.parse(read.data ?? "{}").display).toBe("standalone");
  expect(events[0]).toBe("load");
});

test("the service worker registers for the whole site", async ({ page, baseURL }) => {
  await page.goto("/");
  const { script, scope } = await serviceWorkerInControl(page);
  expect(script).toBe(`${baseURL}/sw.js`);
  expect(scope).toBe(`${baseURL}/`);
});

test("on a first visit the service worker is registered once the page has loaded and hydrated; a page it controls registers at once", async ({ page }) => {
  // Seen from the browser's own register (which the shop's deferral calls in the end): the moment it ran.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
      const wrapper = document.getElementById("gatsby-focus-wrapper");
      (window as unknown as { registeredWhen: object }).registeredWhen = {
        readyState: document.readyState,
        hydrated: !!wrapper && Object.keys(wrapper).some((k) => k.startsWith("__reactFiber$")),
      };
      return register.apply(this, args);
    };
  });
  const registeredWhen = () => page.evaluate(() => (window as unknown as { registeredWhen?: { readyState: string; hydrated: boolean } }).registeredWhen);
  await page.goto("/");
  // Read before serviceWorkerInControl, which may reload the page (and so record the controlled page's).
  await page.waitForFunction(() => "registeredWhen" in window);
  expect(await registeredWhen()).toEqual({ readyState: "complete", hydrated: true });
  await serviceWorkerInControl(page);
  // A returning visitor's page: Gatsby's registration (the update check, whose updatefound announces a new
  // deploy) runs as it always did, before hydration.
  await page.reload();
  await waitForHydration(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await registeredWhen()).toMatchObject({ hydrated: false });
});

test.describe("headers", () => {
  const REVALIDATE = "public, max-age=0, must-revalidate";
  const IMMUTABLE = "public, max-age=31536000, immutable";

  test("HTML pages revalidate and carry the security headers and a strict CSP", async ({ request }) => {
    const urls = await sampleUrls(request);
    for (const path of ["/", urls.product, "/sign-in/", "/no-such-page-e2e/"]) {
      const res = await request.get(path);
      const h = res.headers();
      expect(h["content-type"], path).toMatch(/^text\/html/);
      expect(h["cache-control"], path).toBe(REVALIDATE);
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["x-frame-options"], path).toBe("DENY");
      expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      const csp = h["content-security-policy"];
      expect(csp, path).toBeTruthy();
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const scriptSrc = /script-src ([^;]+)/.exec(csp)![1];
      expect(scriptSrc, "scripts run only from the site and by hash").not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);

      // Every inline script of this page is allowed by its hash, and only by it.
      const html = await res.text();
      for (const [, attrs, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
        if (/type=["']?application\/(ld\+)?json/i.test(attrs)) continue;
        const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
        expect(scriptSrc, `inline script on ${path}: ${body.slice(0, 60)}`).toContain(hash);
      }
    }
  });

  test("page data revalidates; content-hashed assets are immutable; the worker script is never cached", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const pageData = await request.get("/page-data/index/page-data.json");
    expect(pageData.ok()).toBe(true);
    expect(pageData.headers()["cache-control"]).toBe(REVALIDATE);
    expect((await request.get("/page-data/app-data.json")).headers()["cache-control"]).toBe(REVALIDATE);

    // Gatsby's first scripts are in the list of the script that starts them after the first paint.
    const afterPaint = /<script id="gatsby-scripts-after-paint">[^<]*?\((\[[^\]]*\])\)<\/script>/.exec(html);
    const listed: string[] = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]).concat(afterPaint ? JSON.parse(afterPaint[1]) : []);
    const hashedScripts = listed.filter((src) => /^\/[^"]+-[0-9a-f]{8,}\.js$/.test(src));
    expect(afterPaint, "Gatsby's scripts start after the first paint").not.toBeNull();
    expect(hashedScripts.length, "the page loads content-hashed bundles").toBeGreaterThan(0);
    for (const src of hashedScripts) {
      const res = await request.get(src);
      expect(res.ok(), src).toBe(true);
      expect(res.headers()["cache-control"], src).toBe(IMMUTABLE);
    }
    const sw = await request.get("/sw.js");
    expect(sw.ok()).toBe(true);
    expect(sw.headers()["cache-control"]).toBe(REVALIDATE);
  });
});

test("the CSP is enforced and the detector sees violations (so zero elsewhere means zero)", async ({ page, problems }) => {
  await page.goto("/");
  await waitForHydration(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__e2eInjected = true";
    document.body.append(script);
    await new Promise((r) => setTimeout(r, 100));
    return (window as unknown as { __e2eInjected?: boolean }).__e2eInjected === true;
  });
  expect(ran, "an injected inline script must not run").toBe(false);
  await expect.poll(() => problems.seen.filter((p) => /\[csp\] script-src/.test(p.text)).length).toBeGreaterThan(0);
  problems.allow(/\[csp\] script-src|Content Security Policy/);
});

test("the verification meta tag and the ad script come from configuration; the ad script runs only after cookie consent", async ({ page, context }) => {
  // scripts/e2e-server.mjs builds with GATSBY_SITE_VERIFICATION_GOOGLE and GATSBY_AD_SCRIPT_URL set.
  const adRequests: string[] = [];
  context.on("request", (req) => {
    if (new URL(req.url()).pathname === "/ad.js") adRequests.push(req.url());
  });
  const runs = () => page.evaluate(() => (window as unknown as { __e2eAdScriptRuns?: number }).__e2eAdScriptRuns ?? 0);
  // Whether the head script asked for the bar, as the page was parsed (the shop's scripts start after the first frame).
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { __askedAtParse?: boolean }).__askedAtParse = document.documentElement.classList.contains("ask-cookies");
    }),
  );
  const askedAtParse = () => page.evaluate(() => (window as unknown as { __askedAtParse?: boolean }).__askedAtParse);

  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator('meta[name="google-site-verification"]')).toHaveAttribute("content", "e2e-google-verification");
  await expect(page.locator('script[type="text/plain"][data-consent-src]')).toHaveAttribute("data-consent-src", /^http:\/\/127\.0\.0\.1:\d+\/ad\.js$/);
  const banner = page.getByRole("region", { name: "Cookies" });
  await expect(banner).toContainText(/advertising/i);
  expect(await askedAtParse(), "a first visit is asked from the first paint").toBe(true);
  await page.waitForTimeout(1000);
  expect(adRequests, "no ad script before consent").toEqual([]);

  // Declining for now hides the banner and loads nothing.
  await banner.getByRole("button", { name: /not now/i }).click();
  await expect(banner).toBeHidden();
  await page.waitForTimeout(500);
  expect(adRequests).toEqual([]);

  // Next visit, the banner asks again; accepting runs the script once, under the CSP (no violation).
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: /accept/i }).click();
  await expect.poll(runs, { message: "the ad script ran after consent" }).toBe(1);
  await page.waitForTimeout(500);
  expect(await runs(), "exactly once").toBe(1);

  // Consent is remembered: the next page load runs it straight away, and no banner asks again, not even
  // before hydration (the head script reads the answer's cookie, src/lib/answer-cookie.ts).
  expect((await context.cookies()).filter((c) => c.name === "travel-retail-cookies").map((c) => c.value)).toEqual(["answered"]);
  await page.reload();
  await waitForHydration(page);
  expect(await askedAtParse(), "the answer is known before the first paint").toBe(false);
  await expect.poll(runs).toBe(1);
  await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
});
