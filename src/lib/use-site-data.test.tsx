import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { useSiteData, type SiteDataQuery } from "./use-site-data";
import { I18nProvider } from "../i18n";
import { i18nIn } from "../test-fixtures/i18n";
import { siteDataQuery } from "../test-fixtures/site-data";

/** The navigation as the build sources it: each category once per language (gatsby-node.ts). */
const query: SiteDataQuery = {
  ...siteDataQuery,
  allShopCategory: {
    nodes: siteDataQuery.allShopCategory.nodes
      .filter((category) => category.slug === "spirits")
      .map((category) =>
        category.lang === "pl"
          ? {
              ...category,
              name: "Alkohole mocne",
              subcategories: [{ slug: "whisky", name: "Whisky szkocka", product_count: 12 }],
            }
          : category,
      ),
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
