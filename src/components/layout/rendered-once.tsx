import React from "react";
import { useLanguage } from "../../i18n";

/**
 * A part of a page that comes out the same on every page of a kind in a language (the category sidebar
 * and the footer of product pages: no link in them can be the page's own), rendered by the build once
 * per HTML worker and language instead of once per page (issue 18: ≈ 110 of a product page's 476
 * elements, on ≈ 30,000 pages). In the browser it is simply its children, hydrated with the page.
 *
 * On the server, the first page to render the part renders it between two markers; src/html.tsx cuts
 * the HTML between them out of that page (`pasteRenderedParts`) and keeps it; each later page renders a
 * placeholder, which it replaces with the kept HTML. The page's HTML is the same as if each had
 * rendered the part (the build's own pages were compared byte for byte).
 *
 * What a part renders must depend on nothing but the language: not on the page's path or data, nor on
 * `useId` (its ids come from the part's place in the tree, which the markers change on the first page).
 */
export function RenderedOnce({ part, children }: { part: string; children: React.ReactNode }) {
  const key = `${part}-${useLanguage()}`;
  // Only in a build's server render (webpack writes the stage in): the browser, `gatsby develop` (whose
  // data can change under a running server) and tests of components render the part itself.
  if (process.env.BUILD_STAGE !== "build-html") return <>{children}</>;
  if (renderedParts.has(key)) return React.createElement(PLACEHOLDER, { "data-part": key });
  return (
    <>
      {React.createElement(START, { "data-part": key })}
      {children}
      {React.createElement(END, { "data-part": key })}
    </>
  );
}

const PLACEHOLDER = "rendered-once";
const START = "rendered-once-start";
const END = "rendered-once-end";

/** The parts' HTML by part and language, kept by this HTML worker (the server's copy of this module). */
const renderedParts = new Map<string, string>();

const MARKED = new RegExp(`<${START} data-part="([^"]+)"></${START}>([\\s\\S]*?)<${END} data-part="\\1"></${END}>|<${PLACEHOLDER} data-part="([^"]+)"></${PLACEHOLDER}>`, "g");

/**
 * A page's body HTML with its parts in place: a part rendered here (between markers) is kept and left
 * in place without its markers, a placeholder replaced with the part's kept HTML.
 */
export function pasteRenderedParts(body: string): string {
  if (!body.includes("<rendered-once")) return body;
  return body.replace(MARKED, (_match, renderedKey: string | undefined, html: string | undefined, placeholderKey: string | undefined) => {
    if (renderedKey !== undefined) {
      renderedParts.set(renderedKey, html!);
      return html!;
    }
    const kept = renderedParts.get(placeholderKey!);
    if (kept === undefined) throw new Error(`no HTML kept for the part ${placeholderKey}`);
    return kept;
  });
}

/** For tests: forget the parts kept. */
export function forgetRenderedParts(): void {
  renderedParts.clear();
}
