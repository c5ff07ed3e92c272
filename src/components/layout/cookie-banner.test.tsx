import React from "react";
import { afterEach, describe, expect, it } from "@jest/globals";
import { act, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { ASK_COOKIES_CLASS, CookieBanner, askCookiesScript } from "./cookie-banner";
import { renderPage } from "../../test-fixtures/render";
import { makeStore } from "../../state/store";
import { PERSIST_KEY } from "../../state/persist-config";
import { SessionReadyContext } from "../../state/session-ready";
import { cookiesAnswered } from "../../state/utils-slice";

const html = document.documentElement;
const runHeadScript = () => new Function(askCookiesScript)();
const persisted = (utils: object) => JSON.stringify({ utils: JSON.stringify(utils), _persist: JSON.stringify({ version: 2, rehydrated: true }) });

afterEach(() => {
  html.classList.remove(ASK_COOKIES_CLASS);
  localStorage.clear();
});

describe("cookie banner", () => {
  it("head script: shows it to a visitor who has not answered, or whose storage is unreadable", () => {
    runHeadScript();
    expect(html).toHaveClass(ASK_COOKIES_CLASS);
    html.classList.remove(ASK_COOKIES_CLASS);
    localStorage.setItem(`persist:${PERSIST_KEY}`, "{not json");
    runHeadScript();
    expect(html).toHaveClass(ASK_COOKIES_CLASS);
    html.classList.remove(ASK_COOKIES_CLASS);
    localStorage.setItem(`persist:${PERSIST_KEY}`, persisted({ currency: "EUR", cookies: false }));
    runHeadScript();
    expect(html).toHaveClass(ASK_COOKIES_CLASS);
  });

  it("head script: keeps it hidden for a visitor who answered", () => {
    localStorage.setItem(`persist:${PERSIST_KEY}`, persisted({ currency: "EUR", cookies: true }));
    runHeadScript();
    expect(html).not.toHaveClass(ASK_COOKIES_CLASS);
  });

  it("shows itself once the stored state is read, should the head script not have run", () => {
    const store = makeStore();
    const ui = (ready: boolean) => (
      <SessionReadyContext.Provider value={ready}>
        <CookieBanner />
      </SessionReadyContext.Provider>
    );
    const { rerender } = renderPage(ui(false), { store } as never);
    expect(html).not.toHaveClass(ASK_COOKIES_CLASS);
    rerender(<Provider store={store}>{ui(true)}</Provider>);
    expect(html).toHaveClass(ASK_COOKIES_CLASS);
  });

  it("leaves the page when answered", () => {
    const { store } = renderPage(<CookieBanner />);
    expect(screen.getByRole("region", { name: "Cookies" })).toBeInTheDocument();
    act(() => void store.dispatch(cookiesAnswered(true)));
    expect(screen.queryByRole("region", { name: "Cookies" })).not.toBeInTheDocument();
  });
});

describe("cookie banner with an ad script configured", () => {
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
    html.classList.add(ASK_COOKIES_CLASS);
    const { user, store } = renderPage(<CookieBanner withAdScript />);
    await user.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Cookies" })).not.toBeInTheDocument();
    expect(html).not.toHaveClass(ASK_COOKIES_CLASS);
    expect(store.getState().utils.cookies).toBe(false);
  });
});
