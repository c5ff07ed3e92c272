import React from "react";
import { beforeEach, describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import { navigate } from "gatsby";

import { SessionReadyContext } from "../../state/session-ready";
import { makeStore } from "../../state/store";
import { freshBrowser, renderWithStore, signedInState } from "../../test-fixtures/store";
import { PrivateRoute } from "./private-route";

beforeEach(() => {
  freshBrowser().restore();
  jest.mocked(navigate).mockClear();
});

describe("PrivateRoute", () => {
  it("sends a visitor to sign in with the page to come back to", () => {
    renderWithStore(<PrivateRoute path="/user-account/">secret</PrivateRoute>);
    expect(navigate).toHaveBeenCalledWith("/sign-in/?next=%2Fuser-account%2F", { replace: true });
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
  });

  it("shows the page to a signed-in user", () => {
    renderWithStore(<PrivateRoute path="/user-account/">secret</PrivateRoute>, makeStore(signedInState()));
    expect(screen.getByText("secret")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("waits for the stored session before deciding", () => {
    renderWithStore(
      <SessionReadyContext.Provider value={false}>
        <PrivateRoute path="/user-account/">secret</PrivateRoute>
      </SessionReadyContext.Provider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(/checking your session/i);
    expect(navigate).not.toHaveBeenCalled();
  });
});
