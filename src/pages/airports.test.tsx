import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import AirportsPage from "./airports";
import { renderPage, pageProps } from "../test-fixtures/render";

describe("airports page", () => {
  it("lists the airports and makes the chosen one the visitor's location", async () => {
    const { user, store } = renderPage(<AirportsPage {...pageProps({})} />);
    expect(screen.getByRole("heading", { level: 2, name: /Warsaw Chopin Airport/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Shops and opening hours at Warsaw Chopin Airport" })).toHaveAttribute("href", "/airports/waw/");
    expect(screen.getByRole("link", { name: "Shops and opening hours at Kraków John Paul II Airport" })).toHaveAttribute("href", "/airports/krk/");
    await user.click(screen.getByRole("button", { name: "Shop at Kraków John Paul II Airport" }));
    expect(store.getState().main.location).toBe("krk");
    expect(screen.getByText("Your airport.")).toBeInTheDocument();
    // The header's airport and currency control says so, and its airport field holds the choice.
    await user.click(screen.getByRole("button", { name: /^Airport and currency: KRK/ }));
    expect(screen.getByRole("combobox", { name: "Airport" })).toHaveValue("krk");
    await user.click(screen.getByRole("button", { name: "Show all airports" }));
    expect(store.getState().main.location).toBeNull();
  });
});
