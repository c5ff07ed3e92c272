import React, { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { BrowserRootElement, getBrowserStore } from "./src/wrap-root-element";
import { prefetchAxiosChunk } from "./src/api-client/client";
import { loadingChanged } from "./src/state/main-slice";
import { alertAdded } from "./src/state/alerts-slice";
import { recordPageResources } from "./src/lib/offline-resources";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <BrowserRootElement element={element} />
);

/**
 * Gatsby's own renderer, except that hydration runs as a transition: React then hydrates in slices of a
 * few milliseconds and lets the browser paint and take input between them, instead of one long task
 * for the whole page. Client-only pages (empty server HTML) render, as in Gatsby's default.
 */
function hydrateInSlices(element: React.ReactElement, container: Element) {
  const focusWrapper = document.getElementById("gatsby-focus-wrapper");
  if (focusWrapper && focusWrapper.children.length > 0) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
}

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
// Gatsby still types the renderer as ReactDOM.render (which returned the element); nothing reads the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as Renderer;

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

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, getResourceURLsForPathname }) => {
  getBrowserStore().dispatch(loadingChanged(false));
  // Gatsby types this helper as a bare Function; it is the loader's getResourceURLsForPathname.
  recordPageResources({ getResourceURLsForPathname: getResourceURLsForPathname as (path: string) => string[] | null }, location);
};

/** What a returning visitor is told when a new deploy's service worker has installed. */
const NEW_VERSION_MESSAGE = "A new version of the shop is ready: it opens with your next page.";

// A new deploy's worker is installed. Gatsby sets window.___swUpdated, so the next navigation is a full
// page load of the new version (never a mix of old and new files). Reloading here instead could throw
// away a half-filled form, and could loop if the worker updated again: tell, don't force.
export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = () => {
  getBrowserStore().dispatch(alertAdded({ message: NEW_VERSION_MESSAGE, severity: "info" }));
};
