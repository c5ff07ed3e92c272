import React from "react";
import { describe, expect, it } from "@jest/globals";
import { act, render, screen } from "@testing-library/react";

import { BrowserRootElement, getBrowserStore, startStoredSession } from "./wrap-root-element";
import { PERSIST_MAIN_KEY } from "./state/persist-config";

describe("browser root", () => {
  it("reads the stored state only once the tree has rendered (after hydration), and once", async () => {
    window.localStorage.setItem(`persist:${PERSIST_MAIN_KEY}`, JSON.stringify({ location: JSON.stringify("waw"), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    const store = getBrowserStore();
    // Before the root has rendered: nothing read yet, so hydration sees the server's state and no update.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(store.getState().main.location).toBeNull();

    render(<BrowserRootElement element={<p>page</p>} />);
    expect(screen.getByText("page")).toBeInTheDocument();
    // Not in the task of the render's effects (hydration's), with its microtasks, but in one after it.
    // (Outside act, which would also wait for a timer.)
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(store.getState().main.location).toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(store.getState().main.location).toBe("waw");
    // A second call (another root render) does not read again (nor would redux-persist once it has):
    // what is stored now never arrives.
    window.localStorage.setItem(`persist:${PERSIST_MAIN_KEY}`, JSON.stringify({ location: JSON.stringify("lhr"), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    startStoredSession();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(store.getState().main.location).toBe("waw");
  });
});
