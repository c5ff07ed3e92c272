import React from "react";
import type { GatsbySSR } from "gatsby";
import { ServerRootElement } from "./src/wrap-root-element";
import { PUBLIC_API_URL, adScriptUrl, siteVerificationMeta } from "./src/lib/env";
import { askCookiesScript } from "./src/components/layout/cookie-banner";
import { earlySearchScript } from "./src/features/listing";
import { routes } from "./src/lib/routes";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <ServerRootElement element={element} />;

/**
 * The app shell's head tags (specification, section 2): site-verification meta tags, and the ad script
 * as an inert placeholder that src/lib/consent-scripts.ts activates only after cookie consent.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    ...siteVerificationMeta.map((meta) => <meta key={meta.name} name={meta.name} content={meta.content} />),
    ...(adScriptUrl ? [<script key="ad-script" type="text/plain" data-consent-src={adScriptUrl} />] : []),
    // Before the body paints: shows the server-rendered cookie banner only to visitors who have not answered.
    <script key="ask-cookies" dangerouslySetInnerHTML={{ __html: askCookiesScript }} />,
    // The search page only: sends the first results request with the HTML instead of after hydration.
    ...(pathname === routes.search()
      ? [<script key="early-search" dangerouslySetInnerHTML={{ __html: earlySearchScript(PUBLIC_API_URL) }} />]
      : []),
  ]);
};
