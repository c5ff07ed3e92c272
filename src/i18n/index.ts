// The storefront's languages: which exist, how a URL names one, and the message runtime. The compiled
// catalogues (./catalogues) are for Node.js only (the server render and the tests): import them directly.
export * from "./languages";
export { I18nProvider, Message, makeI18n, setActiveI18n, setFallbackI18n, translate, useLanguage, useLocalizedPath, localizeHref, useT } from "./runtime";
export type { CompiledCatalogue, I18nValue, MessageId, MessageValues, Translate } from "./runtime";
export { CATALOGUE_SCRIPT_ID, catalogueRequestScript, loadBrowserCatalogue, readBrowserCatalogue } from "./browser-catalogue";
