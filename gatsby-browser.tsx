import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { BrowserRootElement, getBrowserStore } from "./src/wrap-root-element";
import { getAxiosInstance } from "./src/api-client/client";
import { loadingChanged } from "./src/state/main-slice";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <BrowserRootElement element={element} />
);

// The HTTP client is kept out of the first load; fetching it once the page is idle makes the first
// request as quick as before, and puts the chunk in the offline worker's cache for later visits.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
  whenIdle(() => void getAxiosInstance().catch(() => undefined));
};

// Gatsby's navigation waits 1 second for a page's resources before it calls this (cache-dir/navigation.js).
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  getBrowserStore().dispatch(loadingChanged(true));
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  getBrowserStore().dispatch(loadingChanged(false));
};
