import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import SubcategoryTemplate from "./subcategory";
import { pageProps, renderPage } from "../test-fixtures/render";
import { page, subcategory, whiskyProducts } from "../test-fixtures/catalogue";

describe("subcategory template", () => {
  it("lists the subcategory's products behind the age gate, with a trail back to its category", async () => {
    const { user } = renderPage(
      <SubcategoryTemplate {...pageProps({ subcategory, products: page(whiskyProducts, 12) })} />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Whisky" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Highland Twelve" })).toHaveAttribute("href", "/products/highland-twelve/");
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(trail).getByRole("link", { name: "Spirits" })).toHaveAttribute("href", "/categories/spirits/");
    expect(within(trail).getByText("Whisky")).toHaveAttribute("aria-current", "page");

    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "No, take me back" }));
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("does not ask again once the visitor confirmed their age", () => {
    renderPage(<SubcategoryTemplate {...pageProps({ subcategory, products: page(whiskyProducts) })} />, {
      preloadedState: {
        utils: { currency: "USD", adult: true, sidebarCollapsed: false, route: [], cookies: true },
      } as never,
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
