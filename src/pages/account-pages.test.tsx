import React from "react";
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { paths } from "../api-client/paths";
import { freshBrowser, loginResponse, page, signedInState } from "../test-fixtures/store";
import { pageProps, renderPage } from "../test-fixtures/render";
import ConfirmEmailPage from "./confirm-email/[...key]";
import PasswordResetPage from "./password-reset/[...key]";
import MyListsPage from "../templates/traveller-pages";
import SignInPage from "./sign-in";
import UserIndexPage from "./user";
import UserAccountPage from "./user-account";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
  jest.mocked(navigate).mockClear();
  mock.onGet(paths.currencies).reply(200, page([]));
  mock.onGet(paths.airports).reply(200, page([]));
});
afterEach(() => mock.restore());

describe("user index", () => {
  it("sends a visitor to sign in", () => {
    renderPage(<UserIndexPage {...pageProps({})} />);
    expect(navigate).toHaveBeenCalledWith("/sign-in/", { replace: true });
  });

  it("sends a signed-in user to the account page", () => {
    renderPage(<UserIndexPage {...pageProps({})} />, { preloadedState: signedInState() });
    expect(navigate).toHaveBeenCalledWith("/user-account/", { replace: true });
  });
});

describe("user account", () => {
  it("is private: a visitor goes to sign in and comes back here", () => {
    renderPage(<UserAccountPage {...pageProps({}, "/user-account/")} />);
    expect(navigate).toHaveBeenCalledWith("/sign-in/?next=%2Fuser-account%2F", { replace: true });
    expect(screen.queryByRole("heading", { name: /your account|hello/i })).not.toBeInTheDocument();
  });

  it("shows the account to its user", async () => {
    renderPage(<UserAccountPage {...pageProps({}, "/user-account/")} />, { preloadedState: signedInState() });
    expect(screen.getByRole("heading", { level: 1, name: "Hello, Ada" })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });
});

describe("sign in", () => {
  it("returns to the page in `next` after signing in", async () => {
    mock.onPost(paths.auth.login).reply(200, loginResponse);
    const { user } = renderPage(<SignInPage {...pageProps({}, "/sign-in/", "?next=%2Fuser-account%2F")} />);
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/user-account/", { replace: true }));
  });

  it("never follows `next` off the site", async () => {
    renderPage(<SignInPage {...pageProps({}, "/sign-in/", "?next=https%3A%2F%2Fevil.example%2F")} />, {
      preloadedState: signedInState(),
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/user-account/", { replace: true }));
  });
});

describe("my lists", () => {
  it("shows a visitor their list on this device", async () => {
    renderPage(<MyListsPage {...pageProps({}, "/my-lists/")} />);
    expect(screen.getByRole("heading", { level: 1, name: "My lists" })).toBeInTheDocument();
    expect(screen.getByText(/kept on this device only/i)).toBeInTheDocument();
    // Let the currency rates for the totals arrive inside the test.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });
});

describe("confirm e-mail", () => {
  it("confirms the key from the URL", async () => {
    mock.onPost(paths.auth.verifyEmail).reply(200, {});
    const props = { ...(pageProps({}, "/confirm-email/abc123/") as object), params: { key: "abc123" } };
    renderPage(<ConfirmEmailPage {...(props as React.ComponentProps<typeof ConfirmEmailPage>)} />);
    expect(await screen.findByText(/your e-mail address is confirmed/i)).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ key: "abc123" });
  });
});

describe("password reset link", () => {
  it("sends the uid and token of the link's path with the new password", async () => {
    mock.onPost(paths.auth.passwordResetConfirm).reply(200, { message: "Your password has been reset." });
    const props = { ...(pageProps({}, "/password-reset/MQ/tok-1/") as object), params: { key: "MQ/tok-1/" } };
    const { user } = renderPage(<PasswordResetPage {...(props as React.ComponentProps<typeof PasswordResetPage>)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("New password"), "Gate-Change-B12");
    await user.type(screen.getByLabelText("Repeat the new password"), "Gate-Change-B12");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText("Your password has been reset.")).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toMatchObject({ uid: "MQ", token: "tok-1" });
  });
});
