import React from "react";
import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import NotFoundPage from "./404";
import ServerErrorPage from "./500";
import EuropeanFundsPage from "./european-funds";
import HowItWorksPage from "./how-it-works";
import PrivacyPage from "./privacy";
import TermsPage from "./tac";
import { renderPage, pageProps } from "../test-fixtures/render";

describe("content pages", () => {
  it.each([
    ["404", NotFoundPage, "Page not found"],
    ["500", ServerErrorPage, "Something went wrong"],
    ["european funds", EuropeanFundsPage, "European funds"],
    ["how it works", HowItWorksPage, "How it works"],
    ["privacy", PrivacyPage, "Privacy policy"],
    ["terms and conditions", TermsPage, "Terms and conditions"],
  ])("the %s page has its heading inside the layout", (_name, Page, heading) => {
    renderPage(<Page {...pageProps({})} />);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Footer" })).toBeInTheDocument();
  });

  it("the 404 page offers a search and a way home", () => {
    renderPage(<NotFoundPage {...pageProps({})} />);
    expect(screen.getAllByRole("search")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "home page" })).toHaveAttribute("href", "/");
  });

  it("the 500 page offers to try again", () => {
    renderPage(<ServerErrorPage {...pageProps({})} />);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("how it works explains the steps in order", () => {
    renderPage(<HowItWorksPage {...pageProps({})} />);
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Choose your airport", "Browse and compare", "Keep a list", "Shop at the terminal", "Good to know"]);
  });

  it("the footer links every static page", () => {
    renderPage(<PrivacyPage {...pageProps({})} />);
    for (const name of [
      "How it works",
      "Become a partner",
      "European funds",
      "Privacy policy",
      "Terms and conditions",
      "Airports",
      "Blog",
    ]) {
      expect(screen.getAllByRole("link", { name }).length).toBeGreaterThan(0);
    }
  });
});
