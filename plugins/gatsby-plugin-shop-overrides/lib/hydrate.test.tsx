import React from "react";
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { gatsbyRootOptions, hydrateInSlices, isHydrating } from "./hydrate";

afterEach(() => {
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("gatsbyRootOptions", () => {
  it("logs an uncaught error and hands both kinds to the plugins, as Gatsby's production-app.js does", () => {
    const apiRunner = jest.fn<(api: string, args: object) => unknown>();
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const { onUncaughtError, onCaughtError } = gatsbyRootOptions(apiRunner);
    const error = new Error("boom");
    onUncaughtError(error, { componentStack: "at Page" });
    onCaughtError(error, { componentStack: "at Card" });
    expect(log).toHaveBeenCalledWith("Uncaught error:", error, { componentStack: "at Page" });
    expect(apiRunner.mock.calls).toEqual([
      ["onUncaughtError", { error, errorInfo: { componentStack: "at Page" } }],
      ["onCaughtError", { error, errorInfo: { componentStack: "at Card" } }],
    ]);
  });
});

describe("hydrateInSlices", () => {
  const Page = () => (
    <div id="gatsby-focus-wrapper">
      <p>Duty free</p>
    </div>
  );

  it("hydrates server HTML without replacing it", async () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><p>Duty free</p></div></div>';
    const container = document.getElementById("___gatsby") as Element;
    const paragraph = container.querySelector("p");
    await act(async () => hydrateInSlices(jest.fn())(<Page />, container));
    expect(container.querySelector("p")).toBe(paragraph);
  });

  it("renders a client-only page whose server HTML is empty", async () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>';
    const container = document.getElementById("___gatsby") as Element;
    await act(async () => hydrateInSlices(jest.fn())(<Page />, container));
    expect(container.textContent).toBe("Duty free");
  });

  it("says it is hydrating while the page's components render, and no more once hydration has committed", async () => {
    const seen: boolean[] = [];
    const Probe = () => {
      seen.push(isHydrating());
      return <p>Duty free</p>;
    };
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><p>Duty free</p></div></div>';
    const container = document.getElementById("___gatsby") as Element;
    await act(async () =>
      hydrateInSlices(jest.fn())(
        <div id="gatsby-focus-wrapper">
          <Probe />
        </div>,
        container,
      ),
    );
    expect(seen).toEqual([true]);
    expect(isHydrating()).toBe(false);

    // A client-only page is rendered, not hydrated.
    seen.length = 0;
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>';
    await act(async () =>
      hydrateInSlices(jest.fn())(
        <div id="gatsby-focus-wrapper">
          <Probe />
        </div>,
        document.getElementById("___gatsby") as Element,
      ),
    );
    expect(seen).toEqual([false]);
  });
});
