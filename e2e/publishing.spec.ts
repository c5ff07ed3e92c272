import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect, waitForHydration, type BrowserContext } from "./fixtures";
import { demoAccount, signedInAs } from "./helpers/accounts";
import { importThroughThePage, usd } from "./helpers/operator";

/**
 * Publishing after an import, with a real Gatsby build (issue 21): an operator imports a file that
 * changes a price; the product page shows the new price before the rebuild has finished (live figures
 * after hydration) and in its server HTML once the rebuild is published.
 *
 * The suite's shop (scripts/e2e-server.mjs) has publishing turned off, so that imports in other tests do
 * not start builds under them. This test starts a second shop on the same seed with the publisher on,
 * building in the repository's folder: the suite's build (public/ and .cache/) is its starting point, so
 * the rebuild is the incremental one an operator's import causes. What it leaves in public/ then holds the
 * changed price, so the build's fingerprint is removed at the end: the next `npm start` builds again.
 */

const root = path.resolve(__dirname, "..");
const basePort = Number(process.env.E2E_PORT || 8100);
const port = basePort + 3;
const origin = `http://localhost:${port}`;

let shop: ChildProcess | undefined;
let dataDir: string;
let logFile: string;

test.describe.configure({ timeout: 10 * 60_000 });

test.beforeAll(async () => {
  test.setTimeout(4 * 60_000);
  const { publishRelease } = await import(path.join(root, "api", "dist", "lib", "site-releases.js"));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-publishing-"));
  const siteDir = path.join(dataDir, "site");
  // The suite's build is the site this shop serves at first, as `npm start` would after building it.
  publishRelease(path.join(root, "public"), siteDir, "suite-build");
  logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  shop = spawn(process.execPath, [path.join(root, "api", "dist", "server.js")], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: origin,
      JWT_SECRET: crypto.randomBytes(48).toString("hex"),
      // The suite's seed, so the suite's build is this catalogue's build.
      SEED_PRODUCTS: process.env.SEED_PRODUCTS || "200",
      LOG_LEVEL: "warn",
      STATIC_DIR: path.join(siteDir, "current"),
      SITE_BUILD_COMMAND: `${process.execPath} ${path.join(root, "scripts", "build-site.mjs")}`,
      SITE_BUILD_CWD: root,
      SITE_BUILD_OUTPUT: "public",
      SITE_RELEASES_DIR: siteDir,
      // The suite's build settings (scripts/e2e-server.mjs): other values would change every page.
      GATSBY_SITE_VERIFICATION_GOOGLE: "e2e-google-verification",
      GATSBY_AD_SCRIPT_URL: `http://127.0.0.1:${basePort + 1}/ad.js`,
    },
  });
  for (let i = 0; ; i++) {
    if (shop.exitCode !== null)
      throw new Error(`the second shop exited (${shop.exitCode}):\n${fs.readFileSync(logFile, "utf8").slice(-3000)}`);
    const ok = await fetch(`${origin}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 360) throw new Error(`the second shop did not answer on ${origin}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (shop && shop.exitCode === null) {
    const stopped = new Promise((r) => shop!.once("exit", r));
    shop.kill("SIGTERM");
    await stopped;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  // public/ now holds this shop's changed price: not the suite's seed any more.
  fs.rmSync(path.join(root, "public", ".catalogue-fingerprint"), { force: true });
});

test("an operator's new price shows at once on the product page (live), and in its server HTML once the rebuild is published", async ({
  browser,
}) => {
  const context: BrowserContext = await browser.newContext({ baseURL: origin, serviceWorkers: "block" });
  try {
    const request = context.request;
    const slug = (await (await request.get("/api/products/?airport=waw&page_size=1&ordering=-price")).json()).results[0]
      .slug as string;
    const size = (await (await request.get(`/api/products/${slug}/`)).json()).variants[0];
    const offer = size.availability.find((a: { airport: string }) => a.airport === "waw");
    const raised = `${Number(offer.price.split(".")[0]) + 13}.${offer.price.split(".")[1]}`;
    // Warsaw's row of the server HTML's availability table (React's text separators taken out).
    const row = (html: string) => html.replaceAll("<!-- -->", "").match(/\(WAW\)[\s\S]*?<\/tr>/)?.[0] ?? "";
    const before = await (await request.get(`/products/${slug}/`)).text();
    expect(row(before)).toContain(usd(offer.price));

    const page = await context.newPage();
    const operator = demoAccount(logFile, "operator");
    await signedInAs(page, operator.email, operator.password);
    await page.goto("/operator/");
    await waitForHydration(page);
    await importThroughThePage(
      page,
      "e2e-publish.csv",
      `sku,airport,price,stock\n${size.sku},WAW,${raised},${offer.stock}\n`,
    );
    const builds = page.getByTestId("site-builds");
    await expect(builds.getByRole("listitem").first()).toContainText(/Waiting to build|Building/);

    // Before the rebuild is out: the server HTML still has the built price, the hydrated page the new one.
    const product = await context.newPage();
    await product.goto(`/products/${slug}/`);
    await waitForHydration(product);
    await expect(product.getByRole("table").getByRole("row", { name: /\(WAW\)/ })).toContainText(usd(raised));

    // The publisher rebuilds (Gatsby's cache kept) and swaps the release in; the operator's page follows it.
    await expect(builds.getByRole("listitem").first()).toContainText("Published", { timeout: 8 * 60_000 });
    const after = await (await request.get(`/products/${slug}/`)).text();
    expect(row(after)).toContain(usd(raised));
    expect(row(after)).not.toContain(usd(offer.price));

    // Without JavaScript, what a crawler or a slow phone sees first: the new price.
    const plain = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
    const html = await plain.newPage();
    await html.goto(`/products/${slug}/`);
    await expect(html.getByRole("table").getByRole("row", { name: /\(WAW\)/ })).toContainText(usd(raised));
    await plain.close();
  } finally {
    await context.close();
  }
});

test("a renamed brand shows on the category page that lists its products once the rebuild is published (a listing is kept only while its products are unchanged)", async ({
  browser,
}) => {
  const context: BrowserContext = await browser.newContext({ baseURL: origin, serviceWorkers: "block" });
  try {
    const request = context.request;
    const category = (await (await request.get("/api/categories/")).json()).results[0].slug as string;
    // The first card of the category's built page (first page, by name), and the brand it names.
    const first = (await (await request.get(`/api/products/?category=${category}&ordering=name&page=1&page_size=24`)).json()).results[0];
    const brand = first.brand as { slug: string; name: string };
    const renamed = `${brand.name} Renamed`;
    const categoryPath = `/categories/${category}/`;
    const cardBrands = (html: string) => [...html.matchAll(/<p class="[^"]*">([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(await (await request.get(categoryPath)).text()).toContain(`>${brand.name}</p>`);

    const operator = demoAccount(logFile, "operator");
    const login = await request.post("/auth/login/", { data: { email: operator.email, password: operator.password } });
    const auth = { authorization: `Bearer ${(await login.json()).access_token}` };
    const imported = await request.post("/api/operator/imports/?dry_run=false", {
      headers: { ...auth, "content-type": "text/csv" },
      data: `brand,name\n${brand.slug},${renamed}\n`,
    });
    expect(imported.status(), await imported.text()).toBe(200);
    expect((await imported.json()).counts.changed).toBe(1);

    // The publisher rebuilds and swaps the release in (the builds list, newest first).
    const latestBuild = async () => (await (await request.get("/api/operator/builds/", { headers: auth })).json()).results[0];
    await expect.poll(async () => (await latestBuild()).status, { timeout: 8 * 60_000, intervals: [2_000] }).toMatch(/published|failed/);
    const build = await latestBuild();
    expect(build.status, build.error ?? "").toBe("published");
    const html = await (await request.get(categoryPath)).text();
    expect(html).toContain(`>${renamed}</p>`);
    expect(cardBrands(html)).not.toContain(brand.name);
  } finally {
    await context.close();
  }
});
