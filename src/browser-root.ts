/**
 * What gatsby-browser.tsx's hooks need from the shop: the root element (the store, its slices, the
 * session, the message runtime) and what the route hooks tell the store. gatsby-browser.tsx imports this
 * module only once the page's messages are there, and in a task of its own: evaluated with Gatsby's and
 * React's scripts it made that task 15–17 ms at full CPU speed, 9 ms without it, in Lighthouse's traces of
 * the home page (bench/README.md, 2026-11-28 11:04–12:40).
 */
import { getBrowserStore } from "./wrap-root-element";
import { prefetchAxiosChunk } from "./api-client/client";
import { loadingChanged } from "./state/main-slice";
import { alertAdded } from "./state/alerts-slice";
import { translate } from "./i18n";

export { BrowserRootElement } from "./wrap-root-element";

// The HTTP client is kept out of the first load; downloading it (not running it) once the page is idle
// makes the first request as quick as before, and puts the chunk in the offline worker's cache for later visits.
export function initialClientRender(): void {
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
  whenIdle(prefetchAxiosChunk);
}

// Gatsby's navigation waits 1 second for a page's resources before it calls onRouteUpdateDelayed
// (cache-dir/navigation.js).
export const routeLoading = (loading: boolean): void => {
  getBrowserStore().dispatch(loadingChanged(loading));
};

// A new deploy's worker is installed. Gatsby sets window.___swUpdated, so the next navigation is a full
// page load of the new version (never a mix of old and new files). Reloading here instead could throw
// away a half-filled form, and could loop if the worker updated again: tell, don't force.
export function newVersionReady(): void {
  getBrowserStore().dispatch(alertAdded({ message: translate("alerts.newVersion"), severity: "info" }));
}
