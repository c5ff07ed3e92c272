import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import BrandsPage from "./brands";
import { pageProps, renderPage } from "../test-fixtures/render";
import { brand } from "../test-fixtures/catalogue";

describe("brands page", () => {
  it("links every brand", () => {
    renderPage(<BrandsPage {...pageProps({ brands: [brand, { ...brand, slug: "borealis", name: "Borealis" }] })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Brands" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Brands" });
    expect(within(list).getByRole("link", { name: "Borealis" })).toHaveAttribute("href", "/brands/borealis/");
    expect(screen.getByText("2 brands from around the world, at the airports you fly from.")).toBeInTheDocument();
  });
});
