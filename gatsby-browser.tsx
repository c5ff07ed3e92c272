import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { BrowserRootElement, getBrowserStore } from "./src/wrap-root-element";
import { loadingChanged } from "./src/state/main-slice";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <BrowserRootElement element={element} />
);

// Gatsby's navigation waits 1 second for a page's resources before it calls this (cache-dir/navigation.js).
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  getBrowserStore().dispatch(loadingChanged(true));
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  getBrowserStore().dispatch(loadingChanged(false));
};
