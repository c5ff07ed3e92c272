import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import { ProductCard } from "./product-card";
import { renderPage } from "../../test-fixtures/render";
import { product } from "../../test-fixtures/catalogue";

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
