import React from "react";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import { paths } from "../../api-client/paths";
import { freshBrowser, renderWithStore } from "../../test-fixtures/store";
import { SignUpForm } from "./sign-up-form";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

const submit = () => screen.getByRole("button", { name: "Create account" });

describe("SignUpForm", () => {
  it("checks the fields a shopper expects before sending anything", async () => {
    const { user } = renderWithStore(<SignUpForm />);
    await user.click(submit());
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter your e-mail address.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("At least 8 characters. Choose a password.");
    expect(screen.getByLabelText("Repeat the password")).toHaveAccessibleDescription("Repeat the password.");

    await user.type(screen.getByLabelText("E-mail"), "ada@");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Repeat the password"), "shorter");
    await user.click(submit());
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription(
      "Enter an e-mail address like name@example.com.",
    );
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "At least 8 characters. Use at least 8 characters.",
    );
    expect(screen.getByLabelText("Repeat the password")).toHaveAccessibleDescription("The passwords do not match.");
    expect(screen.getByLabelText("First name (optional)")).not.toHaveAttribute("aria-invalid");
    expect(mock.history.post).toHaveLength(0);
  });

  it("shows the server's field errors at their fields", async () => {
    mock.onPost(paths.auth.registration).reply(400, {
      message: "A user is already registered with this e-mail address.",
      errors: {
        email: ["A user is already registered with this e-mail address."],
        password1: ["This password is too common."],
      },
    });
    const { user } = renderWithStore(<SignUpForm />);
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "password123");
    await user.type(screen.getByLabelText("Repeat the password"), "password123");
    await user.click(submit());
    const email = await screen.findByLabelText("E-mail");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("A user is already registered with this e-mail address.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "At least 8 characters. This password is too common.",
    );
    expect(JSON.parse(mock.history.post[0].data)).toEqual({
      email: "ada@example.com",
      password1: "password123",
      password2: "password123",
      first_name: "",
      last_name: "",
    });
  });

  it("shows a general error when the server gives no field", async () => {
    mock.onPost(paths.auth.registration).reply(500, {});
    const { user } = renderWithStore(<SignUpForm />);
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.type(screen.getByLabelText("Repeat the password"), "a-long-password");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not create your account.");
  });

  it("says where the confirmation link went", async () => {
    mock.onPost(paths.auth.registration).reply(201, { message: "Verification e-mail sent." });
    const { user } = renderWithStore(<SignUpForm />);
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.type(screen.getByLabelText("Repeat the password"), "a-long-password");
    await user.click(submit());
    expect(await screen.findByRole("status")).toHaveTextContent("we sent a confirmation link to ada@example.com");
  });
});
