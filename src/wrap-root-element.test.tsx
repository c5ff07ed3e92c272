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
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(store.getState().main.location).toBe("waw");
    startStoredSession(); // a second call (another root render) does not read again
    expect(store.getState().main.location).toBe("waw");
  });
});
