import { describe, it, expect } from "@jest/globals";
import { alertAdded, alertDismissed, alertRemoved, selectAlerts } from "./alerts-slice";
import { makeStore } from "./store";

describe("alerts", () => {
  it("ignores an alert with the same message and severity as a shown one", () => {
    const store = makeStore();
    store.dispatch(alertAdded({ message: "Saved", severity: "success" }));
    store.dispatch(alertAdded({ message: "Saved", severity: "success" }));
    store.dispatch(alertAdded({ message: "Saved", severity: "info" }));
    expect(selectAlerts(store.getState()).map((a) => [a.message, a.severity])).toEqual([
      ["Saved", "success"],
      ["Saved", "info"],
    ]);
  });

  it("gives each alert a key and a default icon for its severity", () => {
    const store = makeStore();
    store.dispatch(alertAdded({ message: "A", severity: "error" }));
    store.dispatch(alertAdded({ message: "B", severity: "warning", icon: "plane" }));
    const [a, b] = selectAlerts(store.getState());
    expect(a.key).not.toEqual(b.key);
    expect(a.icon).toBeTruthy();
    expect(b.icon).toBe("plane");
  });

  it("removes the oldest alert first", () => {
    const store = makeStore();
    ["first", "second", "third"].forEach((message) => store.dispatch(alertAdded({ message, severity: "info" })));
    store.dispatch(alertRemoved());
    expect(selectAlerts(store.getState()).map((a) => a.message)).toEqual(["second", "third"]);
  });

  it("dismisses one alert by its key", () => {
    const store = makeStore();
    ["first", "second"].forEach((message) => store.dispatch(alertAdded({ message, severity: "info" })));
    store.dispatch(alertDismissed(selectAlerts(store.getState())[1].key));
    expect(selectAlerts(store.getState()).map((a) => a.message)).toEqual(["first"]);
  });

  it("allows an alert again once the equal one is gone", () => {
    const store = makeStore();
    store.dispatch(alertAdded({ message: "Saved", severity: "success" }));
    store.dispatch(alertRemoved());
    store.dispatch(alertAdded({ message: "Saved", severity: "success" }));
    expect(selectAlerts(store.getState())).toHaveLength(1);
  });
});
