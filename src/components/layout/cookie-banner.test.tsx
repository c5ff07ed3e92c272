import React from "react";
import { afterEach, describe, expect, it } from "@jest/globals";
import { act, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { ASK_COOKIES_CLASS, CookieBanner, askCookiesScript } from "./cookie-banner";
import { renderPage } from "../../test-fixtures/render";
import { makeStore } from "../../state/store";
import { ANSWER_COOKIE, hasAnswerCookie } from "../../lib/answer-cookie";
import { SessionReadyContext } from "../../state/session-ready";
import { cookiesAnswered } from "../../state/utils-slice";

const html = document.documentElement;
const runHeadScript = () => new Function(askCookiesScript)();
const setCookie = (text: string) => (document.cookie = `${text}; Path=/`);
const clearCookies = () =>
  document.cookie.split(";").forEach((c) => c.trim() && (document.cookie = `${c.split("=")[0].trim()}=; Path=/; Max-Age=0`));

/** The banner in `store`, with the stored state read (`ready`) or not yet. */
const bannerIn = (store: ReturnType<typeof makeStore>, ready: boolean) => (
  <Provider store={store}>
    <SessionReadyContext.Provider value={ready}>
      <CookieBanner />
    </SessionReadyContext.Provider>
  </Provider>
);

afterEach(() => {
  html.classList.remove(ASK_COOKIES_CLASS);
  localStorage.clear();
  clearCookies();
});

describe("cookie banner", () => {
  it("head script: shows it to a visitor without the answer's cookie", () => {
    runHeadScript();
    expect(html).toHaveClass(ASK_COOKIES_CLASS);
    for (const other of [`${ANSWER_COOKIE}=no`, `x${ANSWER_COOKIE}=answered`, `${ANSWER_COOKIE}x=answered`, `${ANSWER_COOKIE}=answeredx`]) {
      html.classList.remove(ASK_COOKIES_CLASS);
      clearCookies();
      setCookie(other);
      runHeadScript();
      expect(html).toHaveClass(ASK_COOKIES_CLASS);
    }
  });

  it("head script: keeps it hidden for a visitor with the answer's cookie, wherever it is among the cookies", () => {
    setCookie(`${ANSWER_COOKIE}=answered`);
    runHeadScript();
    expect(html).not.toHaveClass(ASK_COOKIES_CLASS);
    setCookie("first=1");
    setCookie("last=2");
    runHeadScript();
    expect(html).not.toHaveClass(ASK_COOKIES_CLASS);
  });

  it("copies the stored answer into the cookie once the stored state is read, and leaves the page's class when answered", () => {
    const store = makeStore();
    // Answered before the cookie existed: the head script showed the bar.
    html.classList.add(ASK_COOKIES_CLASS);
    act(() => void store.dispatch(cookiesAnswered(true)));
    // This store inside renderPage's own, so the stored answer is there from the first render.
    const { rerender } = renderPage(bannerIn(store, false));
    // Not before the stored state is read: the server's state (not answered) would clear a true cookie.
    expect(hasAnswerCookie()).toBe(false);
    rerender(bannerIn(store, true));
    expect(hasAnswerCookie()).toBe(true);
    expect(html).not.toHaveClass(ASK_COOKIES_CLASS);
    // A stored state without the answer (site storage cleared, the cookie kept) takes the cookie away.
    act(() => void store.dispatch(cookiesAnswered(false)));
    expect(hasAnswerCookie()).toBe(false);
    expect(html).toHaveClass(ASK_COOKIES_CLASS);
  });

  it("shows itself once the stored state is read, should the head script not have run", () => {
    const store = makeStore();
    const { rerender } = renderPage(bannerIn(store, false));
    expect(html).not.toHaveClass(ASK_COOKIES_CLASS);
    rerender(bannerIn(store, true));
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
    expect(hasAnswerCookie()).toBe(true);
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
