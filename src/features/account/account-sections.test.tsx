import React from "react";
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import type { Currency } from "@travel-retail/api/schemas";
import { paths } from "../../api-client/paths";
import { makeStore } from "../../state/store";
import { freshBrowser, page, renderWithStore, signedInState, testUser } from "../../test-fixtures/store";
import { AccountSections } from "./account-sections";
import { forgetReferenceDataForTests } from "../traveller-context/use-reference-data";

const currencies: Currency[] = [
  { code: "USD", name: "US dollar", symbol: "$", rate: "1", decimals: 2 },
  { code: "EUR", name: "Euro", symbol: "€", rate: "0.92", decimals: 2 },
];
const airport = {
  slug: "waw",
  iata: "WAW",
  name: "Warsaw Chopin",
  city: "Warsaw",
  country: "Poland",
  country_code: "PL",
  terminals: ["A"],
  timezone: "Europe/Warsaw",
  product_count: 3,
};

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
  forgetReferenceDataForTests();
  jest.mocked(navigate).mockClear();
  mock.onGet(paths.currencies).reply(200, page(currencies));
  mock.onGet(paths.airports).reply(200, page([airport]));
});
afterEach(() => mock.restore());

const section = (name: string) => screen.getByRole("region", { name });

describe("AccountSections", () => {
  it("saves the display currency and airport to the account", async () => {
    mock.onPost(paths.currencySet).reply(200, {}).onPost(paths.locationSet).reply(200, {});
    const { user, store } = renderWithStore(<AccountSections />, makeStore(signedInState()));
    await screen.findByRole("option", { name: "WAW – Warsaw Chopin, Warsaw" });
    expect(mock.history.get.find((c) => c.url === paths.airports)?.params).toEqual({ page_size: 100 });
    await user.selectOptions(screen.getByLabelText("Display currency"), "EUR");
    await user.selectOptions(screen.getByLabelText("Airport"), "waw");
    await waitFor(() => expect(mock.history.post).toHaveLength(2));
    expect(mock.history.post.map((c) => JSON.parse(c.data))).toEqual([{ currency: "EUR" }, { airport: "waw" }]);
    expect(store.getState().utils.currency).toBe("EUR");
    expect(store.getState().main.location).toBe("waw");
  });

  it("switches the newsletter with PATCH /auth/user/", async () => {
    mock.onPatch(paths.auth.user).reply(200, { ...testUser, newsletter: true });
    const { user, store } = renderWithStore(<AccountSections />, makeStore(signedInState()));
    await user.click(within(section("Newsletter")).getByRole("checkbox"));
    await waitFor(() => expect(store.getState().user.userDetails?.user.newsletter).toBe(true));
    expect(JSON.parse(mock.history.patch[0].data)).toEqual({ newsletter: true });
  });

  it("changes the password and keeps this session with the new tokens", async () => {
    mock
      .onPost(paths.auth.passwordChange)
      .reply(200, { message: "ok", access_token: "access-2", refresh_token: "refresh-2" });
    const { user, store } = renderWithStore(<AccountSections />, makeStore(signedInState()));
    const form = within(section("Password"));
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(form.getByLabelText("Current password")).toHaveAccessibleDescription("Enter your current password.");
    await user.type(form.getByLabelText("Current password"), "old-password");
    await user.type(form.getByLabelText("New password"), "new-password-1");
    await user.type(form.getByLabelText("Repeat the new password"), "new-password-1");
    await user.click(form.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(localStorage.getItem("access_token")).toBe("access-2"));
    expect(localStorage.getItem("refresh_token")).toBe("refresh-2");
    expect(store.getState().user.userDetails?.access_token).toBe("access-2");
  });

  it("shows a wrong current password at its field", async () => {
    mock.onPost(paths.auth.passwordChange).reply(400, {
      message: "Wrong password",
      errors: { old_password: ["Your old password was entered incorrectly."] },
    });
    const { user } = renderWithStore(<AccountSections />, makeStore(signedInState()));
    const form = within(section("Password"));
    await user.type(form.getByLabelText("Current password"), "nope");
    await user.type(form.getByLabelText("New password"), "new-password-1");
    await user.type(form.getByLabelText("Repeat the new password"), "new-password-1");
    await user.click(form.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(form.getByLabelText("Current password")).toHaveAccessibleDescription(
        "Your old password was entered incorrectly.",
      ),
    );
    // The field to fix gets the focus, as in every account form.
    expect(form.getByLabelText("Current password")).toHaveFocus();
  });

  it("saves the name, and shows a refused one at its field with the focus on it", async () => {
    mock
      .onPatch(paths.auth.user)
      .replyOnce(400, {
        message: "Invalid input",
        errors: { last_name: ["Ensure this field has no more than 150 characters."] },
      })
      .onPatch(paths.auth.user)
      .replyOnce(200, { ...testUser, first_name: "Ada", last_name: "Lovelace" });
    const { user, store } = renderWithStore(<AccountSections />, makeStore(signedInState()));
    const form = within(section("Details"));
    await user.clear(form.getByLabelText("First name"));
    await user.type(form.getByLabelText("First name"), "Ada");
    await user.clear(form.getByLabelText("Last name"));
    await user.type(form.getByLabelText("Last name"), "L".repeat(151));
    await user.click(form.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(form.getByLabelText("Last name")).toHaveFocus());
    expect(form.getByLabelText("Last name")).toHaveAccessibleDescription(
      "Ensure this field has no more than 150 characters.",
    );
    // What was typed is kept, so the visitor only shortens the refused field.
    expect(form.getByLabelText("First name")).toHaveValue("Ada");

    await user.clear(form.getByLabelText("Last name"));
    await user.type(form.getByLabelText("Last name"), " Lovelace ");
    await user.click(form.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(store.getState().user.userDetails?.user.last_name).toBe("Lovelace"));
    expect(JSON.parse(mock.history.patch[1].data)).toEqual({ first_name: "Ada", last_name: "Lovelace" });
  });

  it("deletes the account only after confirmation with the password", async () => {
    mock.onPost(paths.auth.remove).reply(204);
    const { user, store } = renderWithStore(<AccountSections />, makeStore(signedInState()));
    const area = within(section("Delete account"));
    await user.click(area.getByRole("button", { name: "Delete my account…" }));
    await user.click(area.getByRole("button", { name: "Delete my account for good" }));
    expect(mock.history.post).toHaveLength(0);
    await user.type(area.getByLabelText("Your password, to confirm"), "secret-password");
    await user.click(area.getByRole("button", { name: "Delete my account for good" }));
    await waitFor(() => expect(store.getState().user.userDetails).toBeNull());
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ password: "secret-password" });
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("signs out", async () => {
    const { user, store } = renderWithStore(<AccountSections />, makeStore(signedInState()));
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(store.getState().user.userDetails).toBeNull());
    expect(localStorage.getItem("refresh_token")).toBeNull();
  });
});
