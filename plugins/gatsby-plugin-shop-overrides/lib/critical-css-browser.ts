// Shared by the page's loader (lib/critical-css.ts, Node) and the plugin's gatsby-browser.tsx: a module
// of its own, so that the browser bundle takes none of the Node code.
/** Where the loader of the whole stylesheet leaves the promise of its load. */
export const FULL_STYLESHEET_GLOBAL = "___fullStylesheet";
