import React from "react";
import { TextEncoder } from "node:util";
import { hydrateRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { act, screen, within } from "@testing-library/react";
import AirportTemplate, { PageHead } from "./airport";
import { mockSiteData, pageProps, renderHead, renderPage } from "../test-fixtures/render";
import { airportDetail } from "../test-fixtures/airport";
import { makeStore } from "../state/store";

const props = () => pageProps({ airport: airportDetail }, "/airports/waw/");

const shopCard = (name: string) => screen.getByRole("article", { name });

describe("airport template", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows the airport, its terminal, currency, time zone, shops with their week's hours", () => {
    renderPage(<AirportTemplate {...props()} />);
    expect(screen.getByRole("heading", { level: 1, name: /Warsaw Chopin Airport/ })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("HomeAirportsWarsaw Chopin Airport");
    expect(screen.getByText("Polish zloty (PLN)")).toBeInTheDocument();
    expect(screen.getAllByText("Warsaw time (Europe/Warsaw)").length).toBeGreaterThan(0);

    const dutyFree = shopCard("Duty Free Schengen");
    expect(within(dutyFree).getByText("Collection point")).toBeInTheDocument();
    expect(within(dutyFree).getByText("Terminal A, airside after security, Schengen gates A–E")).toBeInTheDocument();
    const hours = within(dutyFree).getByRole("table", { name: "Opening hours, Warsaw time (Europe/Warsaw)" });
    expect(within(hours).getByRole("rowheader", { name: "Monday–Sunday" })).toBeInTheDocument();
    expect(within(hours).getByText("Open 24 hours")).toBeInTheDocument();

    const deli = shopCard("Polish Delicatessen");
    expect(within(deli).queryByText("Collection point")).not.toBeInTheDocument();
    expect(within(deli).getAllByRole("row").map((r) => r.textContent)).toEqual(["Monday–Saturday06:00–20:00", "SundayClosed"]);
  });

  it("links the top brands and shows the top products as product cards", () => {
    renderPage(<AirportTemplate {...props()} />);
    expect(screen.getByRole("link", { name: "Glen Corran" })).toHaveAttribute("href", "/brands/glen-corran/");
    const grid = screen.getByRole("list", { name: "Top products at Warsaw Chopin Airport" });
    expect(within(grid).getByRole("link", { name: "Ocean Breeze" })).toHaveAttribute("href", "/products/ocean-breeze/");
    expect(within(grid).getByText("$25.50")).toBeInTheDocument();
  });

  it("says open or closed now on the airport's clock, only after hydration and without a mismatch", async () => {
    // Sunday 2026-03-29 10:00 UTC is 12:00 in Warsaw (summer time): the deli is closed on Sundays.
    jest.useFakeTimers({ now: new Date("2026-03-29T10:00:00Z") });
    mockSiteData();
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import("react-dom/server");
    const page = () => (
      <Provider store={makeStore()}>
        <AirportTemplate {...props()} />
      </Provider>
    );
    // react-redux warns that its layout effect does nothing on the server (jsdom has a window); not ours to fix.
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToString(page());
    errors.mockClear();
    expect(html).toContain("Duty Free Schengen");
    expect(html).not.toMatch(/Open now|Closed now/);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(within(shopCard("Duty Free Schengen")).getByText("Open now")).toBeInTheDocument();
    expect(within(shopCard("Polish Delicatessen")).getByText("Closed now")).toBeInTheDocument();
    container.remove();
  });

  it("makes the airport the visitor's location with Shop here", async () => {
    const { user, store } = renderPage(<AirportTemplate {...props()} />);
    await user.click(screen.getByRole("button", { name: "Shop at Warsaw Chopin Airport" }));
    expect(store.getState().main.location).toBe("waw");
    expect(screen.getByText("Your airport.")).toBeInTheDocument();
  });

  it("has a title, a description, a canonical URL and Airport structured data with its shops", () => {
    const head = renderHead(<PageHead {...props()} />);
    expect(head.querySelector("title")?.textContent).toMatch(/^Warsaw Chopin Airport \(WAW\): shops and opening hours/);
    expect(head.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/2 shops with Reserve & Collect points/);
    const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical).toMatch(/\/airports\/waw\/$/);

    const data = [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ""));
    const airport = data.find((d) => d["@type"] === "Airport");
    expect(airport).toMatchObject({ name: "Warsaw Chopin Airport", iataCode: "WAW", url: canonical });
    expect(airport.containsPlace).toHaveLength(2);
    expect(airport.containsPlace[0]).toMatchObject({ "@type": "Store", name: "Duty Free Schengen", currenciesAccepted: "PLN" });
    expect(airport.containsPlace[0].openingHoursSpecification[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Monday",
      opens: "00:00",
      closes: "23:59",
    });
    expect(airport.containsPlace[1].openingHoursSpecification.map((h: { dayOfWeek: string }) => h.dayOfWeek)).not.toContain(
      "https://schema.org/Sunday",
    );
    expect(data.find((d) => d["@type"] === "BreadcrumbList").itemListElement).toHaveLength(3);
  });
});
