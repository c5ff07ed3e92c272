import React from "react";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import { paths } from "../../api-client/paths";
import { freshBrowser, renderWithStore, signedInState } from "../../test-fixtures/store";
import { makeStore } from "../../state/store";
import { ForgotPasswordForm } from "./forgot-password-form";
import { parseResetKey, ResetPasswordForm } from "./reset-password-form";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

const SENT = "If an account uses this address, an e-mail with a link to choose a new password is on its way.";

describe("ForgotPasswordForm", () => {
  it("checks the address, sends it, and says the same thing whatever the server found", async () => {
    mock.onPost(paths.auth.passwordReset).reply(200, { message: SENT });
    const { user } = renderWithStore(<ForgotPasswordForm />);
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter your e-mail address.");
    expect(mock.history.post).toHaveLength(0);

    await user.type(screen.getByLabelText("E-mail"), " ada@example.com ");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ email: "ada@example.com" });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "If an account uses ada@example.com, we have sent it an e-mail with a link to choose a new password.",
    );
  });

  it("shows the server's 429 message, and says so when the shop cannot be reached", async () => {
    mock.onPost(paths.auth.passwordReset).replyOnce(429, { message: "Too many password reset requests for this e-mail address. Try again in 60 minutes." });
    mock.onPost(paths.auth.passwordReset).networkErrorOnce();
    const { user } = renderWithStore(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Too many password reset requests/);
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/You are offline or the shop cannot be reached/);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("ResetPasswordForm", () => {
  it("reads uid and token from the link's path, and refuses a link with a part missing", () => {
    expect(parseResetKey("MQ/abc-DEF_1/")).toEqual({ uid: "MQ", token: "abc-DEF_1" });
    expect(parseResetKey("MQ")).toBeNull();
    expect(parseResetKey("MQ/a/b")).toBeNull();
    renderWithStore(<ResetPasswordForm resetKey="MQ" />);
    expect(screen.getByRole("alert")).toHaveTextContent(/link is incomplete/);
    expect(screen.getByRole("link", { name: "ask for a new one" })).toHaveAttribute("href", "/forgot-password/");
  });

  it("sends the new password with the link's uid and token, signs out this browser and offers the sign-in form", async () => {
    mock.onPost(paths.auth.passwordResetConfirm).reply(200, { message: "Your password has been reset. Sign in with the new password." });
    const store = makeStore(signedInState());
    const { user } = renderWithStore(<ResetPasswordForm resetKey="MQ/tok-en/" />, store);
    await user.type(screen.getByLabelText("New password"), "Gate-Change-B12");
    await user.type(screen.getByLabelText("Repeat the new password"), "Gate-Change-B12");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(JSON.parse(mock.history.post[0].data)).toEqual({
      uid: "MQ",
      token: "tok-en",
      new_password1: "Gate-Change-B12",
      new_password2: "Gate-Change-B12",
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Your password has been reset.");
    expect(screen.getByRole("form", { name: "Sign in" })).toBeInTheDocument();
    expect(store.getState().user.userDetails).toBeNull();
    expect(localStorage.getItem("access_token")).toBeNull();
  });

  it("checks the passwords before sending, shows the server's field errors, and a dead link's message with a way on", async () => {
    mock
      .onPost(paths.auth.passwordResetConfirm)
      .replyOnce(400, { message: "This password is too common.", errors: { new_password1: ["This password is too common."] } });
    const dead = "This password reset link has already been used. Ask for a new one if you need to.";
    mock.onPost(paths.auth.passwordResetConfirm).replyOnce(400, { message: dead, errors: { token: [dead] } });
    const { user } = renderWithStore(<ResetPasswordForm resetKey="MQ/tok" />);
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Repeat the new password"), "other");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(/Use at least 8 characters/);
    expect(mock.history.post).toHaveLength(0);

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "password123");
    await user.clear(screen.getByLabelText("Repeat the new password"));
    await user.type(screen.getByLabelText("Repeat the new password"), "password123");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText("This password is too common.")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(dead);
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password/");
  });

  it("says when it is offline and keeps the form to try again", async () => {
    mock.onPost(paths.auth.passwordResetConfirm).networkErrorOnce();
    const { user } = renderWithStore(<ResetPasswordForm resetKey="MQ/tok" />);
    await user.type(screen.getByLabelText("New password"), "Gate-Change-B12");
    await user.type(screen.getByLabelText("Repeat the new password"), "Gate-Change-B12");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/offline .* Your password is not changed yet/);
    expect(screen.getByRole("button", { name: "Save the new password" })).toBeEnabled();
  });
});
