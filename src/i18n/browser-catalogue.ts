import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
import type { CompiledCatalogue } from "./runtime";
import { AFTER_FIRST_FRAME } from "../../plugins/gatsby-plugin-shop-overrides/lib/after-first-frame";

/** The id of the script element that names the page's catalogue and asks for it (gatsby-ssr.tsx). */
export const CATALOGUE_SCRIPT_ID = "___messages";
/**
 * Where that script leaves its request: the browser's root takes the answer from there. Not the element's
 * id: `window.___messages` is the element itself (named access) until something else is put there.
 */
export const CATALOGUE_GLOBAL = "___messagesRequest";

declare global {
  interface Window {
    [CATALOGUE_GLOBAL]?: Promise<unknown>;
  }
}

export interface BrowserCatalogue {
  lang: Language;
  messages: CompiledCatalogue;
}

/**
 * The page's messages are a file of their own (static/messages/<lang>-<hash>.json, written by the build),
 * not part of every page's HTML: they were 10 of a page's 25 KB compressed, and came before the page's
 * content. The page names the file, and a small script at the end of its body asks for it once the page
 * has painted its first frame (at once in a hidden page), as Gatsby's scripts are started
 * (plugins/gatsby-plugin-shop-overrides/lib/scripts-after-paint.ts): an answer handled before the first
 * paint would be counted into it, by Lighthouse as by a phone's main thread. The file is cached for good
 * (its name changes with its content) by the browser and the offline worker.
 *
 * A request that fails (offline with nothing cached, a captive portal's page instead of the catalogue, an
 * error status) is made again after 1, 3, 9 and then every 10 seconds, and at once when the browser is
 * back online: the promise the script leaves settles only with a catalogue. Hydration waits for it
 * (gatsby-browser.tsx, onClientEntry): without its messages the page would hydrate into message keys, so
 * it stays as the server wrote it (readable, its links working) until they come. The retrying lives in
 * the page's script rather than in the app's first-load JavaScript, which is at its budget (bench/bundle.mjs).
 */
export function catalogueRequestScript(): string {
  // The promise exists from the start (Gatsby's scripts may run before the first frame: in `gatsby
  // develop`, which loads them without waiting); only the request waits for the frame. A 404 means the
  // page is older than the site it is served from (a deploy in between): it is loaded again, once.
  return (
    `(function(s){var u=s.getAttribute("data-url"),d=0,go;window.${CATALOGUE_GLOBAL}=new Promise(function(ok){var w=1e3,t,done=0;` +
    `function ask(){if(done)return;clearTimeout(t);fetch(u).then(function(r){if(r.status===404)try{if(!sessionStorage.getItem(u)){` +
    `sessionStorage.setItem(u,1);location.reload()}}catch(e){}if(!r.ok)throw 0;return r.json()}).then(function(j){` +
    `if(!j||!j.lang||!j.messages)throw 0;done=1;ok(j)}).catch(function(){t=setTimeout(ask,w);w=Math.min(3*w,1e4)})}` +
    `go=function(){if(d)return;d=1;addEventListener("online",ask);ask()}});` +
    `${AFTER_FIRST_FRAME}})` +
    `(document.currentScript)`
  );
}

let loaded: BrowserCatalogue | null = null;

/**
 * The page's catalogue, once the page's script has it (see above). A page whose script asked nothing (the
 * tests' documents) or whose answer is not a catalogue gets the page's language with no messages.
 */
export async function loadBrowserCatalogue(): Promise<BrowserCatalogue> {
  const file = (await window[CATALOGUE_GLOBAL]) as Partial<BrowserCatalogue> | undefined;
  if (isLanguage(file?.lang) && file.messages instanceof Object) loaded = file as BrowserCatalogue;
  return readBrowserCatalogue();
}

/**
 * The page's language and messages once loadBrowserCatalogue has them; before that (or in a document
 * without a catalogue) the page's language with no messages, which shows message keys: the browser
 * tests would catch a page that hydrated so.
 */
export function readBrowserCatalogue(): BrowserCatalogue {
  if (loaded) return loaded;
  const lang = document.documentElement.getAttribute("lang");
  return { lang: isLanguage(lang) ? lang : DEFAULT_LANGUAGE, messages: {} };
}
