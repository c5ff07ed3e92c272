/**
 * The message runtime every component uses: `useT()` for a string, `<Message>` for a sentence with links or
 * emphasis in it, `useLanguage()` for the page's language. The messages are ICU (plurals, numbers, dates)
 * compiled ahead of time by Lingui's compiler (catalogues.ts) and read by interpret.ts (no parser shipped).
 *
 * The language is fixed for a page load: the server renders each language's pages from the path, and the
 * browser loads the catalogue file the page names before it hydrates (browser-catalogue.ts). Changing language
 * is a full page load, so a page only ever downloads its own language.
 */
import React from "react";
import { makeInterpreter, type CompiledMessage } from "./interpret";
import type en from "./messages/en.json";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "./languages";

/** Every message key: the English catalogue is the reference, so a typo is a type error. */
export type MessageId = keyof typeof en;
export type CompiledCatalogue = Record<string, CompiledMessage>;
export type MessageValues = Record<string, string | number | Date | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

export interface I18nValue {
  lang: Language;
  t: Translate;
}

/** A page's messages: a key missing from the catalogue shows as itself, which the browser tests would see. */
export function makeI18n(lang: Language, catalogue: CompiledCatalogue): I18nValue {
  const interpret = makeInterpreter(lang);
  return { lang, t: (id, values) => interpret(catalogue[id], values) ?? id };
}

const I18nContext = React.createContext<I18nValue | null>(null);

/** What components read outside any provider: only the tests set one (jest/setup-tests.ts). */
let fallback: I18nValue | null = null;
export function setFallbackI18n(value: I18nValue | null): void {
  fallback = value;
}

/**
 * The page's messages for code outside React (thunks, the service worker's notice, the API client's
 * errors): the browser's root sets them once per page load, before anything can be dispatched.
 */
let active: I18nValue | null = null;
export function setActiveI18n(value: I18nValue): void {
  active = value;
}
export const translate: Translate = (id, values) => current(null).t(id, values);

/** The provider's messages, else the page's, else the tests' (one short error: every byte here ships). */
function current(context: I18nValue | null): I18nValue {
  const value = context ?? active ?? fallback;
  if (!value) throw new Error("i18n: no catalogue (src/i18n/runtime.tsx)");
  return value;
}

export function I18nProvider({ value, children }: { value: I18nValue; children: React.ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const useI18n = (): I18nValue => current(React.useContext(I18nContext));

/** `t("lists.count", { count: 3 })` → "3 items" on an English page, "3 produkty" on a Polish one. */
export const useT = (): Translate => useI18n().t;

export const useLanguage = (): Language => useI18n().lang ?? DEFAULT_LANGUAGE;

type RichValue = string | number | Date | React.ReactNode | ((chunks: React.ReactNode) => React.ReactNode);

/**
 * A message with markup in it. Tags in the message, `"Read the <terms>terms</terms>."`, are filled by a
 * function of the same name in `values` (`terms: (text) => <ShopLink to=…>{text}</ShopLink>`), and a
 * placeholder `{price}` may be a React element: translators move the link or the price within the sentence.
 */
export function Message({ id, values = {} }: { id: MessageId; values?: Record<string, RichValue> }) {
  const t = useT();
  const nodes: React.ReactNode[] = [];
  const plain: MessageValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "function") continue;
    if (React.isValidElement(value)) {
      plain[key] = `\u{e000}${nodes.length}\u{e001}`;
      nodes.push(value);
    } else plain[key] = value as MessageValues[string];
  }
  const text = t(id, plain);
  const parts: React.ReactNode[] = [];
  // Tags first (their content may hold element placeholders), then the placeholders in plain text.
  const tag = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    parts.push(...withElements(text.slice(last, match.index), nodes));
    const render = values[match[1]];
    const inner = withElements(match[2], nodes);
    parts.push(typeof render === "function" ? render(inner) : inner);
    last = tag.lastIndex;
  }
  parts.push(...withElements(text.slice(last), nodes));
  return <>{parts.map((part, index) => (React.isValidElement(part) ? React.cloneElement(part, { key: index }) : part))}</>;
}

function withElements(text: string, nodes: React.ReactNode[]): React.ReactNode[] {
  return text.split(/\u{e000}(\d+)\u{e001}/u).map((piece, index) => (index % 2 ? nodes[Number(piece)] : piece)).filter((p) => p !== "");
}

/** Puts a site path in the page's language: for navigate() and redirects, as ShopLink does for links. */
export function useLocalizedPath(): (path: string) => string {
  const lang = useLanguage();
  return React.useCallback((path: string) => localizeHref(lang, path), [lang]);
}

/**
 * A link's target in a language: the shop's own pages get the language's prefix; the API, media, files
 * (a name with a dot: /offline.html, /sitemap.xml) and other sites stay as they are.
 */
export function localizeHref(lang: Language, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//") || /^\/(api|auth|media)\//.test(href)) return href;
  const path = href.split(/[?#]/, 1)[0];
  if (/\.[a-z0-9]+$/i.test(path)) return href;
  return localizedPath(lang, path) + href.slice(path.length);
}
