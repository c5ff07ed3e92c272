import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { screen, waitFor, within } from "@testing-library/react";
import ProductTemplate, { PageHead } from "./product";
import { mockSiteData, pageProps, renderPage, renderHead } from "../test-fixtures/render";
import { airports, image, productDetail as apiProductDetail, whiskyProducts } from "../test-fixtures/catalogue";
import { serialiseProduct } from "../lib/product-context";
import { freshBrowser } from "../test-fixtures/store";
import { fetchAnswering } from "../test-fixtures/fetch";

// The context as gatsby-node creates it: airport names and terminals come from the site data.
const packed = (detail: typeof apiProductDetail) => serialiseProduct(detail, airports);
const productDetail = packed(apiProductDetail);

describe("product template", () => {
  it("replaces the built prices and stock with the catalogue's current ones after hydration (one request)", async () => {
    const api = freshBrowser();
    const current = JSON.parse(JSON.stringify(apiProductDetail)) as typeof apiProductDetail;
    current.variants[0]!.price = "44.00";
    current.variants[0]!.availability[1] = { airport: "krk", price: "39.00", duty_paid_price: null, stock: 5, in_stock: true };
    // A size added since the build is not on the page until it is built again.
    current.variants.push({ ...current.variants[1]!, sku: "AUR-0001-3", size: "200 ml" });
    const asked = fetchAnswering("/api/products/midnight-bloom/", current);
    renderPage(<ProductTemplate {...pageProps({ product: productDetail }, "/products/midnight-bloom/")} />);
    expect(screen.getByTestId("product-price")).toHaveTextContent("$40.00"); // as built, at first
    await waitFor(() => expect(screen.getByTestId("product-price")).toHaveTextContent("$44.00"));
    const krk = within(screen.getByRole("table")).getByRole("row", { name: /Kraków/ });
    expect(within(krk).getByText("$39.00")).toBeInTheDocument();
    expect(within(krk).queryByText("Out of stock")).toBeNull();
    expect(within(screen.getByRole("group", { name: "Size" })).getAllByRole("radio")).toHaveLength(2);
    expect(asked).toEqual(["/api/products/midnight-bloom/?lang=en"]);
    // Not through the HTTP client (axios), whose evaluation was a long task on every product page.
    expect(api.history.get).toEqual([]);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it("fetches the main picture early and at high priority, the other views lazily and at low priority", () => {
    fetchAnswering("/api/products/midnight-bloom/", apiProductDetail);
    const views = ["front", "back", "side"].map((v) => image(`products/midnight-bloom--${v}`, `Midnight Bloom, ${v}`));
    renderPage(<ProductTemplate {...pageProps({ product: packed({ ...apiProductDetail, images: views }) }, "/products/midnight-bloom/")} />);
    const main = screen.getByRole("img", { name: "Midnight Bloom, front" });
    expect(main).toHaveAttribute("fetchpriority", "high");
    const thumbs = within(screen.getByRole("list", { name: "More images" })).getAllByRole("img");
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute("loading", "lazy");
      expect(thumb).toHaveAttribute("fetchpriority", "low");
    }
  });

  it("offline, keeps the built prices and says so", async () => {
    fetchAnswering("/api/products/midnight-bloom/", new TypeError("Failed to fetch"));
    renderPage(<ProductTemplate {...pageProps({ product: productDetail }, "/products/midnight-bloom/")} />);
    expect(await screen.findByText(/You are offline: prices and stock are as they were/)).toBeInTheDocument();
    expect(screen.getByTestId("product-price")).toHaveTextContent("$40.00");
  });

  it("shows the product, its price, where to buy it and related products", () => {
    renderPage(<ProductTemplate {...pageProps({ product: productDetail }, "/products/midnight-bloom/")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Midnight Bloom" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aurora" })).toHaveAttribute("href", "/brands/aurora/");
    expect(screen.getAllByText("$40.00").length).toBeGreaterThan(1);
    expect(screen.getByRole("img", { name: "A bottle of Midnight Bloom" })).toHaveAttribute("width", "600");
    const table = screen.getByRole("table");
    expect(within(table).getByRole("rowheader", { name: "Warsaw Chopin Airport (WAW)" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "T1" })).toBeInTheDocument();
    expect(within(table).getByText("Out of stock")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "You may also like" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ocean Breeze" })).toHaveAttribute("href", "/products/ocean-breeze/");
    expect(screen.getByRole("img", { name: "A bottle of ocean-breeze" })).toBeInTheDocument();
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(trail).getByRole("link", { name: "Eau de parfum" })).toHaveAttribute(
      "href",
      "/categories/perfume/eau-de-parfum/",
    );
  });

  it("offers its sizes as a radio group; choosing one changes the price, SKU and where to buy it", async () => {
    const { user } = renderPage(<ProductTemplate {...pageProps({ product: productDetail }, "/products/midnight-bloom/")} />);
    const group = screen.getByRole("group", { name: "Size" });
    const small = within(group).getByRole("radio", { name: /50 ml/ });
    const large = within(group).getByRole("radio", { name: /100 ml/ });
    expect(small).toBeChecked();
    expect(screen.getByText("SKU AUR-0001", { exact: false })).toBeInTheDocument();
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(3);

    await user.click(large);
    expect(large).toBeChecked();
    expect(small).not.toBeChecked();
    expect(screen.getByText(/SKU AUR-0001-2/)).toBeInTheDocument();
    expect(screen.getByTestId("product-size")).toHaveTextContent("100 ml");
    expect(screen.getByRole("heading", { name: "Where to buy: 100 ml" })).toBeInTheDocument();
    // Only Warsaw sells the 100 ml, at its own price.
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText("$68.00")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add to list: Midnight Bloom, 100 ml" }));
    expect(await screen.findByText("On your list: 1")).toBeInTheDocument();
    const { getListsCache } = await import("../features/lists/lists-cache");
    expect(getListsCache().visitor.map((i) => [i.product.slug, i.variant?.sku, i.variant?.price])).toEqual([
      ["midnight-bloom", "AUR-0001-2", "70.00"],
    ]);
  });

  it("opens with the size the address names, as an old size page's redirect does", () => {
    renderPage(<ProductTemplate {...pageProps({ product: productDetail }, "/products/midnight-bloom/", "?size=AUR-0001-2")} />);
    expect(screen.getByRole("radio", { name: /100 ml/ })).toBeChecked();
  });

  it("ignores a size the product does not have", () => {
    renderPage(<ProductTemplate {...pageProps({ product: productDetail }, "/products/midnight-bloom/", "?size=NOPE")} />);
    expect(screen.getByRole("radio", { name: /50 ml/ })).toBeChecked();
  });

  it("prices in the chosen currency and marks the chosen airport", () => {
    renderPage(<ProductTemplate {...pageProps({ product: productDetail })} />, {
      preloadedState: {
        utils: { currency: "EUR", adult: false, sidebarCollapsed: false, route: [], cookies: true },
        main: { location: "krk", age_gate: false, loading: false },
      } as never,
    });
    expect(screen.getAllByText("€20.00").length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole("table")).getByRole("rowheader", { name: /Kraków.*your airport/ }),
    ).toBeInTheDocument();
  });

  it("asks for the visitor's age before an adult product, keeping the content in the page", async () => {
    const whisky = packed({ ...apiProductDetail, ...whiskyProducts[0], name: "Highland Twelve" });
    const { user } = renderPage(<ProductTemplate {...pageProps({ product: whisky })} />);
    const dialog = await screen.findByRole("dialog", { name: /legal drinking/ });
    expect(screen.getByRole("heading", { level: 1, name: "Highland Twelve" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Yes, I am 18 or older" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("describes the product for search engines with escaped JSON-LD", () => {
    mockSiteData();
    jest.spyOn(console, "error").mockImplementation(() => {}); // <html> inside a test container
    const tricky = packed({ ...apiProductDetail, description: "</script><script>alert(1)</script>" });
    const container = renderHead(<PageHead {...pageProps({ product: tricky }, "/products/midnight-bloom/")} />);
    expect(container.querySelector("title")?.textContent).toBe("Midnight Bloom – Aurora | Travel Retail");
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://shop.example/products/midnight-bloom/",
    );
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.innerHTML);
    expect(scripts[0]).not.toContain("</script>");
    const product = JSON.parse(scripts[0]);
    expect(product["@type"]).toBe("Product");
    // One Offer per size, each with its SKU and price, offered where it is in stock.
    expect(product.offers).toEqual([
      {
        "@type": "Offer",
        sku: "AUR-0001",
        name: "50 ml",
        price: "40.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        availableAtOrFrom: [{ "@type": "Place", name: "Warsaw Chopin Airport" }],
        url: "https://shop.example/products/midnight-bloom/?size=AUR-0001",
      },
      {
        "@type": "Offer",
        sku: "AUR-0001-2",
        name: "100 ml",
        price: "70.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        availableAtOrFrom: [{ "@type": "Place", name: "Warsaw Chopin Airport" }],
        url: "https://shop.example/products/midnight-bloom/?size=AUR-0001-2",
      },
    ]);
    expect(JSON.parse(scripts[1])["@type"]).toBe("BreadcrumbList");
  });
});
