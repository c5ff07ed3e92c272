import type { Page, ProductSummary } from "@travel-retail/api/schemas";
import { LISTING_PAGE_SIZE } from "../../lib/listing";
import { CARD_SIZES } from "../../lib/media-url";
import { EAGER_CARD_PICTURES } from "./eager-pictures";

/**
 * Search results can only be fetched in the browser, and the listing asks for them after hydration and
 * after the HTTP client has loaded: on a phone that chain made the first result paint about 3 s after
 * the HTML. The search page's HTML therefore carries a tiny head script (gatsby-ssr.tsx; inline scripts
 * are CSP-hashed like Gatsby's own) that sends the request the listing will make for its first page, as
 * soon as the HTML arrives, with plain fetch. The listing takes the answer when its own request would be
 * the same one (takeEarlySearch), and otherwise, or if that request failed, asks as before. Where the
 * page is served with includes, the answer is already in its HTML and no request is sent at all
 * (FIRST_RESULTS_ID, below).
 *
 * Only for the plain first page of results (no ordering, page or price in the URL) of a visitor without a
 * session. The session's exclusion dates from when the listing asked through the HTTP client with the
 * session's token; it now asks with plain fetch and no token (api-client/catalogue-get.ts), as this
 * script does, so a signed-in visitor could be served early too. Lifting it means lifting the painter's
 * own check (src/features/search/early-results.ts) and both scripts' tests with it.
 */

const GLOBAL = "__earlySearch";

/**
 * The first results in the page's own HTML. The search page's head holds a JSON data block (not run, so
 * no CSP hash) whose text is a server-side include of the API's /api/first-results/ route with the page's
 * query string (api/src/routes/first-results.ts): nginx with `ssi on` (docs/deployment.md) and the API's
 * own static server under `npm start` fill it with `{key, data}`, the answer to the request the head
 * script would send, and the head script takes it instead of sending that request: the first picture
 * starts loading with the HTML, not one round trip later. Served as the build wrote it (a CDN without
 * includes), the block holds the directive itself, which is not JSON, and the script asks as before; so
 * it does when the block is empty (no results in time), malformed, or for another query (its key).
 */
export const FIRST_RESULTS_ID = "first-results";

/** The data block's text as built: the SSI directive, with an empty stub for an include that fails. */
export function firstResultsInclude(lang: string, pageSize: number = LISTING_PAGE_SIZE): string {
  const language = /^[a-z]{2}$/.test(lang) ? lang : "en";
  return (
    '<!--# block name="none" --><!--# endblock -->' +
    `<!--# include virtual="/api/first-results/${language}/${Math.trunc(pageSize)}/?$args" stub="none" -->`
  );
}

interface EarlySearch {
  key: string;
  promise: Promise<Page<ProductSummary>>;
  /** The answer, set as soon as it has arrived: the listing can then render it in its first render. */
  data?: Page<ProductSummary>;
}

declare global {
  interface Window {
    [GLOBAL]?: EarlySearch;
  }
}

/**
 * mediaUrl() (src/lib/media-url.ts) as inline-script source: the search page's two inline scripts (this
 * one and src/features/search/early-results.ts) cannot import it. A function expression of the image path; `base` is
 * the source of an expression holding the API's origin without its trailing slash ("" for the same origin).
 */
export const inlineMediaUrl = (base: string) =>
  `function(u){return /^(https?:)?[/][/]/.test(u)||u.indexOf("data:")===0?u:${base}+(u.charAt(0)==="/"?"":"/")+u}`;

/**
 * A card picture's srcset as inline-script source (the same two scripts): a function expression of the
 * API's `image.srcset` list; `media` is the source of a mediaUrl function expression (inlineMediaUrl).
 * The head script's preload and the painted <img> build it with this, so the browser picks one file.
 */
export const inlineSrcset = (media: string) =>
  `function(s){return s.map(function(x){return ${media}(x.url)+" "+x.width+"w"}).join(", ")}`;

/** The request's parameters in one canonical form: set values only, sorted by name. */
export function searchKey(params: Record<string, string | number | null | undefined>): string {
  const entries = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(([k, v]) => [k, String(v)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * The head script's source. Its key is the one searchKey gives for the listing's first request on the
 * search page: { search, ordering: "relevance", page: 1, page_size } (airport unset: the stored airport is
 * only known once the store has read storage, after hydration; a visitor with one gets the usual request).
 */
export function earlySearchScript(
  apiBase: string,
  pageSize: number = LISTING_PAGE_SIZE,
  eagerImages: number = EAGER_CARD_PICTURES,
  lang = "en",
): string {
  const base = JSON.stringify(apiBase.replace(/\/$/, ""));
  // In the page's language, as the API client asks (src/api-client/axios-instance.ts): the same answer.
  const language = JSON.stringify(/^[a-z]{2}$/.test(lang) ? lang : "en");
  // The first results' images (the page's largest paint) start downloading with the answer, not after the
  // cards render; same URLs, srcset and sizes as the cards' <img> (mediaUrl(), src/lib/media-url.ts), so the
  // browser picks the same file.
  return `(function(){try{var p=new URLSearchParams(location.search),q=(p.get("q")||"").trim();if(!q||p.has("ordering")||p.has("page")||p.has("min_price")||p.has("max_price")||localStorage.getItem("access_token")||!window.fetch)return;var B=${base},M=${inlineMediaUrl("B")},S=${inlineSrcset("M")},k=new URLSearchParams([["ordering","relevance"],["page","1"],["page_size","${pageSize}"],["search",q]]).toString();var f=null;try{f=JSON.parse(document.getElementById(${JSON.stringify(FIRST_RESULTS_ID)}).textContent)}catch(e){}var g=function(d){(d.results||[]).slice(0,${eagerImages}).forEach(function(o){var i=o.image,m;if(i&&i.url){m=new Image();if(i.srcset){m.sizes=${JSON.stringify(CARD_SIZES)};m.srcset=S(i.srcset)}m.src=M(i.url)}});E.data=d;return d};var r=f&&f.key===k&&f.data&&f.data.results instanceof Array?Promise.resolve(f.data).then(g):fetch(B+"/api/products/?"+k,{headers:{Accept:"application/json","Accept-Language":${language}}}).then(function(x){if(!x.ok)throw new Error(String(x.status));return x.json()}).then(g);r.catch(function(){});var E=window.${GLOBAL}={key:k,promise:r}}catch(e){}})()`;
}

/** Whether the head script has sent a request nobody has taken yet. */
export function hasEarlySearch(): boolean {
  return typeof window !== "undefined" && window[GLOBAL] !== undefined;
}

/**
 * The head script's answer if it asked exactly for `params` and the answer has already arrived, without
 * taking it (a render must have no side effects): the listing renders it in its first render instead of
 * mounting empty, waiting for an effect and rendering again, then takes it in its effect.
 */
export function peekEarlySearch(params: Record<string, string | number | null | undefined>): Page<ProductSummary> | null {
  if (typeof window === "undefined") return null;
  const early = window[GLOBAL];
  return early?.data && early.key === searchKey(params) ? early.data : null;
}

/** The head script's answer if it asked exactly for `params`; taken once, so later requests are fresh. */
export function takeEarlySearch(params: Record<string, string | number | null | undefined>): Promise<Page<ProductSummary>> | null {
  if (typeof window === "undefined") return null;
  const early = window[GLOBAL];
  if (!early || early.key !== searchKey(params)) return null;
  delete window[GLOBAL];
  return early.promise;
}
