import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { asciiHtml } from "./lib/ascii-html";

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
 * of every page in the sitemap would show one that is not.
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  const head = renderToStaticMarkup(
    <>
      <meta charSet="utf-8" />
      <meta httpEquiv="x-ua-compatible" content="ie=edge" />
      <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
      {headComponents}
    </>,
  );
  return (
    <html {...htmlAttributes}>
      <head dangerouslySetInnerHTML={{ __html: asciiHtml(head) }} />
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: asciiHtml(body) }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
