/**
 * The message catalogues compiled for the runtime: ICU sources (messages/<lang>.json) parsed once by
 * Lingui's compiler into the arrays @lingui/core interprets, so the browser ships no ICU parser. Used where
 * Node.js runs: the server render (gatsby-ssr), which writes the page's own language into its HTML, and
 * the tests. Never import this from browser code: it holds every language and the compiler.
 */
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import en from "./messages/en.json";
import pl from "./messages/pl.json";
import de from "./messages/de.json";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import type { CompiledCatalogue } from "./runtime";

export const SOURCES: Record<Language, Record<string, string>> = { en, pl, de };

const compiled = new Map<Language, CompiledCatalogue>();

/** A language's compiled catalogue; a key missing in it falls back to English (the check test forbids it). */
export function compiledCatalogue(lang: Language): CompiledCatalogue {
  let catalogue = compiled.get(lang);
  if (!catalogue) {
    const source = { ...SOURCES[DEFAULT_LANGUAGE], ...SOURCES[lang] };
    catalogue = Object.fromEntries(
      Object.entries(source).map(([id, message]) => [id, compileMessage(message) as CompiledMessage]),
    ) as CompiledCatalogue;
    compiled.set(lang, catalogue);
  }
  return catalogue;
}

/**
 * The catalogue as a script for the page's HTML: JSON with every character beyond ASCII and every "<"
 * escaped, so that it stays ASCII (src/html.tsx) and cannot end its script element.
 */
export function catalogueScriptText(lang: Language): string {
  // Once per language and render process: every page of a build (tens of thousands) writes one.
  let text = scriptTexts.get(lang);
  if (text === undefined) {
    text = JSON.stringify({ lang, messages: compiledCatalogue(lang) }).replace(
      /[\u007f-\uffff<>&]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    scriptTexts.set(lang, text);
  }
  return text;
}
const scriptTexts = new Map<Language, string>();
