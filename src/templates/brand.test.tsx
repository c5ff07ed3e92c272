import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import BrandTemplate from "./brand";
import { pageProps, renderPage } from "../test-fixtures/render";
import { brand, page, products } from "../test-fixtures/catalogue";

describe("brand template", () => {
  it("shows the brand with its logo and products", () => {
    renderPage(<BrandTemplate {...pageProps({ brand, products: page(products) })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Aurora" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Aurora logo" })).toBeInTheDocument();
    expect(screen.getByText("From Sweden.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Aurora products" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ocean Breeze" })).toBeInTheDocument();
    expect(screen.getByText("$25.50")).toBeInTheDocument();
  });

  it("fetches one picture early, the logo: the first screen's cards wait for the layout", () => {
    const { container } = renderPage(<BrandTemplate {...pageProps({ brand, products: page(products) })} />);
    const early = container.querySelectorAll('img[fetchpriority="high"]');
    expect(early).toHaveLength(1);
    expect(early[0]).toHaveAccessibleName("Aurora logo");
    // A card's picture may be the largest paint beside a small logo: the browser's own priority.
    for (const img of container.querySelectorAll("article img")) expect(img).not.toHaveAttribute("fetchpriority");
  });
});
