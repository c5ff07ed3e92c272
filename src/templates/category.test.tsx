import React from "react";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { screen, waitFor, within } from "@testing-library/react";
import CategoryTemplate from "./category";
import { pageProps, renderPage } from "../test-fixtures/render";
import { categories, page, product, products } from "../test-fixtures/catalogue";
import { fetchProducts } from "../features/listing/api";

jest.mock("../features/listing/api", () => ({ fetchProducts: jest.fn() }));
const fetchMock = jest.mocked(fetchProducts);

afterEach(() => {
  fetchMock.mockReset();
  window.history.replaceState(null, "", "/");
});

describe("category template", () => {
  it("renders the first page from the build without fetching", () => {
    renderPage(<CategoryTemplate {...pageProps({ category: categories[0], products: page(products, 40) })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Perfume" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Perfume subcategories" })).getByRole("link", {
        name: /Eau de parfum/,
      }),
    ).toHaveAttribute("href", "/categories/perfume/eau-de-parfum/");
    expect(screen.getByRole("link", { name: "Midnight Bloom" })).toBeInTheDocument();
    expect(screen.getByText("Showing 1–2 of 40 products.")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches the first card's picture early and the others when the layout finds them", () => {
    const { container } = renderPage(<CategoryTemplate {...pageProps({ category: categories[0], products: page(products, 40) })} />);
    const cards = container.querySelectorAll("article img");
    expect(cards.length).toBeGreaterThan(1);
    expect(container.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    expect(cards[0]).toHaveAttribute("fetchpriority", "high");
    expect(cards[1]).toHaveAttribute("loading", "lazy");
  });

  it("sorts in the browser and puts the order in the URL", async () => {
    fetchMock.mockResolvedValue(page([product("zesty-lime", { price: "9.00" })], 1));
    const { user } = renderPage(
      <CategoryTemplate {...pageProps({ category: categories[0], products: page(products, 2) })} />,
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Price, low to high");
    expect(await screen.findByRole("link", { name: "Zesty Lime" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ category: "perfume", ordering: "price", page: 1, page_size: 24 }),
      expect.anything(),
    );
    expect(window.location.search).toBe("?ordering=price");
  });

  it("filters by price in the chosen currency, converted to USD for the API", async () => {
    fetchMock.mockResolvedValue(page([], 0));
    const { user } = renderPage(
      <CategoryTemplate {...pageProps({ category: categories[0], products: page(products, 2) })} />,
      {
        preloadedState: {
          utils: { currency: "PLN", adult: false, sidebarCollapsed: false, route: [], cookies: true },
        } as never,
      },
    );
    await user.type(screen.getByLabelText("Min price (PLN)"), "40");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ min_price: 10 }), expect.anything()),
    );
    expect(await screen.findByText("No products match.")).toBeInTheDocument();
  });

  it("pages without a reload", async () => {
    fetchMock.mockResolvedValue({ ...page([product("page-two-item")], 40) });
    const { user } = renderPage(
      <CategoryTemplate {...pageProps({ category: categories[0], products: page(products, 40) })} />,
    );
    await user.click(screen.getByRole("link", { name: "Next page" }));
    expect(await screen.findByRole("link", { name: "Page Two Item" })).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
  });

  it("shows the age gate on adult categories", async () => {
    renderPage(<CategoryTemplate {...pageProps({ category: categories[1], products: page([], 0) })} />);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
