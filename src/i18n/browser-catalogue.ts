import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
import type { CompiledCatalogue } from "./runtime";

/** The id of the script element the server writes the page's catalogue into (gatsby-ssr.tsx). */
export const CATALOGUE_SCRIPT_ID = "___messages";

/**
 * The page's language and compiled messages, as the server wrote them into the HTML: only this page's
 * language reaches the browser, with no request of its own.
 */
export function readBrowserCatalogue(): { lang: Language; messages: CompiledCatalogue } {
  const text = document.getElementById(CATALOGUE_SCRIPT_ID)?.textContent;
  try {
    const parsed = text ? (JSON.parse(text) as { lang?: unknown; messages?: unknown }) : null;
    if (parsed && isLanguage(parsed.lang) && parsed.messages && typeof parsed.messages === "object") {
      return { lang: parsed.lang, messages: parsed.messages as CompiledCatalogue };
    }
  } catch {
    // Falls through: a page without its catalogue shows message keys, which the browser test would catch.
  }
  return { lang: DEFAULT_LANGUAGE, messages: {} };
}
