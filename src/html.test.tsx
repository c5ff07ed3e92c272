/**
 * @jest-environment node
 */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "@jest/globals";
import Html, { type HtmlProps } from "./html";

// What Gatsby renders without src/html.tsx (a file Gatsby ships without typings, hence require).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const GatsbyDefaultHtml = (require("gatsby/cache-dir/commonjs/default-html") as { default: React.FC<HtmlProps> })
  .default;

const props = (overrides: Partial<HtmlProps> = {}): HtmlProps => ({
  htmlAttributes: { lang: "en" },
  headComponents: [
    <title key="title">Gdańsk – Duty free</title>,
    <meta key="description" name="description" content="Crème brûlée for 25 €" />,
    <script
      key="ld"
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify({ name: "Crème" }) }}
    />,
    <style key="css" dangerouslySetInnerHTML={{ __html: 'li+li::before{content:"›"}' }} />,
  ],
  bodyAttributes: {},
  preBodyComponents: [<noscript key="pre">JavaScript is off</noscript>],
  body: '<main><h1>Zürich</h1><select aria-label="Currency"><option>€ EUR</option></select></main>',
  postBodyComponents: [<script key="post" src="/app.js" async />],
  ...overrides,
});

// Gatsby renders the document the same way (static-entry.js).
const renderDocument = (p: HtmlProps) => `<!DOCTYPE html>${renderToStaticMarkup(<Html {...p} />)}`;

describe("the document around every page", () => {
  it("is pure ASCII, head and body", () => {
    expect(renderDocument(props())).not.toMatch(/[^\x00-\x7f]/);
  });

  it("has Gatsby's default shell: charset first, viewport, the head components, then the page inside #___gatsby", () => {
    const html = renderDocument(props());
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="x-ua-compatible" content="ie=edge"\/>/,
    );
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/><title>Gda&#324;sk &#8211; Duty free</title>',
    );
    expect(html).toContain('<meta name="description" content="Cr&#232;me br&#251;l&#233;e for 25 &#8364;"/>');
    expect(html).toContain('<script type="application/ld+json">{"name":"Cr\\u00e8me"}</script>');
    expect(html).toContain('<style>li+li::before{content:"\\203a "}</style>');
    expect(html).toContain(
      '<body><noscript>JavaScript is off</noscript><div id="___gatsby"><main><h1>Z&#252;rich</h1><select aria-label="Currency"><option>&#8364; EUR</option></select></main></div><script src="/app.js" async=""></script></body></html>',
    );
  });

  it("writes an all-ASCII page byte for byte as Gatsby's default document does", () => {
    const ascii = props({
      headComponents: [<title key="t">Duty free</title>, <meta key="d" name="description" content="Hello" />],
      body: "<main>Hello</main>",
    });
    expect(renderDocument(ascii)).toBe(`<!DOCTYPE html>${renderToStaticMarkup(<GatsbyDefaultHtml {...ascii} />)}`);
  });

  it("inlines the rules of Gatsby's stylesheet that the page's markup can match, and brings the whole file after the first paint", () => {
    const css = ".card{color:red}.menu{color:blue}@media (max-width:600px){.card{margin:0}.menu{margin:1px}}";
    const html = renderDocument(
      props({
        headComponents: [
          <style key="g" data-href="/styles.0123abcd.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: css }} />,
          <style key="other" dangerouslySetInnerHTML={{ __html: ".menu{x:y}" }} />,
        ],
        body: '<main><article class="card">A</article></main>',
      }),
    );
    expect(html).toContain(
      '<style data-href="/styles.0123abcd.css" data-identity="gatsby-global-css">.card{color:red}@media (max-width:600px){.card{margin:0}}</style><style>.menu{x:y}</style>',
    );
    // After the page, before Gatsby's scripts: the loader of the whole stylesheet.
    expect(html).toMatch(/<\/main><\/div><script id="gatsby-stylesheet-after-paint">[^<]*"\/styles\.0123abcd\.css"\)<\/script><script src="\/app\.js"/);
  });
});
