/**
 * The message catalogues compiled for the runtime: ICU sources (messages/<lang>.json) parsed once by
 * Lingui's compiler into the arrays @lingui/core interprets, so the browser ships no ICU parser. Used where
 * Node.js runs: the build, which publishes each language's catalogue as a file (catalogueFile) that the
 * server render names in every page of that language, and the tests. Never import this from browser code:
 * it holds every language and the compiler.
 */
import { createHash } from "node:crypto";
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
 * The catalogue as the browser reads it: JSON of the language and its compiled messages, with every
 * character beyond ASCII escaped (the file is served without a charset).
 */
export function catalogueText(lang: Language): string {
  return JSON.stringify({ lang, messages: compiledCatalogue(lang) }).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Where a language's catalogue is published, below public/: one name per content, cached for good. */
export const CATALOGUE_DIR = "static/messages";

/**
 * A language's catalogue file: its URL (named by a hash of its content, so that a changed catalogue is a
 * new file and the old one can stay cached for ever) and its text. gatsby-node writes it before the
 * pages are built; gatsby-ssr names it in every page of that language.
 */
export function catalogueFile(lang: Language): { url: string; text: string } {
  // Once per language and process: every page of a build (tens of thousands) names the file.
  let file = files.get(lang);
  if (!file) {
    const text = catalogueText(lang);
    const hash = createHash("sha256").update(text).digest("hex").slice(0, 20);
    files.set(lang, (file = { url: `/${CATALOGUE_DIR}/${lang}-${hash}.json`, text }));
  }
  return file;
}
const files = new Map<Language, { url: string; text: string }>();
