import React from "react";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { act, screen, within } from "@testing-library/react";
import { alertAdded } from "../../state/alerts-slice";
import { makeStore } from "../../state/store";
import { renderWithStore } from "../../test-fixtures/store";
import { ALERT_TIMEOUT_MS, AlertStack } from "./alert-stack";

afterEach(() => {
  jest.useRealTimers();
});

describe("AlertStack", () => {
  it("announces errors as alerts and other messages as status, at most 400px wide", () => {
    const store = makeStore();
    store.dispatch(alertAdded({ message: "Saved", severity: "success" }));
    store.dispatch(alertAdded({ message: "Card declined", severity: "error" }));
    renderWithStore(<AlertStack />, store);
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    expect(screen.getByRole("alert")).toHaveTextContent("Card declined");
    expect(screen.getByRole("region", { name: "Notifications" })).toHaveStyle({ maxWidth: "400px" });
  });

  it("dismisses one alert with its button", async () => {
    const store = makeStore();
    store.dispatch(alertAdded({ message: "Saved", severity: "success" }));
    store.dispatch(alertAdded({ message: "Offline", severity: "warning" }));
    const { user } = renderWithStore(<AlertStack />, store);
    await user.click(screen.getByRole("button", { name: "Dismiss: Saved" }));
    expect(store.getState().alerts.items.map((a) => a.message)).toEqual(["Offline"]);
    expect(within(screen.getByRole("region")).queryByText("Saved")).not.toBeInTheDocument();
  });

  it("removes the oldest alert first when its time is up", () => {
    jest.useFakeTimers();
    const store = makeStore();
    store.dispatch(alertAdded({ message: "First", severity: "info" }));
    renderWithStore(<AlertStack />, store);
    act(() => {
      jest.advanceTimersByTime(1000);
      store.dispatch(alertAdded({ message: "Second", severity: "info" }));
    });
    act(() => jest.advanceTimersByTime(ALERT_TIMEOUT_MS - 1000));
    expect(store.getState().alerts.items.map((a) => a.message)).toEqual(["Second"]);
    act(() => jest.advanceTimersByTime(1000));
    expect(store.getState().alerts.items).toEqual([]);
  });

  it("waits while the pointer is over the stack", async () => {
    jest.useFakeTimers();
    const store = makeStore();
    store.dispatch(alertAdded({ message: "Read me", severity: "info" }));
    renderWithStore(<AlertStack />, store);
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.mouseEnter(screen.getByRole("region"));
    act(() => jest.advanceTimersByTime(ALERT_TIMEOUT_MS * 2));
    expect(store.getState().alerts.items).toHaveLength(1);
    fireEvent.mouseLeave(screen.getByRole("region"));
    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().alerts.items).toHaveLength(0);
  });
});
