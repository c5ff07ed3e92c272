/**
 * The shop's languages and how a page's URL names one: English at `/…` (the default, also `x-default`),
 * Polish at `/pl/…`, German at `/de/…`. Slugs are the same in every language.
 */
export const LANGUAGES = ["en", "pl", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The BCP 47 locale each language formats numbers, prices and dates with. */
export const LOCALES: Record<Language, string> = { en: "en-US", pl: "pl-PL", de: "de-DE" };

/** Each language's name in itself: a switcher shows these untranslated, so a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", pl: "Polski", de: "Deutsch" };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a path is in: its first segment when that is a language other than the default. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: `/pl/products/x/` → `/products/x/`. */
export function withoutLanguage(pathname: string): string {
  const lang = languageOfPath(pathname);
  if (lang === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(lang.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** A site path in a language: `localizedPath("pl", "/products/x/")` → `/pl/products/x/`. */
export function localizedPath(lang: Language, path: string): string {
  const bare = withoutLanguage(path);
  return lang === DEFAULT_LANGUAGE ? bare : `/${lang}${bare}`;
}
