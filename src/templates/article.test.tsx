import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import ArticleTemplate, { PageHead } from "./article";
import { mockSiteData, pageProps, renderPage, renderHead } from "../test-fixtures/render";
import { article } from "../test-fixtures/catalogue";

describe("article template", () => {
  it("renders the body blocks as text, never as markup", () => {
    const { container } = renderPage(<ArticleTemplate {...pageProps({ article })} />);
    expect(screen.getByRole("heading", { level: 1, name: "How to pack perfume" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Wrap it up" })).toBeInTheDocument();
    expect(screen.getByText("Use a sock. <script>alert(1)</script>")).toBeInTheDocument();
    expect(container.querySelector("main script")).toBeNull();
    expect(screen.getByText("Travel light.").tagName).toBe("BLOCKQUOTE");
    expect(screen.getByText(/By Ada Lovelace/)).toBeInTheDocument();
    expect(screen.getByText("3 May 2024")).toHaveAttribute("datetime", "2024-05-03T10:00:00Z");
    expect(screen.getAllByRole("link", { name: "Guides" })[0]).toHaveAttribute("href", "/blog/category/guides/");
    expect(screen.getByRole("link", { name: "Midnight Bloom" })).toBeInTheDocument();
  });

  it("declares an Article in its head", () => {
    mockSiteData();
    jest.spyOn(console, "error").mockImplementation(() => {}); // <html> inside a test container
    const container = renderHead(<PageHead {...pageProps({ article }, "/blog/packing-perfume/")} />);
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.innerHTML);
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "How to pack perfume",
      author: { name: "Ada Lovelace" },
    });
    expect(container.querySelector('meta[property="og:type"]')).toHaveAttribute("content", "article");
  });
});
