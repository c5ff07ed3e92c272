import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import React from "react";
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { FULL_STYLESHEET_ID, classesIn, criticalCss, fullStylesheetLoader, withCriticalCss } from "./critical-css";
import { criticalCssProblems, criticalCssResultProblems } from "./critical-css-checks";
import { FULL_STYLESHEET_GLOBAL } from "./critical-css-browser";
import { withEditedGatsby } from "./edited-gatsby";

const cacheDir = path.join(path.dirname(require.resolve("gatsby/package.json")), "cache-dir");

const markup = `<div class="page  card"><p class="price">1</p><svg class="icon"></svg></div>`;

describe("a page's critical CSS", () => {
  it("keeps the rules whose classes the markup uses, in their order, and drops the others", () => {
    const css = ".card{color:red}.menu{color:blue}.card .price{font-weight:700}.menu .price{x:y}p{margin:0}";
    expect(criticalCss(css, markup)).toBe(".card{color:red}.card .price{font-weight:700}p{margin:0}");
  });

  it("keeps the custom properties of :root and the rules of elements alone (the type scale's sizes, the headings' weight)", () => {
    const css = ":root{--text-sm:.875rem}h1,h2,strong{font-weight:600}.menu{font-size:var(--text-sm)}.card{font-size:var(--text-sm)}";
    expect(criticalCss(css, markup)).toBe(":root{--text-sm:.875rem}h1,h2,strong{font-weight:600}.card{font-size:var(--text-sm)}");
  });

  it("keeps only the selectors of a list that can match", () => {
    expect(criticalCss(".menu,.card>.price,.open .card{a:b}", markup)).toBe(".card>.price{a:b}");
  });

  it("does not require classes inside :not(), :is(), :where() and :has(), nor in attribute values", () => {
    const css = ".card:not(.menu){a:b}.page:has(.open:checked){c:d}:where(.menu) .price{e:f}.card[data-x=\".menu\"]{g:h}";
    expect(criticalCss(css, markup)).toBe(css);
  });

  it("keeps a selector it cannot read with certainty (an escape)", () => {
    expect(criticalCss(".sm\\:hidden{display:none}.menu{a:b}", markup)).toBe(".sm\\:hidden{display:none}");
  });

  it("filters inside @media and @supports, dropping an emptied block, and keeps other at-rules whole", () => {
    const css =
      "@media (max-width:600px){.card{a:b}.menu{c:d}}@media print{.menu{e:f}}@supports (display:grid){.page{display:grid}}" +
      "@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}";
    expect(criticalCss(css, markup)).toBe(
      "@media (max-width:600px){.card{a:b}}@supports (display:grid){.page{display:grid}}" +
        "@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}",
    );
  });

  it("keeps the classes that scripts add before hydration, as the markup declares them (data-keep-classes)", () => {
    const css = ".ask-cookies .banner{display:block}";
    expect(criticalCss(css, `<section class="banner" data-keep-classes="ask-cookies"></section>`)).toBe(css);
    expect(criticalCss(css, `<section class="banner"></section>`)).toBe("");
  });

  it("reads braces and quotes in strings (escaped ones too), in selectors' attribute values and in comments as text", () => {
    const css = '.card::after{content:"}{\\"}"}/* .menu{ */.price{a:b}.menu:after{content:"\\""}.page{c:d}[title="{"] .card{e:f}';
    expect(criticalCss(css, markup)).toBe('.card::after{content:"}{\\"}"}.price{a:b}.page{c:d}[title="{"] .card{e:f}');
  });

  it("keeps an emptied @layer as a declaration: the order of layers stays", () => {
    expect(criticalCss("@layer base{.menu{a:b}}@layer site{.card{c:d}}", markup)).toBe("@layer base;@layer site{.card{c:d}}");
  });

  it("finds every class of every class attribute and data-keep-classes, and only there", () => {
    expect([...classesIn(`${markup}<p data-class="menu">.open</p><div data-keep-classes=" grid  tile"></div>`)].sort()).toEqual([
      "card", "grid", "icon", "page", "price", "tile",
    ]);
  });
});

describe("Gatsby's inline stylesheet in a page", () => {
  const gatsbyStyle = (css: string) => (
    <style key="g" data-href="/styles.0a1b.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: css }} />
  );

  it("is cut down to the page's rules, other head components left as they are, with the loader of the whole file", () => {
    const title = <title key="t">Page</title>;
    const other = <style key="o" dangerouslySetInnerHTML={{ __html: ".menu{a:b}" }} />;
    const { head, loader } = withCriticalCss([title, gatsbyStyle(".card{a:b}.menu{c:d}"), other], markup);
    expect(head[0]).toBe(title);
    expect(head[2]).toBe(other);
    const style = head[1] as React.ReactElement<{ "data-href": string; dangerouslySetInnerHTML: { __html: string } }>;
    expect(style.props["data-href"]).toBe("/styles.0a1b.css");
    expect(style.props.dangerouslySetInnerHTML.__html).toBe(".card{a:b}");
    expect(loader).toBe(fullStylesheetLoader("/styles.0a1b.css"));
  });

  it("is left alone, with no loader, when Gatsby inlined none (gatsby develop)", () => {
    const title = <title key="t">Page</title>;
    expect(withCriticalCss([title], markup)).toEqual({ head: [title], loader: "" });
  });
});

describe("the whole stylesheet after the first paint", () => {
  let frames: FrameRequestCallback[];
  const run = () => new Function(new RegExp(`<script id="${FULL_STYLESHEET_ID}">([^<]*)</script>`).exec(fullStylesheetLoader("/styles.0a1b.css"))![1])();
  const links = () => [...document.head.querySelectorAll("link[rel=stylesheet]")] as HTMLLinkElement[];
  const promise = () => (window as unknown as Record<string, Promise<void> | undefined>)[FULL_STYLESHEET_GLOBAL];

  beforeEach(() => {
    document.head.innerHTML = "";
    delete (window as unknown as Record<string, unknown>)[FULL_STYLESHEET_GLOBAL];
    frames = [];
    jest.useFakeTimers();
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("is appended after the next frame, once, and its promise settles when it has loaded", async () => {
    run();
    expect(links()).toHaveLength(0);
    frames[0](0);
    expect(links()).toHaveLength(0);
    jest.runAllTimers();
    expect(links().map((l) => l.getAttribute("href"))).toEqual(["/styles.0a1b.css"]);
    let settled = false;
    void promise()!.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    links()[0].dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(settled).toBe(true);
    jest.runAllTimers();
    expect(links()).toHaveLength(1);
  });

  it("is tried again after 1, 3, 9 seconds while it fails, and settles only once it has loaded", async () => {
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    run(); // hidden: at once
    let settled = false;
    void promise()!.then(() => (settled = true));
    for (const wait of [1000, 3000, 9000]) {
      expect(links()).toHaveLength(1);
      links()[0].dispatchEvent(new Event("error"));
      expect(links()).toHaveLength(0); // the failed link is taken away
      jest.advanceTimersByTime(wait - 1);
      expect(links()).toHaveLength(0);
      jest.advanceTimersByTime(1);
    }
    await Promise.resolve();
    expect(settled).toBe(false);
    links()[0].dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it("leaves its promise before the first frame, for scripts that run before it", () => {
    run();
    expect(promise()).toBeInstanceOf(Promise);
    expect(links()).toHaveLength(0);
  });
});

describe("the checks", () => {
  it("the installed Gatsby inlines its stylesheet as this expects; a changed one is refused", () => {
    expect(criticalCssProblems(cacheDir)).toEqual([]);
    expect(
      withEditedGatsby(cacheDir, ["static-entry.js"], [["static-entry.js", "data-identity={`gatsby-global-css`}", "data-id={`gatsby-global-css`}"]], criticalCssProblems),
    ).toEqual(["static-entry.js no longer inlines the stylesheet as a <style data-href data-identity=gatsby-global-css> head component"]);
  });

  it("a build's home page must carry its own rules only, and the loader", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
    try {
      const whole = ".card{a:b}.menu{c:d}";
      fs.writeFileSync(path.join(dir, "styles.0a1b.css"), whole);
      const page = (css: string, loader: string) =>
        `<html><head><style data-href="/styles.0a1b.css" data-identity="gatsby-global-css">${css}</style></head><body>${loader}</body></html>`;
      fs.writeFileSync(path.join(dir, "index.html"), page(".card{a:b}", fullStylesheetLoader("/styles.0a1b.css")));
      expect(criticalCssResultProblems(dir)).toEqual([]);
      fs.writeFileSync(path.join(dir, "index.html"), page(whole, ""));
      expect(criticalCssResultProblems(dir)).toEqual([
        "public/index.html inlines the whole of styles.0a1b.css, not the rules its markup can match",
        "public/index.html has no script that brings the whole stylesheet after the first paint",
      ]);
      fs.writeFileSync(path.join(dir, "index.html"), "<html><head></head></html>");
      expect(criticalCssResultProblems(dir)).toEqual(["public/index.html has no inline stylesheet from Gatsby: src/html.tsx no longer finds it"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
