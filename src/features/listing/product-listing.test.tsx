import React from "react";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { act, screen } from "@testing-library/react";
import { FIRST_BATCH, ProductListing } from "./product-listing";
import { renderPage } from "../../test-fixtures/render";
import { page, product } from "../../test-fixtures/catalogue";
import { fetchProducts } from "./api";
import { searchKey } from "./early-search";

jest.mock("./api", () => ({ fetchProducts: jest.fn() }));
const fetchMock = jest.mocked(fetchProducts);

const many = (n: number) => Array.from({ length: n }, (_, i) => product(`item-${String(i + 1).padStart(2, "0")}`));

afterEach(() => {
  fetchMock.mockReset();
  window.history.replaceState(null, "", "/");
});

describe("product listing", () => {
  it("renders a server-rendered page whole", () => {
    renderPage(<ProductListing filter={{ category: "perfume" }} initial={page(many(24), 40)} pageSize={24} />);
    expect(screen.getAllByRole("article")).toHaveLength(24);
  });

  it("renders a fetched page's first cards at once and the rest right after", async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValue(page(many(24), 30));
      renderPage(<ProductListing filter={{ search: "item" }} pageSize={24} defaultOrdering="relevance" />);
      // The fetch resolves (a few promise hops: the lazy import, the request); no timer has run yet.
      await act(async () => {
        for (let i = 0; i < 10; i++) await Promise.resolve();
      });
      expect(screen.getAllByRole("article")).toHaveLength(FIRST_BATCH);
      expect(screen.getByText("Showing 1–24 of 30 products.")).toBeInTheDocument();
      act(() => void jest.runOnlyPendingTimers());
      expect(screen.getAllByRole("article")).toHaveLength(24);
      expect(screen.getByRole("link", { name: "Item 24" })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("renders the early request's answer in its first render when it has already arrived, and takes it", () => {
    jest.useFakeTimers();
    try {
      const params = { ordering: "relevance", page: 1, page_size: 24, search: "item" };
      const answer = page(many(24), 30);
      Object.assign(window, { __earlySearch: { key: searchKey(params), promise: Promise.resolve(answer), data: answer } });
      renderPage(<ProductListing filter={{ search: "item" }} pageSize={24} defaultOrdering="relevance" />);
      // No promise hop: the first render already has the first cards and the summary.
      expect(screen.getAllByRole("article")).toHaveLength(FIRST_BATCH);
      expect(screen.getByText("Showing 1–24 of 30 products.")).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      // Taken once: a later listing asks the API.
      expect((window as { __earlySearch?: unknown }).__earlySearch).toBeUndefined();
      act(() => void jest.runOnlyPendingTimers());
      expect(screen.getAllByRole("article")).toHaveLength(24);
    } finally {
      jest.useRealTimers();
    }
  });

  it("does not render an early answer to another request (an airport in the URL's place, another query)", async () => {
    const other = { ordering: "relevance", page: 1, page_size: 24, search: "other" };
    const answer = page(many(3), 3);
    Object.assign(window, { __earlySearch: { key: searchKey(other), promise: Promise.resolve(answer), data: answer } });
    fetchMock.mockResolvedValue(page(many(2), 2));
    renderPage(<ProductListing filter={{ search: "item" }} pageSize={24} defaultOrdering="relevance" />);
    expect(screen.getByText("Loading products…")).toBeInTheDocument();
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Showing 1–2 of 2 products.")).toBeInTheDocument();
    delete (window as { __earlySearch?: unknown }).__earlySearch;
  });

  it("takes the search page's early request instead of asking again, and asks again if it failed", async () => {
    const params = { ordering: "relevance", page: 1, page_size: 24, search: "item" };
    const early = (promise: Promise<unknown>) => Object.assign(window, { __earlySearch: { key: searchKey(params), promise } });
    const settle = () =>
      act(async () => {
        for (let i = 0; i < 10; i++) await Promise.resolve();
      });

    early(Promise.resolve(page(many(3), 3)));
    const first = renderPage(<ProductListing filter={{ search: "item" }} pageSize={24} defaultOrdering="relevance" />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText("Showing 1–3 of 3 products.")).toBeInTheDocument();
    first.unmount();

    early(Promise.reject(new Error("503")));
    fetchMock.mockResolvedValue(page(many(2), 2));
    renderPage(<ProductListing filter={{ search: "item" }} pageSize={24} defaultOrdering="relevance" />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Showing 1–2 of 2 products.")).toBeInTheDocument();
  });
});
