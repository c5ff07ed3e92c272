import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { asciiHtml } from "./lib/ascii-html";
import { withScriptsInPlace } from "../plugins/gatsby-plugin-shop-overrides/lib/scripts-slice";
import { withCriticalCss } from "../plugins/gatsby-plugin-shop-overrides/lib/critical-css";
import { pasteRenderedParts } from "./components/layout/rendered-once";

export interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode[];
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode[];
  body: string;
  postBodyComponents: React.ReactNode[];
}

/**
 * The document around every page: Gatsby's default html.js, with the head and the page's markup
 * written as pure ASCII (`asciiHtml` says why). The head is rendered to markup first so that its text
 * and attribute values (a title with "–", a description with "é") can be escaped too; React's own
 * escaping leaves them as they are. React supports a server render inside another. The components
 * before and after the page (Gatsby's and the plugins' scripts) are ASCII already; the browser test
 * of every page in the sitemap would show one that is not. Gatsby's scripts go in at once, where Gatsby
 * would otherwise write every page a second time to put them in (the local plugin's lib/scripts-slice.ts),
 * so the body is markup too. The parts a page shares with its kind (rendered-once.tsx) are pasted in.
 * Gatsby's inline stylesheet keeps the rules the page's markup can match, and the whole stylesheet
 * follows after the first paint (the local plugin's lib/critical-css.ts).
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  const before = renderToStaticMarkup(<>{preBodyComponents}</>);
  const page = pasteRenderedParts(asciiHtml(body));
  // The classes the page's markup uses (the head's elements and <html>, <body> carry none).
  const critical = withCriticalCss(headComponents, `${before}${page}`);
  const head = renderToStaticMarkup(
    <>
      <meta charSet="utf-8" />
      <meta httpEquiv="x-ua-compatible" content="ie=edge" />
      <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
      {critical.head}
    </>,
  );
  const after = critical.loader + withScriptsInPlace(renderToStaticMarkup(<>{postBodyComponents}</>));
  return (
    <html {...htmlAttributes}>
      <head dangerouslySetInnerHTML={{ __html: asciiHtml(head) }} />
      <body {...bodyAttributes} dangerouslySetInnerHTML={{ __html: `${before}<div id="___gatsby">${page}</div>${after}` }} />
    </html>
  );
}
