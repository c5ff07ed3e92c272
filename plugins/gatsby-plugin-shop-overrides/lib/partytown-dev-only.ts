/**
 * Gatsby's internal partytown plugin (gatsby/dist/internal-plugins/partytown/gatsby-browser.js) requires
 * the Partytown snippet for `gatsby develop` only: in a production build its onInitialClientRender returns
 * before using it, but webpack keeps a CommonJS require it cannot prove unused, so every page's first load
 * carried the snippet, a 2.5 KB string (≈ 1.5 KB gzip) that never runs. The shop uses no off-main-thread
 * script. Production browser builds get lib/partytown-snippet-stub.js in its place.
 */
import path from "node:path";
import { gatsbyCodeProblems } from "./gatsby-code";

/** The module replaced, as webpack resolves it (an absolute path). */
export const PARTYTOWN_SNIPPET_MODULE = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]utils[\\/]inject-partytown-snippet\.js$/;
/** The stub, from the site's directory: this file runs compiled into .cache/ (Parcel), not from here. */
export const partytownSnippetStub = (siteDir: string) => path.join(siteDir, "plugins/gatsby-plugin-shop-overrides/lib/partytown-snippet-stub.js");

/** What this relies on in Gatsby's build code (`dist`: gatsby/dist). */
export function partytownSnippetProblems(dist: string): string[] {
  return gatsbyCodeProblems(dist, [
    [
      "internal-plugins/partytown/gatsby-browser.js",
      'var _injectPartytownSnippet = require("./utils/inject-partytown-snippet"); // Makes sure off-main-thread scripts are loaded in `gatsby develop` const onInitialClientRender = () => { if (process.env.NODE_ENV !== `development`) { return; } (0, _injectPartytownSnippet.injectPartytownSnippet)',
      "uses the Partytown snippet in development only (lib/partytown-dev-only.ts)",
    ],
  ]);
}
