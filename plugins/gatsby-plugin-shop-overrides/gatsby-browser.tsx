import type { GatsbyBrowser } from "gatsby";
// Gatsby's apiRunner as built for this site (.cache/api-runner-browser.js, aliased in gatsby-node.ts).
import { apiRunner } from "gatsby-plugin-shop-overrides/api-runner-browser";
import { hydrateInSlices } from "./lib/hydrate";
import { recordPageResources } from "./lib/offline-resources";
import { FULL_STYLESHEET_GLOBAL } from "./lib/critical-css-browser";

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
// Gatsby still types the renderer as ReactDOM.render (which returned the element); nothing reads the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInSlices(apiRunner) as unknown as Renderer;

// Nothing renders on the client before the whole stylesheet is there: the page came with the rules its
// own markup needs (lib/critical-css.ts), and its loader started the rest after the first paint.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () =>
  (window as Window & { [FULL_STYLESHEET_GLOBAL]?: Promise<void> })[FULL_STYLESHEET_GLOBAL];

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, getResourceURLsForPathname }) => {
  // Gatsby types this helper as a bare Function; it is the loader's getResourceURLsForPathname.
  recordPageResources({ getResourceURLsForPathname: getResourceURLsForPathname as (path: string) => string[] | null }, location);
};
