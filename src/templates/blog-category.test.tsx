import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import BlogCategoryTemplate from "./blog-category";
import { pageProps, renderPage } from "../test-fixtures/render";
import { articleSummary, blogCategory } from "../test-fixtures/catalogue";

describe("blog category template", () => {
  it("lists the category's articles and links to the other categories", () => {
    const categories = [blogCategory, { slug: "gifts", name: "Gifts" }];
    renderPage(
      <BlogCategoryTemplate {...pageProps({ category: blogCategory, articles: [articleSummary], categories })} />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Guides" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "How to pack perfume" })).toHaveAttribute("href", "/blog/packing-perfume/");
    expect(screen.getByRole("link", { name: "Gifts" })).toHaveAttribute("href", "/blog/category/gifts/");
    expect(screen.getByRole("link", { name: "Guides" })).toHaveAttribute("aria-current", "page");
  });
});
