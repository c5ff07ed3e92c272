/**
 * Keeps the offline worker's record of a visited page right when the page was opened with a query string.
 *
 * gatsby-plugin-offline records, for every page the traveller opens, the files the page needs
 * ("resources:<path>" in the worker's IndexedDB); offline, its worker serves the app shell only for paths
 * whose files are all cached. It asks Gatsby's loader for the files of `location.pathname`, but the loader
 * keeps a page opened as /sign-in/?next=… under "/sign-in/?next=…". The plugin then recorded `null`,
 * erasing what an earlier visit had recorded, and the page failed offline (the private pages all pass
 * through /sign-in/?next=…). This runs after the plugin's own onRouteUpdate (this plugin comes after it in
 * gatsby-config) and records the page's files under its path. The worker caches page data without the
 * query string (service-worker.ts), so the files are recorded without it too.
 */

interface Loader {
  getResourceURLsForPathname(path: string): string[] | null;
}

export function pageResourcesWithoutQuery(loader: Loader, pathname: string, search: string): string[] | null {
  if (!search || loader.getResourceURLsForPathname(pathname)) return null; // the plugin recorded it right
  const resources = loader.getResourceURLsForPathname(pathname + search);
  return resources ? resources.map((url) => url.split("?")[0]) : null;
}

export function recordPageResources(loader: Loader, { pathname, search }: { pathname: string; search: string }): void {
  const w = window as Window & { ___swUpdated?: boolean };
  // Like the plugin: after a new worker took over, this page is from the old deploy; record nothing.
  if (w.___swUpdated || !("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  const resources = pageResourcesWithoutQuery(loader, pathname, search);
  if (resources) navigator.serviceWorker.controller.postMessage({ gatsbyApi: "setPathResources", path: pathname, resources });
}
