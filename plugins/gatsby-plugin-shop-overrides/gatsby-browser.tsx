import type { GatsbyBrowser } from "gatsby";
// Gatsby's apiRunner as built for this site (.cache/api-runner-browser.js, aliased in gatsby-node.ts).
import { apiRunner } from "gatsby-plugin-shop-overrides/api-runner-browser";
import { hydrateInSlices } from "./lib/hydrate";
import { recordPageResources } from "./lib/offline-resources";

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
// Gatsby still types the renderer as ReactDOM.render (which returned the element); nothing reads the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInSlices(apiRunner) as unknown as Renderer;

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, getResourceURLsForPathname }) => {
  // Gatsby types this helper as a bare Function; it is the loader's getResourceURLsForPathname.
  recordPageResources({ getResourceURLsForPathname: getResourceURLsForPathname as (path: string) => string[] | null }, location);
};
