import React from "react";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { screen, waitFor } from "@testing-library/react";
import { Layout } from "./layout";
import { renderPage } from "../../test-fixtures/render";
import { subscribeToNewsletter } from "../../api-client/newsletter";

jest.mock("../../api-client/newsletter", () => ({ subscribeToNewsletter: jest.fn() }));
const subscribeMock = jest.mocked(subscribeToNewsletter);

afterEach(() => {
  subscribeMock.mockReset();
});

describe("layout", () => {
  it("changes the display currency from the header", async () => {
    const { user, store } = renderPage(<Layout>content</Layout>);
    await user.click(screen.getByRole("button", { name: /airport and currency/i }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Currency" }), "EUR");
    expect(store.getState().utils.currency).toBe("EUR");
  });

  it("collapses the category sidebar and remembers it in the store", async () => {
    const { user, store } = renderPage(<Layout withSidebar>content</Layout>);
    const toggle = screen.getByRole("button", { name: "Hide categories" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Whisky" })).toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Show categories" })).toHaveAttribute("aria-expanded", "false");
    expect(store.getState().utils.sidebarCollapsed).toBe(true);
    expect(screen.queryByRole("link", { name: "Whisky" })).not.toBeInTheDocument();
  });

  it("opens the main menu with its button", async () => {
    const { user } = renderPage(<Layout>content</Layout>);
    const menu = screen.getByRole("button", { name: "Menu" });
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
  });

  it("asks about cookies once", async () => {
    const { user, store } = renderPage(<Layout>content</Layout>);
    const banner = screen.getByRole("region", { name: "Cookies" });
    await user.click(screen.getByRole("button", { name: "OK, got it" }));
    expect(banner).not.toBeInTheDocument();
    expect(store.getState().utils.cookies).toBe(true);
  });

  it("records the visited route, in a task after the render's effects", async () => {
    const { store } = renderPage(<Layout>content</Layout>);
    expect(store.getState().utils.route).toEqual([]);
    await waitFor(() => expect(store.getState().utils.route).toEqual(["/"]));
  });

  it("subscribes to the newsletter and reports errors at the field", async () => {
    subscribeMock.mockResolvedValueOnce(undefined);
    const { user } = renderPage(<Layout>content</Layout>);
    await user.type(screen.getByRole("textbox", { name: "Email address" }), "a@b.example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent("follow the link in the e-mail we sent you to confirm");
    expect(subscribeMock).toHaveBeenCalledWith("a@b.example");

    subscribeMock.mockRejectedValueOnce({
      response: { status: 400, data: { message: "Invalid body", errors: { email: ["Not an e-mail address."] } } },
    });
    await user.type(screen.getByRole("textbox", { name: "Email address" }), "oops@x.example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not an e-mail address.");
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription(
      "Not an e-mail address.",
    );
  });
});
