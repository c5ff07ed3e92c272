/**
 * Each page with only the CSS its first paint needs, and the whole stylesheet after that paint.
 *
 * Why: Gatsby inlines the site's one stylesheet, every page type's rules (34 KB, 8 KB compressed), into
 * every page (cache-dir/static-entry.js). With the rest of a page that made 15–16.5 KB compressed, past
 * the 14.6 KB a new connection delivers in its first round trip (TCP's initial window of 10 segments),
 * so the page's first paint waited a round trip more: 150 ms on the slow 4G Lighthouse simulates
 * (lantern/simulation/TCPConnection.js), and on airport Wi-Fi. A page keeps the rules that can match its
 * own markup (a product page: 14 of 34 KB) and comes in one round trip.
 *
 * How: src/html.tsx renders each page; `withCriticalCss` replaces Gatsby's inline stylesheet among the
 * head components with the rules the page's markup can match, and `fullStylesheetLoader` starts the
 * whole stylesheet (the file Gatsby wrote, which the offline worker precaches) after the first frame, as
 * lib/scripts-after-paint.ts starts the scripts. gatsby-browser.tsx's onClientEntry waits for it, so that
 * nothing renders on the client (a menu opened, a panel shown) before every rule is there.
 *
 * A rule is kept when one of its selectors names only classes the markup uses, or classes a script adds
 * before the page hydrates, which the markup declares with `data-keep-classes` (the cookie banner's class
 * on <html>, the search page's early results). Classes inside :not(), :is(), :where() and :has() are not
 * required (a selector that excludes a class must stay), nor any in a selector with an escape. At-rules
 * with rules inside (@media, @supports, @container, @layer) are filtered the same way; others
 * (@keyframes, @font-face, @import …) are kept whole. Keeping too much costs bytes; dropping too much
 * would show part of a page unstyled until the whole stylesheet arrives: every doubt keeps a rule.
 */
// No Node.js module here: src/html.tsx, in Gatsby's page renderer, imports this (a renderer that reads
// files makes Gatsby render every page again on every build); the build's checks are critical-css-checks.ts.
import React from "react";
import { FULL_STYLESHEET_GLOBAL } from "./critical-css-browser";
import { AFTER_FIRST_FRAME } from "./after-first-frame";

type Item =
  | { kind: "rule"; selectors: { text: string; classes: string[] }[]; body: string }
  | { kind: "block"; prelude: string; items: Item[] }
  | { kind: "keep"; text: string };

const BLOCK_AT_RULES = /^@(media|supports|container|layer)\b/i;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The index of the quote that closes the string opening at `open`, past escaped characters. */
function stringEnd(css: string, open: number): number {
  for (let i = open + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === css[open]) return i;
  }
  return css.length;
}

/** For a string or comment that starts at `i`, the index of its last character; otherwise `i`. */
function pastText(css: string, i: number): number {
  if (css[i] === '"' || css[i] === "'") return stringEnd(css, i);
  if (css[i] !== "/" || css[i + 1] !== "*") return i;
  const close = css.indexOf("*/", i + 2);
  return close < 0 ? css.length : close + 1;
}

/**
 * The index of the first `char` at or after `from` outside strings and comments (a selector's
 * `[title="{"]`, a declaration's `content:"}"`), or -1.
 */
function find(css: string, from: number, char: string): number {
  for (let i = from; i < css.length; i = pastText(css, i) + 1) if (css[i] === char) return i;
  return -1;
}

/** The index just past the block that opens at `open` (a "{"), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i = pastText(css, i) + 1) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i + 1;
  }
  return css.length;
}

/** Splits at commas outside parentheses and brackets. */
function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The classes a selector requires; none for a selector it cannot read with certainty. */
function requiredClasses(selector: string): string[] {
  if (selector.includes("\\")) return [];
  let outside = selector.replace(/\[[^\]]*\]/g, ""); // attribute values may hold dots
  for (let previous = ""; previous !== outside; ) {
    previous = outside;
    outside = outside.replace(/\([^()]*\)/g, "");
  }
  return [...outside.matchAll(CLASS)].map((m) => m[1]);
}

function parse(css: string): Item[] {
  const items: Item[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i])) i++;
    if (i >= css.length) break;
    if (css.startsWith("/*", i)) {
      i = pastText(css, i) + 1;
      continue;
    }
    const open = find(css, i, "{");
    const semicolon = find(css, i, ";");
    if (css[i] === "@" && semicolon >= 0 && (open < 0 || semicolon < open)) {
      items.push({ kind: "keep", text: css.slice(i, semicolon + 1) }); // @import, @charset, @layer a,b;
      i = semicolon + 1;
      continue;
    }
    if (open < 0) {
      items.push({ kind: "keep", text: css.slice(i) });
      break;
    }
    const prelude = css.slice(i, open).trim();
    const end = blockEnd(css, open);
    if (prelude.startsWith("@")) {
      items.push(
        BLOCK_AT_RULES.test(prelude)
          ? { kind: "block", prelude, items: parse(css.slice(open + 1, end - 1)) }
          : { kind: "keep", text: css.slice(i, end) },
      );
    } else {
      items.push({
        kind: "rule",
        selectors: splitSelectors(prelude).map((text) => ({ text, classes: requiredClasses(text) })),
        body: css.slice(open, end),
      });
    }
    i = end;
  }
  return items;
}

function write(items: Item[], used: Set<string>): string {
  let out = "";
  for (const item of items) {
    if (item.kind === "keep") out += item.text;
    else if (item.kind === "block") {
      const inner = write(item.items, used);
      // An emptied @layer still declares the layer, whose place in the order of layers counts.
      if (inner) out += `${item.prelude}{${inner}}`;
      else if (/^@layer\b/i.test(item.prelude)) out += `${item.prelude};`;
    } else {
      const kept = item.selectors.filter((s) => s.classes.every((c) => used.has(c)));
      if (kept.length > 0) out += kept.map((s) => s.text).join(",") + item.body;
    }
  }
  return out;
}

/** The classes of every class attribute in some markup, and those its data-keep-classes attributes name. */
export function classesIn(markup: string): Set<string> {
  const used = new Set<string>();
  for (const m of markup.matchAll(/\s(?:class|data-keep-classes)="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) used.add(c);
  return used;
}

const parsed = new Map<string, Item[]>();

/** The rules of `css` that the markup's classes can match, in their order. */
export function criticalCss(css: string, markup: string): string {
  let items = parsed.get(css);
  if (!items) {
    if (parsed.size > 4) parsed.clear(); // one stylesheet per build; a few in the tests
    parsed.set(css, (items = parse(css)));
  }
  return write(items, classesIn(markup));
}

/** The id of the inline script that starts the whole stylesheet. */
export const FULL_STYLESHEET_ID = "gatsby-stylesheet-after-paint";

interface GatsbyStyleProps {
  "data-href"?: string;
  "data-identity"?: string;
  dangerouslySetInnerHTML?: { __html?: string };
}

/**
 * The head components with Gatsby's inline stylesheet cut down to what `markup` (the page's head and
 * body) can match, and the script that brings the whole stylesheet after the first paint; both as they
 * were (and no script) when the head has no such stylesheet (`gatsby develop`, whose styles are injected).
 */
export function withCriticalCss(headComponents: React.ReactNode[], markup: string): { head: React.ReactNode[]; loader: string } {
  let loader = "";
  const head = headComponents.map((node) => {
    if (!React.isValidElement<GatsbyStyleProps>(node) || node.type !== "style") return node;
    const { "data-href": href, "data-identity": identity, dangerouslySetInnerHTML: inner } = node.props;
    if (identity !== "gatsby-global-css" || !href || typeof inner?.__html !== "string") return node;
    loader = fullStylesheetLoader(href);
    return React.cloneElement(node, { dangerouslySetInnerHTML: { __html: criticalCss(inner.__html, markup) } });
  });
  return { head, loader };
}

/**
 * The inline script that appends the whole stylesheet once the page has painted its first frame (at once
 * in a hidden page), and leaves in window[FULL_STYLESHEET_GLOBAL] a promise that settles when it has
 * loaded. A load that fails (weak Wi-Fi) is tried again after 1, 3, 9 and then every 10 seconds: the
 * client renders nothing (a dialog, a menu, another page type) with the page's own rules only. The
 * promise exists from the start, for scripts that run before the first frame. The same rules again
 * after the page's own, in the same order: every element ends up styled as by the whole stylesheet alone.
 */
export function fullStylesheetLoader(href: string): string {
  return (
    `<script id="${FULL_STYLESHEET_ID}">(function(h){var d=0,go;window.${FULL_STYLESHEET_GLOBAL}=new Promise(function(ok){var w=1e3;` +
    `function add(){var l=document.createElement("link");l.rel="stylesheet";l.href=h;l.onload=function(){ok()};` +
    `l.onerror=function(){l.remove();setTimeout(add,w);w=Math.min(3*w,1e4)};document.head.appendChild(l)}` +
    `go=function(){if(d)return;d=1;add()}});${AFTER_FIRST_FRAME}})` +
    // The href is Gatsby's "/styles.<hash>.css" (a path of the build, no quote or "<" in it).
    `(${JSON.stringify(href)})</script>`
  );
}
