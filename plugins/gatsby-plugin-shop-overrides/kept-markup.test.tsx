import React, { useId, useState } from "react";
import { TextEncoder } from "node:util";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { LocationContext } from "@gatsbyjs/reach-router";
import { hydrateInSlices, isHydrating } from "./lib/hydrate";
import { KeptMarkup } from "./kept-markup";
import { ShopLink } from "./shop-link";

// react-dom/server needs TextEncoder, which jsdom lacks; imported where the server's HTML is rendered.
Object.assign(globalThis, { TextEncoder });

type Gatsby = { ___navigate?: jest.Mock; ___loader?: { hovering: jest.Mock; enqueue: jest.Mock } };
const w = window as unknown as Gatsby;

afterEach(() => {
  document.body.innerHTML = "";
  delete w.___navigate;
  delete w.___loader;
  jest.restoreAllMocks();
});

/** Counts the renders of the components inside the list: none in the browser while it keeps its markup. */
let linkRenders = 0;
function CountedLink({ to, children }: { to: string; children: React.ReactNode }) {
  linkRenders += 1;
  return <ShopLink to={to}>{children}</ShopLink>;
}

function Links({ suffix = "" }: { suffix?: string }) {
  return (
    <>
      <li>
        <CountedLink to="/categories/perfume/">Perfume{suffix}</CountedLink>
      </li>
      <li>
        <CountedLink to="/categories/spirits/">
          <span>Spirits</span>
          {suffix}
        </CountedLink>
      </li>
      <li>
        <a href="https://example.com/">Elsewhere</a>
      </li>
      <li>
        <a href="/prices.csv" download>
          Prices
        </a>
      </li>
    </>
  );
}

/**
 * A page with a kept list whose `hidden` the page toggles, as the category sidebar's is; "Navigate" moves
 * to another path with the same components mounted, as Gatsby renders a page of the same template.
 */
function Page({
  pathname,
  heading = "Shop",
  suffix,
  made = ["perfume", "spirits"],
}: {
  pathname: string;
  heading?: string;
  suffix?: string;
  made?: string[];
}) {
  const [hidden, setHidden] = useState(false);
  const [path, setPath] = useState(pathname);
  const [second, setSecond] = useState(false);
  // An id from useId: the renderer's root around the page must not change it (hydration would not match).
  const hint = useId();
  return (
    <LocationContext.Provider value={{ location: { pathname: path } }}>
      <div id="gatsby-focus-wrapper">
        <h1 aria-describedby={hint}>{heading}</h1>
        <p id={hint}>Categories</p>
        <button type="button" onClick={() => setHidden((h) => !h)}>
          Toggle
        </button>
        <button type="button" onClick={() => setPath("/categories/spirits/")}>
          Navigate
        </button>
        <button type="button" onClick={() => setSecond(true)}>
          Another list
        </button>
        <KeptMarkup id="kept" made={made} className="list" hidden={hidden}>
          <Links suffix={suffix} />
        </KeptMarkup>
        {/* Mounted after the load with the same id, as the next page's list is while the old one is still in the document. */}
        {second && (
          <KeptMarkup id="kept" made={made} className="second">
            <Links suffix=", again" />
          </KeptMarkup>
        )}
      </div>
    </LocationContext.Provider>
  );
}

/** The server's HTML of a page in the document, then the browser's hydration of `page` over it. */
async function hydrate(serverPage: React.ReactElement, page: React.ReactElement = serverPage) {
  const { renderToString } = await import("react-dom/server");
  document.body.innerHTML = `<div id="___gatsby">${renderToString(serverPage)}</div>`;
  const container = document.getElementById("___gatsby")!;
  const serverList = document.getElementById("kept")!;
  const serverHtml = serverList.innerHTML;
  linkRenders = 0;
  await act(async () => hydrateInSlices(jest.fn())(page, container));
  return { container, serverList, serverHtml };
}

describe("KeptMarkup", () => {
  it("keeps the server's links at hydration: none of their components runs, the same nodes stay", async () => {
    const errors = jest.spyOn(console, "error");
    const { serverList, serverHtml } = await hydrate(<Page pathname="/categories/perfume/" />);
    const perfume = serverList.querySelector("a");
    expect(linkRenders).toBe(0);
    expect(document.getElementById("kept")).toBe(serverList);
    expect(serverList.innerHTML).toBe(serverHtml);
    expect(serverList.querySelector("a")).toBe(perfume);
    expect(perfume).toHaveAttribute("aria-current", "page");
    expect(errors).not.toHaveBeenCalled();
    expect(isHydrating()).toBe(false);
  });

  it("keeps the list's own attributes React's: `hidden` follows the page's state", async () => {
    await hydrate(<Page pathname="/" />);
    const list = document.getElementById("kept")!;
    fireEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(list).toHaveAttribute("hidden");
    expect(list.querySelectorAll("a")).toHaveLength(4);
    fireEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(list).not.toHaveAttribute("hidden");
    expect(linkRenders).toBe(0);
  });

  it("gives the kept links ShopLink's behaviour: in-app navigation on a plain click, the loader told on hover", async () => {
    await hydrate(<Page pathname="/" />);
    w.___navigate = jest.fn();
    w.___loader = { hovering: jest.fn(), enqueue: jest.fn() };
    // Whether the browser would follow each click (nothing prevented it), read after React's handlers;
    // then prevented, as jsdom cannot load another document.
    const browserFollows: boolean[] = [];
    const record = (event: Event) => {
      browserFollows.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", record);
    const spirits = screen.getByRole("link", { name: "Spirits" });
    try {
      fireEvent.click(spirits.querySelector("span")!, { ctrlKey: true });
      expect(w.___navigate).not.toHaveBeenCalled();
      fireEvent.click(spirits.querySelector("span")!);
      expect(w.___navigate).toHaveBeenCalledWith("/categories/spirits/", { replace: false });
      fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
      fireEvent.click(screen.getByRole("link", { name: "Prices" }));
      expect(w.___navigate).toHaveBeenCalledTimes(1);
      // The modified click, another site's link and a download are the browser's; the plain click is the app's.
      expect(browserFollows).toEqual([true, false, true, true]);
    } finally {
      window.removeEventListener("click", record);
    }

    fireEvent.mouseOver(spirits, { relatedTarget: document.body });
    expect(w.___loader.hovering).toHaveBeenCalledWith("/categories/spirits/");
    // From the link onto its own text: still the same link, not a second hover.
    fireEvent.mouseOver(spirits.querySelector("span")!, { relatedTarget: spirits });
    expect(w.___loader.hovering).toHaveBeenCalledTimes(1);
  });

  it("prefetches the kept links once in view, as ShopLinks are", async () => {
    const observed: Element[] = [];
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    Object.assign(window, {
      IntersectionObserver: class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve() {}
      },
    });
    w.___loader = { hovering: jest.fn(), enqueue: jest.fn() };
    try {
      await hydrate(<Page pathname="/" />);
      expect(observed.map((a) => a.getAttribute("href"))).toEqual(["/categories/perfume/", "/categories/spirits/"]);
      notify([{ target: observed[1], isIntersecting: true, intersectionRatio: 1 }]);
      expect(w.___loader.enqueue).toHaveBeenCalledWith("/categories/spirits/");
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it("renders its children once the app navigates to another path with the list still mounted", async () => {
    await hydrate(<Page pathname="/categories/perfume/" />);
    const keptList = document.getElementById("kept");
    fireEvent.click(screen.getByRole("button", { name: "Navigate" }));
    expect(linkRenders).toBe(2);
    expect(document.getElementById("kept")).not.toBe(keptList);
    expect(screen.getByRole("link", { name: "Spirits" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Perfume" })).not.toHaveAttribute("aria-current");
  });

  it("renders its children when it is first rendered after the page has loaded", async () => {
    linkRenders = 0;
    render(<Page pathname="/" suffix="!" />);
    expect(linkRenders).toBe(2);
    expect(screen.getByRole("link", { name: "Perfume!" })).toBeInTheDocument();
    document.body.innerHTML = "";

    // After a hydration, with the hydrated list (same id) still in the document.
    await hydrate(<Page pathname="/" />);
    fireEvent.click(screen.getByRole("button", { name: "Another list" }));
    expect(linkRenders).toBe(2);
    expect(screen.getByRole("link", { name: "Perfume, again" })).toBeInTheDocument();
  });

  it("renders its children from the browser's data when the HTML was made from other data (a page older than its data)", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(
      <Page pathname="/" made={["perfume", "spirits"]} suffix=" (old)" />,
      <Page pathname="/" made={["perfume", "spirits", "wine"]} />,
    );
    // Rendered (React may try to hydrate them and then render them again on the client), not kept.
    expect(linkRenders).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole("link", { name: "Perfume" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Perfume (old)" })).not.toBeInTheDocument();
  });

  it("keeps the server's list when React gives up hydrating the page and renders it on the client", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    // The browser renders another heading than the server did: React renders the whole root again.
    const { serverHtml } = await hydrate(<Page pathname="/" heading="Shop" />, <Page pathname="/" heading="Sklep" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sklep");
    expect(linkRenders).toBe(0);
    expect(document.getElementById("kept")!.innerHTML).toBe(serverHtml);
    expect(screen.getAllByRole("link")).toHaveLength(4);
  });
});
