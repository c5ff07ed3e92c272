import React from "react";
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import type MockAdapter from "axios-mock-adapter";
import HomePage, { PageHead } from "./index";
import { mockSiteData, pageProps, renderPage, renderHead } from "../test-fixtures/render";
import { mainpage, product } from "../test-fixtures/catalogue";
import { freshBrowser } from "../test-fixtures/store";
import { paths } from "../api-client/paths";
import { fetchAnswering } from "../test-fixtures/fetch";

const atWarsaw = { preloadedState: { main: { location: "waw", age_gate: false, loading: false } } as never };

let mock: MockAdapter;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

describe("home page", () => {
  it("shows featured products, new arrivals, categories, sections, brands and articles", () => {
    renderPage(<HomePage {...pageProps({ mainpage })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Duty-free shopping");
    expect(
      within(screen.getByRole("list", { name: "Featured products" })).getByRole("link", { name: "Midnight Bloom" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "New arrivals" })).getByRole("link", { name: "Fresh Start" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Categories" })).getByRole("link", { name: "Spirits" }),
    ).toHaveAttribute("href", "/categories/spirits/");
    expect(
      within(screen.getByRole("list", { name: "Thematic sections" })).getByRole("link", { name: "Summer gifts" }),
    ).toHaveAttribute("href", "/sections/summer-gifts/");
    expect(
      within(screen.getByRole("list", { name: "Brands" })).getByRole("link", { name: "Aurora" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Latest articles" })).getByRole("link", { name: "How to pack perfume" }),
    ).toBeInTheDocument();
  });

  it("has the shop's landmarks: skip link, header with search, navigation, main and footer", () => {
    renderPage(<HomePage {...pageProps({ mainpage })} />);
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("search")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in/");
  });

  it("names the chosen airport", async () => {
    fetchAnswering(paths.mainpage, mainpage);
    renderPage(<HomePage {...pageProps({ mainpage })} />, atWarsaw);
    expect(screen.getByText(/Browse the shops at Warsaw Chopin Airport/)).toBeInTheDocument();
    await screen.findByRole("heading", { name: "Featured products at Warsaw Chopin Airport" });
  });

  it("shows the chosen airport's products at its prices, and the built lists without an airport", async () => {
    const atAirport = {
      ...mainpage,
      featured: [product("warsaw-only", { name: "Warsaw Only", price: "31.00" })],
      new_arrivals: [product("fresh-at-waw", { name: "Fresh At Waw" })],
    };
    const asked = fetchAnswering(paths.mainpage, atAirport);
    renderPage(<HomePage {...pageProps({ mainpage })} />, atWarsaw);
    const featured = await screen.findByRole("heading", { name: "Featured products at Warsaw Chopin Airport" });
    expect(asked).toEqual([`${paths.mainpage}?airport=waw`]);
    // With fetch, not the HTTP client: the home page of a returning visitor does not load and run axios.
    expect(mock.history.get).toEqual([]);
    const list = within(featured.closest("section")!).getByRole("list", { name: "Featured products" });
    expect(within(list).getByRole("link", { name: "Warsaw Only" })).toBeInTheDocument();
    expect(within(list).queryByRole("link", { name: "Midnight Bloom" })).not.toBeInTheDocument();
    expect(list).toHaveTextContent("$31.00");
    expect(screen.getByRole("heading", { name: "New arrivals at Warsaw Chopin Airport" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "New arrivals" })).getByRole("link", { name: "Fresh At Waw" }),
    ).toBeInTheDocument();
  });

  it("asks nothing without an airport", async () => {
    const asked = fetchAnswering(paths.mainpage, mainpage);
    renderPage(<HomePage {...pageProps({ mainpage })} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(mock.history.get).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "Featured products" })).toBeInTheDocument();
  });

  it("keeps the built lists and says so when the airport's lists cannot be loaded (offline)", async () => {
    fetchAnswering(paths.mainpage, new TypeError("Failed to fetch"));
    renderPage(<HomePage {...pageProps({ mainpage })} />, atWarsaw);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We could not load the prices at Warsaw Chopin Airport just now: these are the standard prices",
    );
    expect(
      within(screen.getByRole("list", { name: "Featured products" })).getByRole("link", { name: "Midnight Bloom" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Featured products" })).toBeInTheDocument();
  });

  it("declares the organisation and the site search", () => {
    mockSiteData();
    jest.spyOn(console, "error").mockImplementation(() => {});
    const container = renderHead(<PageHead {...pageProps({ mainpage }, "/")} />);
    const types = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.innerHTML)["@type"],
    );
    expect(types).toEqual(["Organization", "WebSite"]);
    expect(container.querySelector("title")?.textContent).toBe("Travel Retail");
  });
});
