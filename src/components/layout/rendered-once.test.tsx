/**
 * @jest-environment node
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it } from "@jest/globals";
import { Layout } from "./layout";
import { forgetRenderedParts, pasteRenderedParts } from "./rendered-once";
import { mockSiteData } from "../../test-fixtures/render";
import { i18nIn } from "../../test-fixtures/i18n";
import { I18nProvider, type Language } from "../../i18n";
import { makeStore } from "../../state/store";

// As in a build's server render (webpack's DefinePlugin writes the stage into render-page.js).
process.env.BUILD_STAGE = "build-html";
afterEach(forgetRenderedParts);

/** A page's body as the build's server renders it (a fresh store, the language's messages). */
function serverRender(lang: Language, content: string, sameParts: boolean): string {
  mockSiteData();
  return renderToString(
    <I18nProvider value={i18nIn(lang)}>
      <Provider store={makeStore()}>
        <Layout withSidebar sameParts={sameParts}>
          <p>{content}</p>
        </Layout>
      </Provider>
    </I18nProvider>,
  );
}

/** The same, its parts pasted in as src/html.tsx does. */
const serverBody = (lang: Language, content: string, sameParts: boolean) => pasteRenderedParts(serverRender(lang, content, sameParts));

describe("parts rendered once per language by the build", () => {
  it("gives every page, the first and the later ones, the HTML it would have rendered itself", () => {
    for (const lang of ["pl", "de", "en"] as const) {
      for (const product of ["Żubrówka", "Grüner Tee", "Gin"]) {
        expect(serverBody(lang, product, true)).toBe(serverBody(lang, product, false));
      }
    }
    const polish = serverBody("pl", "Żubrówka", true);
    expect(polish).toContain("Kategorie");
    expect(polish).not.toContain("rendered-once");
  });

  it("renders a part once per language: later pages get a placeholder, filled from the first", () => {
    const render = (lang: Language) => serverRender(lang, "page", true);
    const first = render("de");
    expect(first).toContain('<rendered-once-start data-part="footer-de"></rendered-once-start><footer');
    pasteRenderedParts(first);
    const later = render("de");
    expect(later).toContain('<rendered-once data-part="footer-de"></rendered-once>');
    expect(later).toContain('<rendered-once data-part="category-sidebar-de"></rendered-once>');
    expect(later).not.toContain("<footer");
    expect(render("pl")).toContain('<rendered-once-start data-part="footer-pl">');
  });

  it("fails the build rather than write a page without its part, when nothing was kept for a placeholder", () => {
    expect(() => pasteRenderedParts('<main></main><rendered-once data-part="footer-pl"></rendered-once>')).toThrow(
      "no HTML kept for the part footer-pl",
    );
  });
});
