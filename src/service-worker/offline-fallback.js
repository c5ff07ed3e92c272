/* global workbox */
// Appended to the service worker that gatsby-plugin-offline generates (gatsby-config.ts, appendScript),
// so it runs in the worker's global scope after Workbox and the plugin's own navigation route.
//
// The plugin answers a navigation from its app shell only when it has cached every resource of that
// path; for any other page it asks the network, and offline that request fails and the browser shows
// its own "no internet" error. A traveller deserves better: this catch handler answers a navigation the
// network could not serve with the shop's offline page (static/offline.html), which says the page has
// not been saved and links to what still works. The page is cached when the worker installs, so every
// deploy ships the offline page that matches it.

const SHOP_OFFLINE_PAGE = "/offline.html";
const SHOP_OFFLINE_CACHE = "shop-offline-page";

function cacheShopOfflinePage() {
  // "reload": skip the HTTP cache, so a new deploy's worker never keeps an older copy.
  return caches
    .open(SHOP_OFFLINE_CACHE)
    .then((cache) => cache.add(new Request(SHOP_OFFLINE_PAGE, { cache: "reload" })))
    .catch(() => undefined); // a failed copy must not stop the worker from installing; retried on activate
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheShopOfflinePage());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.match(SHOP_OFFLINE_PAGE, { cacheName: SHOP_OFFLINE_CACHE }).then((page) => page || cacheShopOfflinePage()),
  );
});

workbox.routing.setCatchHandler(({ event }) => {
  if (event.request.mode !== "navigate") return Promise.resolve(Response.error());
  return caches
    .match(SHOP_OFFLINE_PAGE, { cacheName: SHOP_OFFLINE_CACHE })
    .then((page) => page || Response.error());
});

// The app shell in each language but English (the plugin precaches the English one): a client-only page
// opened offline under /pl/ or /de/ starts in its own language (its messages are a file the worker
// precaches: src/build/catalogue-files.ts). Kept like the offline page above; the worker's navigation
// route asks shopLanguageShell first (plugins/gatsby-plugin-shop-overrides/lib/service-worker.ts).
const SHOP_SHELL_LANGUAGES = ["pl", "de"];
const SHOP_SHELL_CACHE = "shop-language-shells";
const shellPath = (lang) => `/${lang}/offline-plugin-app-shell-fallback/index.html`;

function cacheLanguageShells() {
  return caches
    .open(SHOP_SHELL_CACHE)
    .then((cache) => Promise.all(SHOP_SHELL_LANGUAGES.map((lang) => cache.add(new Request(shellPath(lang), { cache: "reload" })))))
    .catch(() => undefined); // the English shell still answers; retried when the next worker installs
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheLanguageShells());
});

self.shopLanguageShell = (pathname) => {
  const lang = SHOP_SHELL_LANGUAGES.find((l) => pathname.startsWith(`/${l}/`));
  return lang ? caches.match(shellPath(lang), { cacheName: SHOP_SHELL_CACHE }) : Promise.resolve(undefined);
};
