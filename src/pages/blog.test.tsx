import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import BlogPage from "./blog";
import { pageProps, renderPage } from "../test-fixtures/render";
import { blogHome } from "../test-fixtures/catalogue";

describe("blog page", () => {
  it("shows the featured article, the latest ones and the categories", () => {
    renderPage(<BlogPage {...pageProps({ blog: blogHome })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Travel retail blog" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Featured" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Latest articles" })).getByRole("link", { name: "How to pack perfume" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Blog categories" })).getByRole("link", { name: /Guides/ }),
    ).toHaveAttribute("href", "/blog/category/guides/");
  });
});
