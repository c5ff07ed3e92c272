import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";

jest.mock("gatsby", () => require("../../test-fixtures/gatsby-mock"));

import { renderPage } from "../../test-fixtures/render";
import { CookieBanner } from "./cookie-banner";

describe("CookieBanner with an ad script configured", () => {
  it("says what the consent is for, and stores it on Accept", async () => {
    const { user, store } = renderPage(<CookieBanner withAdScript />);
    const banner = screen.getByRole("region", { name: "Cookies" });
    expect(banner).toHaveTextContent(/advertising partner's script/);
    expect(banner).not.toHaveTextContent(/no tracking/i);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(banner).not.toBeInTheDocument();
    expect(store.getState().utils.cookies).toBe(true);
  });

  it("hides on Not now without storing consent", async () => {
    const { user, store } = renderPage(<CookieBanner withAdScript />);
    await user.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Cookies" })).not.toBeInTheDocument();
    expect(store.getState().utils.cookies).toBe(false);
  });

  it("is not shown once consent is stored", () => {
    renderPage(<CookieBanner withAdScript />, { preloadedState: { utils: { currency: "USD", adult: false, sidebarCollapsed: false, route: [], cookies: true } } });
    expect(screen.queryByRole("region", { name: "Cookies" })).not.toBeInTheDocument();
  });
});
