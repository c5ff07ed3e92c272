/**
 * One change to the service worker that gatsby-plugin-offline generates (public/sw.js), made after the
 * plugin has written it (the site's onPostBuild runs after every plugin's).
 *
 * Why: Gatsby 5 adds a page's query string to its page-data URL (loader.js, createPageDataUrl: a page
 * opened as /sign-in/?next=/my-lists/ loads /page-data/sign-in/page-data.json?next=%2Fmy-lists%2F), and
 * the plugin's worker caches page data by the whole URL. So a page reached with a query string the
 * worker has not seen (the sign-in page with another `next`, a new search) found no page data offline and
 * stayed blank, and every new search asked the network again. Our pages have no server data, so their
 * page data never depends on the query: the worker now caches and looks up page data under the URL
 * without it. The plugin's option schema does not accept strategy options (workboxConfig.runtimeCaching
 * allows only networkTimeoutSeconds), hence this edit, which fails the build rather than silently
 * shipping a worker without it when a plugin upgrade changes the generated line.
 */
export const PAGE_DATA_ROUTE = `workbox.routing.registerRoute(/^https?:.*\\/page-data\\/.*\\.json/, new workbox.strategies.StaleWhileRevalidate(), 'GET');`;

export const PAGE_DATA_ROUTE_WITHOUT_QUERY = [
  "// Page data does not depend on the query string (no server-rendered pages): cache it without one.",
  "// Added by plugins/gatsby-plugin-shop-overrides/lib/service-worker.ts.",
  "workbox.routing.registerRoute(/^https?:.*\\/page-data\\/.*\\.json/, ((strategy) => ({ url, event }) => strategy.handle({ event, request: url.origin + url.pathname }))(new workbox.strategies.StaleWhileRevalidate()), 'GET');",
].join("\n");

export function withQueryFreePageData(serviceWorker: string): string {
  return replaceTheOneLine(serviceWorker, PAGE_DATA_ROUTE, PAGE_DATA_ROUTE_WITHOUT_QUERY, "page-data route", "PAGE_DATA_ROUTE");
}

/**
 * Replaces a line the plugin generates exactly once, or fails the build naming what changed: an upgrade of
 * gatsby-plugin-offline that rewrites the line must not ship a worker silently without the edit.
 */
export function replaceTheOneLine(
  serviceWorker: string,
  line: string,
  replacement: string,
  what: string,
  constant: string,
  where = "plugins/gatsby-plugin-shop-overrides/lib/service-worker.ts",
): string {
  const at = serviceWorker.indexOf(line);
  if (at === -1 || serviceWorker.indexOf(line, at + 1) !== -1) {
    throw new Error(
      `public/sw.js: gatsby-plugin-offline's ${what} is not the one line ${where} expects; ` +
        `check the plugin's generated worker and update ${constant}`,
    );
  }
  return serviceWorker.replace(line, () => replacement);
}

/**
 * A second change: the app shell in the page's language. Offline, the plugin's worker answers every
 * navigation it has the resources for with one app shell, English, whose HTML names the English
 * messages (src/i18n/browser-catalogue.ts: a page names its language's catalogue file). Every language has its shell (gatsby-node
 * makes each src/pages page in every language, the plugin's shell page too); src/service-worker/
 * offline-fallback.js keeps the Polish and German ones in a cache of their own when the worker installs,
 * and this edit answers a /pl/ or /de/ navigation with its language's shell, or the English one when that
 * copy is missing.
 */
export const APP_SHELL_LINE = "  const offlineShell = `/offline-plugin-app-shell-fallback/index.html`";
export const APP_SHELL_IN_LANGUAGE = [
  "  // The app shell in the page's language (plugins/gatsby-plugin-shop-overrides/lib/service-worker.ts).",
  "  const shellInLanguage = self.shopLanguageShell && (await self.shopLanguageShell(pathname))",
  "  if (shellInLanguage) return shellInLanguage",
  APP_SHELL_LINE,
].join("\n");

export function withLanguageShells(serviceWorker: string): string {
  return replaceTheOneLine(serviceWorker, APP_SHELL_LINE, APP_SHELL_IN_LANGUAGE, "app shell line (sw-append.js)", "APP_SHELL_LINE");
}

/**
 * A third change, to the Polish and German app shells' HTML (public/<lang>/offline-plugin-app-shell-fallback/
 * index.html). Gatsby's browser runtime (cache-dir/production-app.js) navigates, replacing the address,
 * to the page the HTML was rendered for when that is not the address the browser shows, except for the
 * offline plugin's shell, which it recognises by the one English path `/offline-plugin-app-shell-fallback/`.
 * The worker answers a visited /de/ page with the German shell (withLanguageShells), whose `window.pagePath`
 * is `/de/offline-plugin-app-shell-fallback/`: the runtime took it for another page and replaced the
 * traveller's page with the empty shell, so every Polish or German page opened a second time showed a blank
 * page. The shell's HTML now names the path the runtime knows; its messages stay in its own language.
 */
export const SHELL_PATH = "/offline-plugin-app-shell-fallback/";
export const shellPagePathScript = (lang: string | null) =>
  `window.pagePath="${lang ? `/${lang}` : ""}${SHELL_PATH}"`;

export function withShellPathGatsbyKnows(html: string, lang: string): string {
  // Gatsby keeps a page's HTML when it did not change (a build over the last one): edited already.
  if (!html.includes(shellPagePathScript(lang)) && html.split(shellPagePathScript(null)).length === 2) return html;
  return replaceTheOneLine(html, shellPagePathScript(lang), shellPagePathScript(null), `${lang} app shell's window.pagePath`, "shellPagePathScript");
}
