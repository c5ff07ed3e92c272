import React from "react";
import { renderToString } from "react-dom/server";
import { Helmet } from "react-helmet";
import { onRenderBody as helmetOnRenderBody } from "gatsby-plugin-react-helmet/gatsby-ssr";
import type { GatsbySSR } from "gatsby";
import { withManifestLater } from "./lib/manifest-later";

/**
 * The page body as one string. Gatsby's own renderer streams it (renderToPipeableStream): React encodes
 * each of a page's thousands of small chunks into 2 KB UTF-8 buffers and Gatsby decodes them again,
 * which cost as much as the rendering itself (body 16.5 s → 9.6 s of the HTML worker's CPU for the
 * 10,000-product catalogue). The stream also left a NUL byte where a character such as "é" fell on a
 * buffer boundary (91 of 10,133 pages), which the markup from renderToString does not have; otherwise
 * it is byte for byte the same. Our pages never suspend (no lazy components, no Suspense); a page that
 * does (a client-render marker in the output), or throws, is rendered by Gatsby's stream, which reports
 * its error: the build fails on a throwing page as it would without this renderer.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = (args) => {
  let html: string | undefined;
  try {
    html = renderToString(args.bodyComponent as React.ReactElement);
  } catch {
    html = undefined;
  }
  if (html === undefined || html.includes("<!--$!")) {
    // Gatsby renders this page itself; the helmet plugin collects the head of that render.
    Helmet.renderStatic(); // drops what this one collected
    return;
  }
  args.replaceBodyHTMLString(html);
  // The page's head tags, taken in the same synchronous step as its body. A worker renders many pages
  // at once, interleaved at every await (bluebird.map without a limit), and react-helmet keeps one
  // global list of mounted instances on the server: read later, in gatsby-plugin-react-helmet's own
  // onRenderBody, the list could hold another page's tags (13 of 331 pages had another page's title and
  // canonical link, 13 had none). So the plugin's onRenderBody runs here; when Gatsby calls it again
  // afterwards, it finds the list empty and adds nothing.
  helmetOnRenderBody(args as unknown as Parameters<typeof helmetOnRenderBody>[0], { plugins: [] });
};

// The manifest link waits in a template until the page has settled (lib/manifest-later.ts).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withManifestLater(getHeadComponents() as React.ReactNode[]));
};
