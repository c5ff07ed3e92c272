/**
 * Pages a rebuild keeps, without creating them again (issue 21). A rebuild after an import keeps the page
 * of every unchanged product (src/build/product-pages.ts), ≈ 29,000 of 30,000 at 10,000 products. Gatsby
 * deletes every page the build's `createPages` did not create again, so the site used to call
 * `createPage` for each kept page with its cached context: Gatsby then validated each page, dispatched it
 * to six reducers, ran every plugin's `onCreatePage` for it and compared it field by field with itself,
 * ≈ 1.5–2 s per language, for pages that come out exactly as they were.
 *
 * What decides that a page was created again is one field, `updatedAt`: after `createPages`, Gatsby
 * deletes each page whose `updatedAt` is older than the moment `createPages` started
 * (`deleteUntouchedPages`). `keepPage` sets it on the page Gatsby already has, the one thing a
 * `createPage` with the same context would change; the page's context, component, query and HTML state
 * (all in Gatsby's cache from the previous build) stay as they are, so Gatsby finds the page unchanged,
 * as it would have after `createPage`. `keptPagesLost` is the proof afterwards: a kept page that is
 * missing once Gatsby's sweep has run means this no longer works, and the build fails.
 */
import { gatsbyCodeProblems } from "./gatsby-code";
import type { Store } from "gatsby";

const pagesOf = (store: Store) => (store.getState() as { pages: Map<string, { updatedAt: number }> }).pages;

/** Marks the page at `pagePath` as created again by this build, unchanged; false when Gatsby has no such page. */
export function keepPage(store: Store, pagePath: string): boolean {
  const page = pagesOf(store).get(pagePath);
  if (!page) return false;
  page.updatedAt = Date.now();
  return true;
}

/** The kept pages Gatsby no longer has (after its sweep of untouched pages): none, unless the override broke. */
export function keptPagesLost(store: Store, keptPaths: Iterable<string>): string[] {
  const pages = pagesOf(store);
  return [...keptPaths].filter((pagePath) => !pages.has(pagePath));
}

/** What the override relies on in Gatsby's code (`dist`: gatsby/dist). */
export function keptPagesProblems(dist: string): string[] {
  return gatsbyCodeProblems(dist, [
    [
      "services/create-pages.js",
      "const timestamp = Date.now(); const currentPages = new Map(store.getState().pages);",
      "notes when createPages starts, with the pages it starts from",
    ],
    [
      "services/create-pages.js",
      "(0, _changedPages.deleteUntouchedPages)(store.getState().pages, timestamp, !!shouldRunCreatePagesStatefully);",
      "deletes the pages createPages did not touch since then",
    ],
    [
      "utils/changed-pages.js",
      "if ((shouldRunCreatePagesStatefully || !page.isCreatedByStatefulCreatePages) && page.updatedAt < timeBeforeApisRan) { _redux.store.dispatch(deletePage(page));",
      "tells a touched page by its updatedAt",
    ],
    ["redux/actions/public.js", "updatedAt: Date.now(),", "stamps a created page with updatedAt"],
  ]);
}
