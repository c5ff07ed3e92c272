import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import CategoriesPage from "./categories";
import { pageProps, renderPage } from "../test-fixtures/render";
import { categories } from "../test-fixtures/catalogue";

describe("categories page", () => {
  it("links every category and its subcategories", () => {
    renderPage(<CategoriesPage {...pageProps({ categories })} />);
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Spirits" })).toHaveAttribute("href", "/categories/spirits/");
    expect(
      within(screen.getByRole("list", { name: "Spirits subcategories" })).getByRole("link", { name: "Whisky" }),
    ).toHaveAttribute("href", "/categories/spirits/whisky/");
  });
});
