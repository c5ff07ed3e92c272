import React from "react";
import { describe, expect, it } from "@jest/globals";
import { act, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { NavigationNotice } from "./navigation-notice";
import { makeStore } from "../state/store";
import { loadingChanged } from "../state/main-slice";

describe("NavigationNotice", () => {
  it("announces a slow navigation and clears when it ends", () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <NavigationNotice />
      </Provider>,
    );
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();
    act(() => void store.dispatch(loadingChanged(true)));
    expect(region).toHaveTextContent(/connection is slow/i);
    act(() => void store.dispatch(loadingChanged(false)));
    expect(region).toBeEmptyDOMElement();
  });
});
