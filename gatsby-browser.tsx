import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { loadBrowserCatalogue } from "./src/i18n/browser-catalogue";
import { nextTask } from "./src/lib/next-task";

type BrowserRoot = typeof import("./src/browser-root");
let root: BrowserRoot | undefined;
// "eager": part of this script, no request of its own; only its evaluation waits until it is imported.
const loadRoot = (): Promise<BrowserRoot> => import(/* webpackMode: "eager" */ "./src/browser-root").then((m) => (root = m));
/** Runs `run` with the root: at once once it is loaded (Gatsby renders only after onClientEntry). */
const withRoot = (run: (loaded: BrowserRoot) => void): void => {
  if (root) run(root);
  else void loadRoot().then(run);
};

// Gatsby waits for this before it renders: the first render must have the page's messages, or it would
// not match the server's HTML (src/i18n/browser-catalogue.ts). Each step then starts in a task of its own:
// the shop's modules (src/browser-root.ts), then what Gatsby does next (ask for the page's data, load its
// component). With the messages and the stylesheet already there (a quick network, the offline worker's
// cache) all of it ran in the task that evaluated the scripts: 15–25 ms at full CPU speed, four times that
// on a mid-range phone (bench/README.md, 2026-11-28).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () =>
  loadBrowserCatalogue().then(nextTask).then(loadRoot).then(nextTask);

/**
 * The shop's root, read when React renders it, not when Gatsby wraps the page: Gatsby renders only after
 * onClientEntry (production-app.js, app.js), but `gatsby develop` builds its root element when
 * cache-dir/root.js is first evaluated, before onClientEntry has run. Loaded by then, except in
 * `gatsby develop` right after fast refresh has evaluated this file again: the render then suspends
 * until the (bundled) module is imported again.
 */
function ShopRoot({ element }: { element: React.ReactNode }) {
  if (!root) throw loadRoot();
  return <root.BrowserRootElement element={element} />;
}

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <ShopRoot element={element} />;

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => withRoot((r) => r.initialClientRender());

export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => withRoot((r) => r.routeLoading(true));

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => withRoot((r) => r.routeLoading(false));

export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = () => withRoot((r) => r.newVersionReady());
