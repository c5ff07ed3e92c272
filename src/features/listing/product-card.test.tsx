import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import { ProductCard } from "./product-card";
import { ProductGrid } from "./product-grid";
import { renderPage } from "../../test-fixtures/render";
import { product } from "../../test-fixtures/catalogue";
import { mediaUrl } from "../../lib/media-url";

// One card per product, whatever its sizes.
describe("product card", () => {
  it("shows a product with sizes at different prices once, from its lowest price", () => {
    renderPage(<ProductCard product={product("midnight-bloom", { sizes: ["30 ml", "50 ml", "100 ml"], price: "29.00", max_price: "70.00" })} />);
    const card = screen.getByRole("article", { name: "Midnight Bloom" });
    expect(within(card).getByText("30 ml · 50 ml · 100 ml")).toBeInTheDocument();
    expect(within(card).getByText("$29.00").parentElement).toHaveTextContent(/^from \$29\.00$/);
  });

  it("shows a one-size product's price without 'from'", () => {
    renderPage(<ProductCard product={product("ocean-breeze", { price: "25.50" })} />);
    const card = screen.getByRole("article", { name: "Ocean Breeze" });
    expect(within(card).getByText("50 ml")).toBeInTheDocument();
    expect(within(card).getByText("$25.50").parentElement).toHaveTextContent(/^\$25\.50$/);
  });
});

// A photograph the operator imported comes at 300 and 600 pixels (api/src/catalogue-import/images.ts).
describe("product card picture", () => {
  it("offers a photograph's widths in srcset, so a phone's two-column grid loads the small one", () => {
    const photo = {
      url: "/media/products/ocean-breeze.webp?v=abc",
      width: 600,
      height: 600,
      alt: "A bottle of ocean-breeze",
      srcset: [
        { url: "/media/products/ocean-breeze.w300.webp?v=abc", width: 300 },
        { url: "/media/products/ocean-breeze.webp?v=abc", width: 600 },
      ],
    };
    renderPage(<ProductCard product={{ ...product("ocean-breeze"), image: photo }} />);
    const img = screen.getByRole("img", { name: "A bottle of ocean-breeze" });
    expect(img).toHaveAttribute(
      "srcset",
      `${mediaUrl("/media/products/ocean-breeze.w300.webp?v=abc")} 300w, ${mediaUrl("/media/products/ocean-breeze.webp?v=abc")} 600w`,
    );
    expect(img).toHaveAttribute("sizes", "(max-width: 639px) 50vw, 16rem");
    expect(img).toHaveAttribute("width", "600");
  });

  it("gives a drawing (one SVG that scales) neither srcset nor sizes", () => {
    renderPage(<ProductCard product={product("ocean-breeze")} />);
    const img = screen.getByRole("img", { name: "A bottle of ocean-breeze" });
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
  });
});

describe("product card picture priority", () => {
  it("fetches a first-screen card's picture early and with high priority and draws it in its frame (the page's largest paint), the others lazily", () => {
    renderPage(
      <>
        <ProductCard product={product("midnight-bloom")} eager />
        <ProductCard product={product("ocean-breeze")} />
      </>,
    );
    const first = screen.getByRole("img", { name: "A bottle of midnight-bloom" });
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    // Drawn in the frame its bytes arrive for, not decoded aside and added a frame later.
    expect(first).not.toHaveAttribute("decoding");
    const later = screen.getByRole("img", { name: "A bottle of ocean-breeze" });
    expect(later).toHaveAttribute("loading", "lazy");
    expect(later).not.toHaveAttribute("fetchpriority");
    expect(later).toHaveAttribute("decoding", "async");
  });

  it("in a grid with an eager picture, fetches the other cards' pictures at low priority, on screen or not", () => {
    renderPage(<ProductGrid products={["midnight-bloom", "ocean-breeze", "cedar-smoke"].map((slug) => product(slug))} eagerCount={1} />);
    const [first, ...others] = screen.getAllByRole("img");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(others).toHaveLength(2);
    for (const img of others) {
      expect(img).toHaveAttribute("fetchpriority", "low");
      expect(img).toHaveAttribute("loading", "lazy");
    }
  });

  it("in a grid without one (a brand's page: its logo is the eager picture), leaves every card's priority to the browser", () => {
    renderPage(<ProductGrid products={["midnight-bloom", "ocean-breeze"].map((slug) => product(slug))} eagerCount={0} />);
    for (const img of screen.getAllByRole("img")) expect(img).not.toHaveAttribute("fetchpriority");
  });
});
