import { makeI18n, type I18nValue, type Language } from "../i18n";
import { compiledCatalogue } from "../i18n/catalogues";

/** The messages of a language, as the server render gets them (gatsby-ssr.tsx). */
export const i18nIn = (lang: Language): I18nValue => makeI18n(lang, compiledCatalogue(lang));
