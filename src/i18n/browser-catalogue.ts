import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
import type { CompiledCatalogue } from "./runtime";

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
 * (its name changes with its content) by the browser and the offline worker. Hydration waits for it
 * (gatsby-browser.tsx, onClientEntry): the page is readable and its links work before that.
 */
export function catalogueRequestScript(): string {
  return (
    `(function(s){var d=0;function go(){if(d)return;d=1;` +
    `var p=fetch(s.getAttribute("data-url")).then(function(r){if(!r.ok)throw new Error("HTTP "+r.status);return r.json()});` +
    // Handled here, so that a failure is not an "uncaught" error: loadBrowserCatalogue asks again.
    `p.catch(function(){});window.${CATALOGUE_GLOBAL}=p}` +
    `function hidden(){return document.visibilityState!=="visible"}if(hidden())go();else{` +
    `requestAnimationFrame(function(){setTimeout(go,0)});document.addEventListener("visibilitychange",function(){if(hidden())go()})}})` +
    `(document.currentScript)`
  );
}

let loaded: BrowserCatalogue | null = null;

function parse(value: unknown): BrowserCatalogue | null {
  const v = value as { lang?: unknown; messages?: unknown } | null;
  return v && isLanguage(v.lang) && v.messages && typeof v.messages === "object"
    ? { lang: v.lang, messages: v.messages as CompiledCatalogue }
    : null;
}

const RETRY_MS = [1000, 3000, 10000];

/**
 * Loads the page's catalogue: the page script's request, else a request of its own; one that fails is
 * tried again after 1, 3 and then every 10 seconds, or as soon as the browser is back online. It never gives up while the page is open: without its messages the page would hydrate
 * into message keys, so it stays as the server wrote it (readable, links working) until they come.
 * Resolves at once for a page that names no catalogue (the tests' documents).
 */
export async function loadBrowserCatalogue(): Promise<BrowserCatalogue> {
  if (loaded) return loaded;
  const script = document.getElementById(CATALOGUE_SCRIPT_ID);
  const url = script?.getAttribute("data-url");
  if (!url) return readBrowserCatalogue();
  const ask = () =>
    fetch(url).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<unknown>;
    });
  // The page's script has asked by now (its frame came before Gatsby's scripts ran); if not, ask at once.
  let attempt: Promise<unknown> = window[CATALOGUE_GLOBAL] ?? ask();
  for (let tries = 0; ; tries++) {
    try {
      const catalogue = parse(await attempt);
      if (catalogue) return (loaded = catalogue);
      throw new Error("not a catalogue");
    } catch (error) {
      if (tries === 0 || tries % 5 === 0) console.warn(`The page's messages (${url}) could not be loaded; trying again.`, error);
    }
    await new Promise<void>((resolve) => {
      const done = () => {
        window.clearTimeout(timer);
        window.removeEventListener("online", done);
        resolve();
      };
      const timer = window.setTimeout(done, RETRY_MS[Math.min(tries, RETRY_MS.length - 1)]);
      window.addEventListener("online", done);
    });
    attempt = ask();
  }
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
