import type { GatsbyBrowser } from "gatsby";
// Gatsby's apiRunner as built for this site (.cache/api-runner-browser.js, aliased in gatsby-node.ts).
import { apiRunner } from "gatsby-plugin-shop-overrides/api-runner-browser";
import { hydrateInSlices } from "./lib/hydrate";
import { recordPageResources } from "./lib/offline-resources";
import { FULL_STYLESHEET_GLOBAL } from "./lib/critical-css-browser";
import { pageSettled, registerServiceWorkerWhen } from "./lib/service-worker-later";
import { addManifestLink } from "./lib/manifest-later";

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
// Gatsby still types the renderer as ReactDOM.render (which returned the element); nothing reads the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInSlices(apiRunner) as unknown as Renderer;

let firstRenderDone: () => void = () => undefined;
const firstRender = new Promise<void>((resolve) => (firstRenderDone = resolve));

// Nothing renders on the client before the whole stylesheet is there: the page came with the rules its
// own markup needs (lib/critical-css.ts), and its loader started the rest after the first paint.
// Gatsby registers the offline worker right after this hook; on a first visit the registration waits for
// the page to settle (lib/service-worker-later.ts). A page the worker already controls registers at once,
// as Gatsby does: that is only the update check, and a late one could miss a new deploy's updatefound.
// The manifest link comes at the same moment, on every load (lib/manifest-later.ts).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const settled = pageSettled(firstRender);
  void settled.then(addManifestLink);
  const container = "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
  if (container && !container.controller) registerServiceWorkerWhen(settled, container);
  return (window as Window & { [FULL_STYLESHEET_GLOBAL]?: Promise<void> })[FULL_STYLESHEET_GLOBAL];
};

// Gatsby calls it in an effect of its root: after hydration's commit, or a client-only page's first render.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => firstRenderDone();

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, getResourceURLsForPathname }) => {
  // Gatsby types this helper as a bare Function; it is the loader's getResourceURLsForPathname.
  recordPageResources({ getResourceURLsForPathname: getResourceURLsForPathname as (path: string) => string[] | null }, location);
};
