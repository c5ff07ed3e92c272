/**
 * The search page's first results, painted before hydration.
 *
 * The search page's built HTML cannot hold results (they depend on the query string; where it is served
 * with includes, its head holds them as data, src/features/listing/early-search.ts), so until now they
 * painted only after the JavaScript had loaded, the page had hydrated and the listing had rendered: on
 * a phone the first result (the page's largest paint) came ~1 s after the head script's answer.
 * This inline script, rendered by the search page right after an empty
 * container, paints that answer as soon as it is there, as the static markup the listing's first render
 * produces (ProductListing with the first FIRST_BATCH cards, same elements, classes and text). After
 * hydration the page reads the query and the listing replaces the container with the same markup,
 * now React's: no shift, and the image is the same URL (already loaded).
 *
 * React never touches the painted markup: the container is rendered with an empty
 * `dangerouslySetInnerHTML`, whose content React neither hydrates nor compares (a changed text node in
 * React's own tree would be a hydration mismatch, after which React 18 renders the whole page again).
 *
 * Gatsby's scripts wait until the first painted picture (the page's largest paint) has loaded, a second
 * at most (HOLD_SCRIPTS_GLOBAL, the local plugin's lib/scripts-after-paint.ts): its request goes out only
 * once the answer is there, and on a slow link it shared the bandwidth with ≈ 120 KB of scripts. Nothing
 * is held when nothing is painted.
 *
 * Painted only on an English page (its labels are English; a Polish or German page shows its results
 * after hydration), and only when the listing's first render will show exactly this: the head script's request was
 * sent (no session, default order, first page), and the visitor's stored state changes nothing the
 * cards show: no stored airport (another request), the USD display currency (prices need the rates),
 * an empty visitor list ("Add one more" labels). Otherwise, or when the answer has no results or a price
 * not in the API's plain decimal form, nothing is painted and the page behaves as before. Before
 * hydration the painted controls do nothing (the price form and the pagination link would lose the
 * query if the browser followed them); links to products are plain links.
 */
import type { ProductOrdering } from "@travel-retail/api/schemas";
import { ACCESS_TOKEN_KEY } from "../../lib/token-storage";
import { CARD_SIZES } from "../../lib/media-url";
import { inlineMediaUrl, inlineSrcset } from "../listing";
import { HOLD_SCRIPTS_GLOBAL } from "../../../plugins/gatsby-plugin-shop-overrides/lib/after-first-frame";

export const EARLY_RESULTS_ID = "early-results";

/** The CSS-module class names of the listing, grid, card and add-to-list button, as the search page imports them. */
export interface EarlyResultsClasses {
  listing: string;
  heading: string;
  controls: string;
  field: string;
  prices: string;
  summary: string;
  grid: string;
  card: string;
  image: string;
  brand: string;
  name: string;
  link: string;
  size: string;
  price: string;
  actions: string;
  addWrapper: string;
  addButton: string;
  addStatus: string;
  pagination: string;
}

export interface EarlyResultsConfig {
  classes: EarlyResultsClasses;
  /** The listing's heading (also the grid's label). */
  heading: string;
  /** The sort options in the listing's order, the default (relevance) first. */
  orderings: { value: ProductOrdering; label: string }[];
  pageSize: number;
  /** Cards in the listing's first commit (FIRST_BATCH) and how many of them load their image eagerly. */
  firstBatch: number;
  eagerCount: number;
  /** USD as the site data defines it: painted only at rate 1 with these decimals. */
  usd: { rate: string; decimals: number };
  /** Where the API's relative image paths live (mediaUrl). */
  apiBase: string;
  /** A product's path with "{slug}" in the slug's place (routes.product("{slug}")). */
  productPath: string;
  /** Storage keys the painter checks (the persisted root and main state, the lists cache, the session). */
  storage: { root: string; main: string; lists: string };
}

/** JSON for an inline script: no "</script>" or line separators can end or break it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/**
 * The inline script. ES5 and DOM calls only (textContent and setAttribute: nothing from the answer is
 * parsed as HTML).
 */
export function earlyResultsScript(config: EarlyResultsConfig): string {
  return `(function(){try{var C=${scriptJson({ ...config, cardSizes: CARD_SIZES, apiBase: config.apiBase.replace(/\/$/, ""), token: ACCESS_TOKEN_KEY, id: EARLY_RESULTS_ID })},W=window,E=W.__earlySearch,box=document.getElementById(C.id),L=W.localStorage,media=${inlineMediaUrl("C.apiBase")},srcset=${inlineSrcset("media")};
if(!E||!box||L.getItem(C.token)||document.documentElement.lang!=="en")return;
var j=function(k){var v=L.getItem(k);return v?JSON.parse(v):null},root=j(C.storage.root)||{},utils=root.utils?JSON.parse(root.utils):{},main=j(C.storage.main)||{},lists=j(C.storage.lists);
if(utils&&utils.currency&&utils.currency!=="USD"||main.location&&JSON.parse(main.location)||lists&&lists.visitor&&lists.visitor.length||Number(C.usd.rate)!==1)return;
W.${HOLD_SCRIPTS_GLOBAL}=E.promise.then(function(d){try{if(W.__earlySearch===E&&box.isConnected&&!box.firstChild)return paint(d)}catch(e){}},function(){});
}catch(e){}
function usd(p){var t=String(Number(p)),m=/^(\\d+)(?:\\.(\\d+))?$/.exec(t);if(typeof p!=="string"||!/^\\d+(\\.\\d+)?$/.test(p)||!m||(m[2]||"").length>C.usd.decimals)return null;var f=(m[2]||"");while(f.length<C.usd.decimals)f+="0";return "$"+m[1].replace(/\\B(?=(\\d{3})+(?!\\d))/g,",")+(f?"."+f:"")}
function el(tag,attrs,kids){var e=document.createElement(tag),k;for(k in attrs)if(attrs[k]!=null)e.setAttribute(k,attrs[k]);for(k=0;k<(kids||[]).length;k++)e.appendChild(typeof kids[k]==="string"?document.createTextNode(kids[k]):kids[k]);return e}
function paint(d){var K=C.classes,r=(d&&d.results)||[],n=Math.min(r.length,C.firstBatch),cards=[],i,o,price,set,im,first;
if(!d.count||!r.length)return;
for(i=0;i<r.length;i++)if(usd(r[i].price)===null)return;
for(i=0;i<n;i++){o=r[i];price=usd(o.price);set=o.image.srcset?srcset(o.image.srcset):null;
im=el("img",{src:media(o.image.url),srcset:set,sizes:set?C.cardSizes:null,width:String(o.image.width),height:String(o.image.height),alt:o.image.alt,"class":K.image,loading:i<C.eagerCount?"eager":"lazy",fetchpriority:i<C.eagerCount?"high":C.eagerCount?"low":null,decoding:i<C.eagerCount?null:"async"});
if(!i)first=new Promise(function(ok){im.onload=im.onerror=function(){ok()}});
cards.push(el("li",{},[el("article",{"class":K.card,"aria-labelledby":"product-"+o.slug},[
im,
el("p",{"class":K.brand},[o.brand.name]),
el("h3",{id:"product-"+o.slug,"class":K.name},[el("a",{href:C.productPath.split("{slug}").join(o.slug),"class":K.link},[o.name])]),
el("p",{"class":K.size},[o.size]),
el("p",{"class":K.price},[el("span",{"data-currency":"USD"},[price])]),
el("div",{"class":K.actions},[el("span",{"class":K.addWrapper},[el("button",{type:"button","class":K.addButton,"aria-label":"Add to list: "+o.name},["Add to list"]),el("span",{"class":K.addStatus,"aria-live":"polite"})])])])]))}
var opts=[];for(i=0;i<C.orderings.length;i++)opts.push(el("option",{value:C.orderings[i].value},[C.orderings[i].label]));
var num=function(label){return el("label",{"class":K.field},[el("span",{},[label]),el("input",{type:"number",min:"0",step:"any",inputmode:"decimal",value:""})])};
var form=el("form",{"class":K.prices,method:"post","aria-label":"Price range"},[num("Min price (USD)"),num("Max price (USD)"),el("button",{type:"submit","class":"button"},["Apply"])]);
form.addEventListener("submit",function(e){e.preventDefault()});
var pages=Math.max(1,Math.ceil(d.count/C.pageSize)),kids=[
el("h2",{id:"listing-heading",tabindex:"-1","class":K.heading},[C.heading]),
el("div",{"class":K.controls},[el("label",{"class":K.field},[el("span",{},["Sort by"]),el("select",{},opts)]),form]),
el("p",{"class":K.summary,"aria-live":"polite"},["Showing 1\\u2013"+Math.min(d.count,r.length)+" of "+d.count+" products."]),
el("div",{"aria-busy":"false"},[el("ul",{"class":K.grid,"aria-label":C.heading},cards)])];
if(pages>1){var nav=el("nav",{"aria-label":"Pagination","class":K.pagination},[el("span"),el("span",{},["Page 1 of "+pages]),el("a",{href:"?page=2",rel:"next","class":"button"},["Next page"])]);nav.addEventListener("click",function(e){e.preventDefault()});kids.push(nav)}
box.appendChild(el("section",{"aria-labelledby":"listing-heading","class":K.listing},kids));return first}
})()`;
}
