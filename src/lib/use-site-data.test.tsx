import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { useSiteData, type SiteDataQuery } from "./use-site-data";
import { I18nProvider } from "../i18n";
import { i18nIn } from "../test-fixtures/i18n";
import { siteDataQuery } from "../test-fixtures/site-data";

/** The navigation as the build sources it: each category's names in every language (gatsby-node.ts). */
const query: SiteDataQuery = {
  ...siteDataQuery,
  allShopCategory: {
    nodes: siteDataQuery.allShopCategory.nodes.map((category) => ({
      ...category,
      names:
        category.slug === "spirits"
          ? [
              { lang: "en", name: "Spirits", subcategories: ["Whisky"] },
              { lang: "pl", name: "Alkohole mocne", subcategories: ["Whisky szkocka"] },
            ]
          : [],
    })),
  },
};

function Nav() {
  const { categories } = useSiteData();
  return <p>{categories.map((c) => `${c.name}: ${c.subcategories.map((s) => s.name).join(", ")}`).join(" | ")}</p>;
}

describe("useSiteData", () => {
  it.each([
    ["pl", "Alkohole mocne: Whisky szkocka"],
    ["en", "Spirits: Whisky"],
    // A language a category has no names in keeps the sourced (English) names.
    ["de", "Spirits: Whisky"],
  ] as const)("names the navigation in the page's language (%s)", (lang, expected) => {
    (useStaticQuery as unknown as jest.Mock).mockReturnValue(query);
    render(
      <I18nProvider value={i18nIn(lang)}>
        <Nav />
      </I18nProvider>,
    );
    expect(screen.getByText(new RegExp(expected))).toBeInTheDocument();
  });
});
