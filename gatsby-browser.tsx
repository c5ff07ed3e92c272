import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { BrowserRootElement, getBrowserStore } from "./src/wrap-root-element";
import { prefetchAxiosChunk } from "./src/api-client/client";
import { loadingChanged } from "./src/state/main-slice";
import { alertAdded } from "./src/state/alerts-slice";
import { loadBrowserCatalogue, translate } from "./src/i18n";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <BrowserRootElement element={element} />
);

// Gatsby waits for this before it renders: the first render must have the page's messages, or it would
// not match the server's HTML (src/i18n/browser-catalogue.ts).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => loadBrowserCatalogue();

// The HTTP client is kept out of the first load; downloading it (not running it) once the page is idle
// makes the first request as quick as before, and puts the chunk in the offline worker's cache for later visits.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
  whenIdle(prefetchAxiosChunk);
};

// Gatsby's navigation waits 1 second for a page's resources before it calls this (cache-dir/navigation.js).
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  getBrowserStore().dispatch(loadingChanged(true));
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  getBrowserStore().dispatch(loadingChanged(false));
};

// A new deploy's worker is installed. Gatsby sets window.___swUpdated, so the next navigation is a full
// page load of the new version (never a mix of old and new files). Reloading here instead could throw
// away a half-filled form, and could loop if the worker updated again: tell, don't force.
export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = () => {
  getBrowserStore().dispatch(alertAdded({ message: translate("alerts.newVersion"), severity: "info" }));
};
