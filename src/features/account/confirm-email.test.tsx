import React from "react";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import { paths } from "../../api-client/paths";
import { freshBrowser, renderWithStore } from "../../test-fixtures/store";
import { ConfirmEmail } from "./confirm-email";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

describe("ConfirmEmail", () => {
  it("confirms the key once and says so", async () => {
    mock.onPost(paths.auth.verifyEmail).reply(200, { message: "ok" });
    renderWithStore(<ConfirmEmail emailKey="good-key" />);
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your e-mail address…");
    expect(await screen.findByText(/your e-mail address is confirmed/i)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in/");
    expect(mock.history.post.map((c) => JSON.parse(c.data))).toEqual([{ key: "good-key" }]);
  });

  it("explains an expired link and offers a new one", async () => {
    mock
      .onPost(paths.auth.verifyEmail)
      .reply(400, { message: "This confirmation link has expired. Ask for a new one from the sign-in page." });
    mock.onPost(paths.auth.resendEmail).reply(200, { message: "sent" });
    const { user } = renderWithStore(<ConfirmEmail emailKey="old-key" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This confirmation link has expired.");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText(/a new link is on its way/i)).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[1].data)).toEqual({ email: "ada@example.com" });
  });

  it("says when the link was used already", async () => {
    mock
      .onPost(paths.auth.verifyEmail)
      .reply(400, { message: "This e-mail address has already been confirmed. You can sign in." });
    renderWithStore(<ConfirmEmail emailKey="used-key" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("already been confirmed");
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
  });

  it("says when the key is unknown", async () => {
    mock.onPost(paths.auth.verifyEmail).reply(404, { message: "This confirmation link is not valid." });
    renderWithStore(<ConfirmEmail emailKey="made-up" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This confirmation link is not valid.");
  });

  it("offers to try again without a connection", async () => {
    mock.onPost(paths.auth.verifyEmail).networkErrorOnce().onPost(paths.auth.verifyEmail).reply(200, {});
    const { user } = renderWithStore(<ConfirmEmail emailKey="flaky-key" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not reach the server/i);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/your e-mail address is confirmed/i)).toBeInTheDocument();
  });
});

describe("ConfirmEmail without a key", () => {
  it("says the link is incomplete instead of calling the API", async () => {
    renderWithStore(<ConfirmEmail emailKey="" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/incomplete/i);
    expect(mock.history.post).toHaveLength(0);
  });
});
