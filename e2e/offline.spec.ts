import type { APIRequestContext } from "@playwright/test";
import { test, expect, waitForHydration, type Page } from "./fixtures";
import { ACCESS_KEY, PASSWORD, header, registeredAccount, signIn } from "./helpers/accounts";
import { sampleUrls } from "./helpers/catalogue";
import { pathsKnownToServiceWorker, resourcesKnownToServiceWorker, serviceWorkerInControl } from "./helpers/service-worker";

/**
 * The shop without a network (specification section 2; issue #5): pages opened before, the client-only
 * routes and the traveller's lists work offline, a page never opened says it is offline, and list changes
 * made offline reach the account once the connection returns. Playwright's offline mode cuts the page and
 * its service worker off the network, as airport Wi-Fi does.
 */

/** Offline, the pages' own calls to the API fail, as they must; the worker's revalidations fail too. */
const OFFLINE_NOISE = /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch|FetchEvent|Network Error/;

async function opensWithHeading(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first(), `${path} offline`).toHaveText(heading);
}

test("visited pages, pages reached with a query string and the client-only routes open offline, visit after visit", async ({ page, context, request, problems }) => {
  test.slow();
  const urls = await sampleUrls(request);
  // The confirm-email page sends its (made-up) key to the API, which answers 404.
  problems.allow(/status of 404 .*\/auth\/registration\/verify-email\/\)$/);
  await page.goto("/");
  await serviceWorkerInControl(page);

  // /user/, /my-lists/'s sign-in and /user-account/ send a visitor on to /sign-in/?next=…: Gatsby then
  // loads the sign-in page's data with that query string, which once erased the worker's record of it.
  const visits = [
    "/",
    urls.product,
    urls.category,
    "/blog/",
    `/search/?q=${encodeURIComponent(urls.searchTerm)}`,
    "/sign-in/",
    "/sign-up/",
    "/my-lists/",
    "/user/",
    "/user-account/",
    "/confirm-email/e2e-offline-key/",
  ];
  const seen = new Map<string, { url: string; heading: string }>();
  for (const path of visits) {
    await page.goto(path);
    await waitForHydration(page);
    const heading = page.getByRole("heading", { level: 1 }).first();
    await expect(heading).toBeVisible();
    seen.set(path, { url: page.url(), heading: (await heading.innerText()).trim() });
  }
  expect(seen.get("/user-account/")!.url, "a visitor is sent to sign in").toContain("/sign-in/?next=");
  const visitedPaths = [...new Set([...seen.values()].map((v) => new URL(v.url).pathname))];
  await expect
    .poll(() => pathsKnownToServiceWorker(page), { message: "the worker records the resources of every visited page" })
    .toEqual(expect.arrayContaining(visitedPaths));
  const records = await resourcesKnownToServiceWorker(page);
  for (const path of visitedPaths) {
    for (const url of records[path] ?? []) expect(url, `what the worker needs for ${path}`).not.toContain("?");
  }

  problems.allow(OFFLINE_NOISE, Date.now());
  await context.setOffline(true);
  try {
    // Twice round: a second offline visit must find what the first left (it once did not).
    for (let round = 1; round <= 2; round++) {
      for (const path of visits) {
        await page.goto(path);
        await expect(page, `${path} offline, round ${round}`).toHaveURL(seen.get(path)!.url);
        await expect(page.getByRole("heading", { level: 1 }).first(), `${path} offline, round ${round}`).toHaveText(seen.get(path)!.heading);
      }
      // The product's picture comes from the worker's cache too.
      await page.goto(urls.product);
      const picture = page.getByRole("main").locator("img").first();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: "the product image offline" }).toBe(true);
    }
    // The same pages with query strings never used online: their page data is the page's, whatever the query.
    await opensWithHeading(page, "/search/?q=duty-free-offline", "Results for “duty-free-offline”");
    await opensWithHeading(page, `/sign-in/?next=${encodeURIComponent(urls.product)}`, seen.get("/sign-in/")!.heading);
    await waitForHydration(page);
  } finally {
    await context.setOffline(false);
  }
});

test("a page never opened shows the shop's offline page, and trying again once online opens it", async ({ page, context, request, problems }) => {
  // gatsby-plugin-offline serves its app shell only for paths whose resources it has cached; any other
  // navigation goes to the network. Offline, the worker's catch handler (src/service-worker/
  // offline-fallback.js) answers with static/offline.html instead of the browser's own error page.
  const res = await request.get("/api/products/?ordering=-name&page_size=1");
  const { results } = (await res.json()) as { results: { slug: string; name: string }[] };
  const neverVisited = `/products/${results[0].slug}/`;
  await page.goto("/");
  await serviceWorkerInControl(page);
  await expect.poll(() => page.evaluate(() => caches.has("shop-offline-page")), { message: "the offline page is cached at install" }).toBe(true);
  expect(await pathsKnownToServiceWorker(page)).not.toContain(neverVisited);

  problems.allow(OFFLINE_NOISE, Date.now());
  await context.setOffline(true);
  try {
    await page.goto(neverVisited);
    await expect(page).toHaveURL(neverVisited);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await expect(page.getByText(/has not been saved on this device/)).toBeVisible();
    await expect(page.getByRole("link", { name: "My lists" })).toHaveAttribute("href", "/my-lists/");
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(neverVisited);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(results[0].name);
});

interface ServerList {
  id: number;
  name: string;
  items: { product: { slug: string; name: string }; quantity: number }[];
}

async function serverLists(request: APIRequestContext, token: string): Promise<ServerList[]> {
  const res = await request.get("/api/wishlist/", { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { results: ServerList[] }).results;
}

test("my lists offline: the last synced lists show, and changes made offline are kept and sent once when the connection returns", async ({ page, context, request, server, problems }) => {
  test.slow();
  const email = await registeredAccount(request, server.dataDir, server.origin, "offline-lists");
  await page.goto("/");
  await serviceWorkerInControl(page);
  await signIn(page, email, PASSWORD);
  await expect(header(page).getByRole("link", { name: /my account/i })).toBeVisible();
  const token = (await page.evaluate((k) => localStorage.getItem(k), ACCESS_KEY))!;
  const auth = { authorization: `Bearer ${token}` };

  // A list with two products, made on another device (through the API).
  const { results: products } = (await (await request.get("/api/products/?page_size=2&ordering=name")).json()) as {
    results: { slug: string; name: string }[];
  };
  const [kept, removed] = products;
  const created = await request.post("/api/wishlist/", { headers: auth, data: { name: "Trip to Lisbon" } });
  expect(created.status(), await created.text()).toBe(201);
  const listId = ((await created.json()) as { id: number }).id;
  for (const [product, quantity] of [[kept, 1], [removed, 2]] as const) {
    const added = await request.post(`/api/wishlist/${listId}/items/`, { headers: auth, data: { product: product.slug, quantity, set: true } });
    expect(added.ok(), await added.text()).toBe(true);
  }

  await page.goto("/my-lists/");
  await waitForHydration(page);
  const list = page.getByRole("region", { name: "Trip to Lisbon" });
  await expect(list.getByRole("link", { name: kept.name })).toBeVisible();
  await expect(list.getByRole("link", { name: removed.name })).toBeVisible();

  problems.allow(OFFLINE_NOISE, Date.now());
  await context.setOffline(true);
  // A fresh start offline: the page comes from the worker, the lists from this device.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toContainText("Showing your lists as of");
  await expect(list.getByRole("link", { name: kept.name })).toBeVisible();
  await expect(list.getByLabel(`Quantity of ${removed.name}`)).toHaveValue("2");

  await list.getByLabel(`Quantity of ${kept.name}`).fill("3");
  await list.getByLabel(`Quantity of ${kept.name}`).fill("4");
  await list.getByRole("button", { name: `Remove ${removed.name}` }).click();
  await expect(list.getByRole("link", { name: removed.name })).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toContainText("2 changes waiting to be sent");

  // Kept on this device: still there after the page is opened again, still offline.
  await page.reload();
  await waitForHydration(page);
  await expect(list.getByLabel(`Quantity of ${kept.name}`)).toHaveValue("4");
  await expect(list.getByRole("link", { name: removed.name })).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toContainText("2 changes waiting to be sent");
  expect((await serverLists(request, token))[0].items.map((i) => [i.product.slug, i.quantity]), "nothing reached the server yet").toEqual(
    expect.arrayContaining([[kept.slug, 1], [removed.slug, 2]]),
  );

  const writes: string[] = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith("/api/wishlist/") && res.request().method() !== "GET") writes.push(`${res.request().method()} ${url.pathname} ${res.status()}`);
  });
  await context.setOffline(false);

  await expect
    .poll(async () => (await serverLists(request, token))[0].items.map((i) => [i.product.slug, i.quantity]), { message: "the offline changes reach the account" })
    .toEqual([[kept.slug, 4]]);
  await expect(page.getByRole("status").filter({ hasText: /You are offline|waiting to be sent/ })).toHaveCount(0);
  // Sent once each: one quantity (the two edits coalesced) and one removal, and nothing sent again later.
  await page.waitForTimeout(1500);
  expect(writes.sort()).toEqual([`DELETE /api/wishlist/${listId}/items/${removed.slug}/ 204`, `POST /api/wishlist/${listId}/items/ 201`].sort());
});

test("the worker keeps every language's messages from its install, and a Polish page hydrates offline in Polish", async ({ page, context, request, problems }) => {
  // A page's messages are a file it names (src/i18n/browser-catalogue.ts), not part of its HTML: the
  // worker precaches every language's file (src/build/catalogue-files.ts), so a shell of a new deploy
  // opened offline still hydrates.
  const urls = await sampleUrls(request);
  const named = await Promise.all(
    ["/", "/pl/", "/de/"].map(async (path) => {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('"messages":{');
      return /<script id="___messages" data-url="(\/static\/messages\/[a-z]+-[0-9a-f]{20}\.json)"/.exec(html)![1];
    }),
  );
  expect(new Set(named).size).toBe(3);
  const file = await request.get(named[1]);
  expect(file.headers()["cache-control"]).toContain("immutable");
  expect(((await file.json()) as { lang: string }).lang).toBe("pl");

  await page.goto("/");
  await serviceWorkerInControl(page);
  const cached = () =>
    page.evaluate(async (wanted) => {
      const found = new Set<string>();
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) found.add(new URL(req.url).pathname);
      }
      return wanted.filter((url) => found.has(url));
    }, named);
  await expect.poll(cached, { message: "every language's messages cached at install" }).toEqual(named);
  // A page that finds a new deploy has the plugin's worker delete every runtime cache
  // (gatsby-plugin-offline's clearPathResources): the messages are precached, so they stay.
  await page.evaluate(() => navigator.serviceWorker.controller!.postMessage({ gatsbyApi: "clearPathResources" }));
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.includes("runtime"))), { message: "runtime caches cleared" })
    .toEqual([]);
  expect(await cached(), "messages kept when the runtime caches are cleared").toEqual(named);

  const path = `/pl${urls.category}`;
  await page.goto(path);
  await waitForHydration(page);
  await expect.poll(() => pathsKnownToServiceWorker(page)).toContain(path);
  problems.allow(OFFLINE_NOISE, Date.now());
  await context.setOffline(true);
  try {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Moje listy" }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("pl");
  } finally {
    await context.setOffline(false);
  }
});

test("a Polish or German page opened again, the worker in control, is the page, not the empty app shell", async ({ page, request }) => {
  const urls = await sampleUrls(request);
  await page.goto("/de/");
  await serviceWorkerInControl(page);
  for (const path of [`/de${urls.category}`, `/pl${urls.category}`, "/de/brands/"]) {
    await page.goto(path);
    await waitForHydration(page);
    const heading = (await page.getByRole("heading", { level: 1 }).first().innerText()).trim();
    await expect.poll(() => pathsKnownToServiceWorker(page)).toContain(path);
    // The second visit is answered by the worker with the app shell in the page's language.
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toHaveText(heading);
    expect(new URL(page.url()).pathname).toBe(path);
  }
});
