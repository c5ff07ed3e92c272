import React from "react";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { act, screen } from "@testing-library/react";
import { Header } from "./header";
import { mockSiteData } from "../../test-fixtures/render";
import {
  freshBrowser,
  makeList,
  makeProduct,
  page,
  renderWithStore,
  signedInState,
  testUser,
} from "../../test-fixtures/store";
import { makeStore } from "../../state/store";
import { addToVisitorList, syncLists } from "../../features/lists/list-sync";
import { paths } from "../../api-client/paths";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
  mockSiteData();
});
afterEach(() => mock.restore());

const preferences = () => screen.getByRole("button", { name: /airport and currency/i });

describe("header: airport and currency behind one button", () => {
  it("opens both pickers, moves the focus into them, and closes on Escape with the focus back on the button", async () => {
    const { user, store } = renderWithStore(<Header />);
    expect(preferences()).toHaveAttribute("aria-expanded", "false");
    expect(preferences()).toHaveTextContent("Airport · USD");
    expect(screen.queryByRole("combobox", { name: "Airport" })).not.toBeInTheDocument();

    await user.click(preferences());
    expect(preferences()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("combobox", { name: "Airport" })).toHaveFocus();
    await user.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "EUR");
    expect(store.getState().utils.currency).toBe("EUR");
    expect(preferences()).toHaveTextContent("Airport · EUR");

    await user.keyboard("{Escape}");
    expect(preferences()).toHaveAttribute("aria-expanded", "false");
    expect(preferences()).toHaveFocus();
    expect(screen.queryByRole("combobox", { name: "Currency" })).not.toBeInTheDocument();
  });

  it("renders the panel's fields only from its first opening, and keeps them after it closes", async () => {
    const { user, container } = renderWithStore(<Header />);
    // Nothing of the panel to hydrate on a page load: no select, option or language link until a click.
    expect(container.querySelectorAll("select, option, [hreflang]")).toHaveLength(0);
    await user.click(preferences());
    await user.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "EUR");
    await user.keyboard("{Escape}");
    expect(container.querySelectorAll("[hidden] select")).toHaveLength(2); // closed, still there
    await user.click(preferences());
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveValue("EUR");
    expect(container.querySelectorAll("[hreflang]")).toHaveLength(3);
  });

  it("closes with Done and on a click elsewhere", async () => {
    const { user } = renderWithStore(<Header />);
    await user.click(preferences());
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(preferences()).toHaveAttribute("aria-expanded", "false");
    expect(preferences()).toHaveFocus();

    await user.click(preferences());
    await user.click(screen.getByRole("link", { name: "Travel Retail" }));
    expect(preferences()).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the chosen airport's code on the button", async () => {
    const { user } = renderWithStore(<Header />);
    await user.click(preferences());
    const airport = screen.getByRole("combobox", { name: "Airport" });
    const firstAirport = Array.from(airport.querySelectorAll("option")).find((o) => o.value !== "")!;
    await user.selectOptions(airport, firstAirport.value);
    expect(preferences().textContent).toMatch(
      new RegExp(`^Airport and currency: ${firstAirport.textContent!.slice(0, 3)} · USD$`),
    );
  });
});

describe("header: the main menu", () => {
  it("opens from its button and closes on Escape, with the focus back on the button", async () => {
    const { user } = renderWithStore(<Header />);
    const menu = screen.getByRole("button", { name: "Menu" });
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();
  });
});

describe("header: My lists for everyone", () => {
  it("links a visitor to My lists, with the count of their list once it has items", () => {
    renderWithStore(<Header />);
    const link = screen.getByRole("link", { name: "My lists" });
    expect(link).toHaveAttribute("href", "/my-lists/");
    // The badge is there from the first render, empty, so a count arriving later moves nothing.
    expect(screen.getByTestId("lists-count")).toBeEmptyDOMElement();

    act(() => {
      addToVisitorList(makeProduct("gin"), 2);
      addToVisitorList(makeProduct("tea"), 1);
    });
    expect(screen.getByRole("link", { name: "My lists (2 items)" })).toBeInTheDocument();
    expect(screen.getByTestId("lists-count")).toHaveTextContent("2");
  });

  it("counts a signed-in user's items across the lists synced to this browser, not the visitor list", async () => {
    addToVisitorList(makeProduct("left-behind"), 1);
    mock
      .onGet(paths.wishlist)
      .reply(
        200,
        page([
          makeList(5, [{ product: makeProduct("gin"), quantity: 3 }]),
          makeList(6, [{ product: makeProduct("tea"), quantity: 1 }]),
        ]),
      );
    await syncLists(testUser.id);
    renderWithStore(<Header />, makeStore(signedInState()));
    expect(screen.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/user/");
    expect(screen.getByRole("link", { name: "My lists (2 items)" })).toBeInTheDocument();
  });

  it("does not count lists another account left in this browser", async () => {
    mock.onGet(paths.wishlist).reply(200, page([makeList(5, [{ product: makeProduct("gin"), quantity: 1 }])]));
    await syncLists(99);
    renderWithStore(<Header />, makeStore(signedInState()));
    expect(screen.getByRole("link", { name: "My lists" })).toBeInTheDocument();
    expect(screen.getByTestId("lists-count")).toBeEmptyDOMElement();
  });
});
