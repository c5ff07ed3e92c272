import React from "react";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import BecomeAPartnerPage from "./become-a-partner";
import { renderPage, pageProps } from "../test-fixtures/render";
import { applyAsPartner } from "../api-client/partners";

jest.mock("../api-client/partners", () => ({ applyAsPartner: jest.fn() }));
const applyMock = jest.mocked(applyAsPartner);

afterEach(() => {
  applyMock.mockReset();
});

async function fillIn(user: ReturnType<typeof renderPage>["user"]) {
  await user.type(screen.getByLabelText(/^Company/), "Sky Shops");
  await user.type(screen.getByLabelText(/^Your name/), "Jan Kowalski");
  await user.type(screen.getByLabelText(/^E-mail/), "jan@sky.example");
  await user.click(screen.getByRole("checkbox", { name: /Warsaw Chopin Airport/ }));
  await user.type(screen.getByLabelText(/^About your business/), "We run two shops.");
}

describe("become a partner page", () => {
  it("sends the application and confirms it", async () => {
    applyMock.mockResolvedValue(undefined);
    const { user } = renderPage(<BecomeAPartnerPage {...pageProps({})} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(
      await screen.findByRole("heading", { name: "Thank you, your application is on its way" }),
    ).toBeInTheDocument();
    expect(applyMock).toHaveBeenCalledWith({
      company: "Sky Shops",
      contact_name: "Jan Kowalski",
      email: "jan@sky.example",
      phone: undefined,
      website: undefined,
      airports: ["waw"],
      message: "We run two shops.",
    });
  });

  it("shows the API's field errors at their fields", async () => {
    applyMock.mockRejectedValue({
      response: {
        status: 400,
        data: { message: "Invalid body", errors: { email: ['email must match format "email".'] } },
      },
    });
    const { user } = renderPage(<BecomeAPartnerPage {...pageProps({})} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid body");
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription('email must match format "email".');
    expect(screen.getByLabelText(/^Company/)).not.toHaveAttribute("aria-invalid");
  });
});
