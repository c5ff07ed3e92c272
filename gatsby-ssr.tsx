import React from "react";
import type { GatsbySSR } from "gatsby";
import { ServerRootElement } from "./src/wrap-root-element";
import { PUBLIC_API_URL, adScriptUrl, siteVerificationMeta } from "./src/lib/env";
import { askCookiesScript } from "./src/components/layout/cookie-banner";
import { FIRST_RESULTS_ID, earlySearchScript, firstResultsInclude } from "./src/features/listing";
import { routes } from "./src/lib/routes";
import {
  CATALOGUE_SCRIPT_ID,
  catalogueRequestScript,
  languageOfPath,
  makeI18n,
  withoutLanguage,
  type I18nValue,
  type Language,
} from "./src/i18n";
import { catalogueFile, compiledCatalogue } from "./src/i18n/catalogues";

const i18nByLanguage = new Map<Language, I18nValue>();
function i18nFor(lang: Language): I18nValue {
  let i18n = i18nByLanguage.get(lang);
  if (!i18n) i18nByLanguage.set(lang, (i18n = makeI18n(lang, compiledCatalogue(lang))));
  return i18n;
}

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => (
  <ServerRootElement element={element} i18n={i18nFor(languageOfPath(pathname))} />
);

/**
 * The app shell's head tags (specification, section 2): site-verification meta tags, and the ad script
 * as an inert placeholder that src/lib/consent-scripts.ts activates only after cookie consent.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHeadComponents,
  setHtmlAttributes,
  setPostBodyComponents,
}) => {
  const lang = languageOfPath(pathname);
  setHtmlAttributes({ lang });
  // The page's own language only, a file the browser's root waits for before it hydrates: asked for
  // once the page's HTML is in, beside the app's scripts (src/i18n/browser-catalogue.ts).
  setPostBodyComponents([
    <script
      key="messages"
      id={CATALOGUE_SCRIPT_ID}
      data-url={catalogueFile(lang).url}
      dangerouslySetInnerHTML={{ __html: catalogueRequestScript() }}
    />,
  ]);
  setHeadComponents([
    ...siteVerificationMeta.map((meta) => <meta key={meta.name} name={meta.name} content={meta.content} />),
    ...(adScriptUrl ? [<script key="ad-script" type="text/plain" data-consent-src={adScriptUrl} />] : []),
    // Before the body paints: shows the server-rendered cookie banner only to visitors who have not answered.
    <script key="ask-cookies" dangerouslySetInnerHTML={{ __html: askCookiesScript }} />,
    // The search page only: its first results, included where it is served (nginx's SSI, the API's static
    // server), and a script that takes them or sends their request with the HTML instead of after hydration.
    ...(withoutLanguage(pathname) === routes.search()
      ? [
          <script
            key="first-results"
            id={FIRST_RESULTS_ID}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: firstResultsInclude(lang) }}
          />,
          <script
            key="early-search"
            dangerouslySetInnerHTML={{ __html: earlySearchScript(PUBLIC_API_URL, undefined, undefined, lang) }}
          />,
        ]
      : []),
  ]);
};
