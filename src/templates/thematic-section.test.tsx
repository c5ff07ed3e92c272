import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import ThematicSectionTemplate from "./thematic-section";
import { pageProps, renderPage } from "../test-fixtures/render";
import { page, products, section } from "../test-fixtures/catalogue";

describe("thematic section template", () => {
  it("shows the section's story as paragraphs and a product listing", () => {
    const { products: _p, ...info } = section;
    renderPage(<ThematicSectionTemplate {...pageProps({ section: info, products: page(products) })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Summer gifts" })).toBeInTheDocument();
    expect(screen.getByText("Light scents and travel sizes.")).toBeInTheDocument();
    expect(screen.getByText("All of them fit in your carry-on.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Products in Summer gifts" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Midnight Bloom" })).toBeInTheDocument();
  });

  it("fetches one picture early, the hero: the cards below it wait for the layout, at low priority", () => {
    const { products: _p, ...info } = section;
    const { container } = renderPage(<ThematicSectionTemplate {...pageProps({ section: info, products: page(products) })} />);
    const early = container.querySelectorAll('img[fetchpriority="high"]');
    expect(early).toHaveLength(1);
    expect(early[0].closest("article")).toBeNull();
    const cards = [...container.querySelectorAll("article img")];
    expect(cards.length).toBeGreaterThan(0);
    for (const img of cards) {
      expect(img).toHaveAttribute("loading", "lazy");
      // Never the hero's rival for the link, even on the first screen.
      expect(img).toHaveAttribute("fetchpriority", "low");
    }
  });
});
