import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import SearchPage from "./search";
import { pageProps, renderPage } from "../test-fixtures/render";
import { page, products } from "../test-fixtures/catalogue";
import { fetchProducts } from "../features/listing/api";

jest.mock("../features/listing/api", () => ({ fetchProducts: jest.fn() }));
const fetchMock = jest.mocked(fetchProducts);

describe("search page", () => {
  it("asks for a query when there is none", () => {
    renderPage(<SearchPage {...pageProps({}, "/search/")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches the results for ?q= by relevance", async () => {
    fetchMock.mockResolvedValue(page(products, 2));
    renderPage(<SearchPage {...pageProps({}, "/search/", "?q=bloom")} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “bloom”" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Midnight Bloom" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.objectContaining({ search: "bloom", ordering: "relevance" }),
      expect.anything(),
    );
    expect(screen.getAllByRole("searchbox", { name: "Search products" })[1]).toHaveValue("bloom");
  });

  it("shows a query with markup as text and runs nothing from it", async () => {
    fetchMock.mockResolvedValue(page([], 0));
    const query = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
    const { container } = renderPage(<SearchPage {...pageProps({}, "/search/", `?q=${encodeURIComponent(query)}`)} />);
    expect(await screen.findByRole("heading", { level: 1, name: `Results for “${query}”` })).toBeInTheDocument();
    expect(container.querySelector("img[src=x], main script")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
