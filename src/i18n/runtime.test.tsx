import React from "react";
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { I18nProvider, Message, localizeHref, makeI18n, useLanguage, useT, type MessageId } from "./runtime";
import { catalogueFile, catalogueText } from "./catalogues";
import { languageOfPath, localizedPath, withoutLanguage } from "./languages";
import { i18nIn } from "../test-fixtures/i18n";

function Count({ count }: { count: number }) {
  const t = useT();
  return (
    <p>
      {useLanguage()}: {t("lists.count", { count })}
    </p>
  );
}

describe("the message runtime", () => {
  it.each([
    ["en", 1, "en: 1 item"],
    ["en", 5, "en: 5 items"],
    ["pl", 1, "pl: 1 produkt"],
    ["pl", 3, "pl: 3 produkty"],
    ["pl", 5, "pl: 5 produktów"],
    ["pl", 22, "pl: 22 produkty"],
    ["de", 0, "de: Keine Artikel"],
  ] as const)("%s plural of %d: %s", (lang, count, text) => {
    render(
      <I18nProvider value={i18nIn(lang)}>
        <Count count={count} />
      </I18nProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("fills a message's tags with elements and keeps the words around them", () => {
    // A message of the test's own, compiled as the catalogues are.
    const value = makeI18n("en", { rich: compileMessage("Read the <terms>terms of {shop}</terms> before {date}.") });
    render(
      <I18nProvider value={value}>
        <p data-testid="p">
          <Message
            id={"rich" as MessageId}
            values={{ shop: "Shop", date: <time dateTime="2026-01-01">1 Jan</time>, terms: (text) => <a href="/tac/">{text}</a> }}
          />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByTestId("p").innerHTML).toBe('Read the <a href="/tac/">terms of Shop</a> before <time datetime="2026-01-01">1 Jan</time>.');
  });
});

describe("language paths", () => {
  it.each([
    ["/", "en", "/"],
    ["/pl/", "pl", "/"],
    ["/de/products/gin/", "de", "/products/gin/"],
    ["/pl", "pl", "/"],
    ["/plum/", "en", "/plum/"],
    ["/en/", "en", "/en/"],
  ])("%s is in %s, %s without it", (path, lang, bare) => {
    expect(languageOfPath(path)).toBe(lang);
    expect(withoutLanguage(path)).toBe(bare);
  });

  it("puts a path in a language, from any language", () => {
    expect(localizedPath("pl", "/products/gin/")).toBe("/pl/products/gin/");
    expect(localizedPath("de", "/pl/products/gin/")).toBe("/de/products/gin/");
    expect(localizedPath("en", "/de/products/gin/")).toBe("/products/gin/");
  });
});

describe("the catalogue file a page names", () => {
  it("is ASCII and reads back as the language's messages", () => {
    const text = catalogueText("pl");
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    const parsed = JSON.parse(text) as { lang: string; messages: Record<string, unknown> };
    expect(parsed.lang).toBe("pl");
    expect(JSON.stringify(parsed.messages["language.label"])).toContain("Język");
    expect(text).toContain("J\\u0119zyk");
  });

  it("is named by its language and content: one name per content, another for each language", () => {
    const pl = catalogueFile("pl");
    expect(pl.url).toMatch(/^\/static\/messages\/pl-[0-9a-f]{20}\.json$/);
    expect(pl.text).toBe(catalogueText("pl"));
    expect(catalogueFile("pl").url).toBe(pl.url);
    const hashes = new Set((["en", "pl", "de"] as const).map((lang) => catalogueFile(lang).url.split("-")[1]));
    expect(hashes.size).toBe(3);
  });
});

describe("links in a language", () => {
  it.each([
    ["/products/gin/", "/pl/products/gin/"],
    ["/search/?q=gin#top", "/pl/search/?q=gin#top"],
    ["/de/products/gin/", "/pl/products/gin/"],
    ["/", "/pl/"],
    ["/api/products/", "/api/products/"],
    ["/media/a.jpg", "/media/a.jpg"],
    ["/offline.html", "/offline.html"],
    ["//evil.example/", "//evil.example/"],
    ["https://example.com/", "https://example.com/"],
    ["#main", "#main"],
  ])("%s on a Polish page goes to %s", (href, expected) => {
    expect(localizeHref("pl", href)).toBe(expected);
  });

  it("leaves English links as they are", () => {
    expect(localizeHref("en", "/products/gin/?size=x")).toBe("/products/gin/?size=x");
    expect(localizeHref("en", "/pl/products/gin/")).toBe("/products/gin/");
  });
});
