import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { render, screen, within } from "@testing-library/react";
import HomePage, { Head } from "./index";
import { mockSiteData, pageProps, renderPage } from "../test-fixtures/render";
import { mainpage } from "../test-fixtures/catalogue";

jest.mock("gatsby", () => require("../test-fixtures/gatsby-mock"));

describe("home page", () => {
  it("shows featured products, new arrivals, categories, sections, brands and articles", () => {
    renderPage(<HomePage {...pageProps({ mainpage })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Duty-free shopping");
    expect(within(screen.getByRole("list", { name: "Featured products" })).getByRole("link", { name: "Midnight Bloom" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "New arrivals" })).getByRole("link", { name: "Fresh Start" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Categories" })).getByRole("link", { name: "Spirits" })).toHaveAttribute("href", "/categories/spirits/");
    expect(within(screen.getByRole("list", { name: "Thematic sections" })).getByRole("link", { name: "Summer gifts" })).toHaveAttribute("href", "/sections/summer-gifts/");
    expect(within(screen.getByRole("list", { name: "Brands" })).getByRole("link", { name: "Aurora" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Latest articles" })).getByRole("link", { name: "How to pack perfume" })).toBeInTheDocument();
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

  it("names the chosen airport", () => {
    renderPage(<HomePage {...pageProps({ mainpage })} />, { preloadedState: { main: { location: "waw", age_gate: false, loading: false } } as never });
    expect(screen.getByText(/Browse the shops at Warsaw Chopin Airport/)).toBeInTheDocument();
  });

  it("declares the organisation and the site search", () => {
    mockSiteData();
    jest.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<Head {...pageProps({ mainpage }, "/")} />);
    const types = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.innerHTML)["@type"]);
    expect(types).toEqual(["Organization", "WebSite"]);
    expect(container.querySelector("title")?.textContent).toBe("Travel Retail");
  });
});
