import React from "react";
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { paths } from "../../api-client/paths";
import { freshBrowser, loginResponse, renderWithStore } from "../../test-fixtures/store";
import { SignInForm } from "./sign-in-form";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
  jest.mocked(navigate).mockClear();
});
afterEach(() => mock.restore());

describe("SignInForm", () => {
  it("offers a way to reset a forgotten password", () => {
    renderWithStore(<SignInForm next="/my-lists/" />);
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password/");
  });

  it("asks for an e-mail address and a password before calling the API", async () => {
    const { user } = renderWithStore(<SignInForm next="/my-lists/" />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const email = screen.getByLabelText("E-mail");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter your e-mail address.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Enter your password.");
    expect(email).toHaveFocus();

    await user.type(email, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(email).toHaveAccessibleDescription("Enter an e-mail address like name@example.com.");
    expect(mock.history.post).toHaveLength(0);
  });

  it("signs in and goes back to the page that asked for it", async () => {
    mock.onPost(paths.auth.login).reply(200, loginResponse);
    const { user, store } = renderWithStore(<SignInForm next="/my-lists/" />);
    await user.type(screen.getByLabelText("E-mail"), " ada@example.com ");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ email: "ada@example.com", password: "correct horse" });
    expect(store.getState().user.userDetails).toEqual(loginResponse);
    expect(navigate).toHaveBeenCalledWith("/my-lists/", { replace: true });
  });

  it("shows the server's message when the login is refused", async () => {
    mock.onPost(paths.auth.login).reply(400, { message: "Unable to log in with provided credentials." });
    const { user } = renderWithStore(<SignInForm next="/user-account/" />);
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to log in with provided credentials.");
    expect(navigate).not.toHaveBeenCalled();
  });
});
