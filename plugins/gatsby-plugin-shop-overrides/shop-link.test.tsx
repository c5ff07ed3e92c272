import React from "react";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { LocationContext } from "@gatsbyjs/reach-router";
import { ShopLink } from "./shop-link";

type Gatsby = { ___navigate?: jest.Mock; ___loader?: { hovering: jest.Mock; enqueue: jest.Mock } };
const w = window as unknown as Gatsby;

const at = (pathname: string, ui: React.ReactElement) =>
  render(<LocationContext.Provider value={{ location: { pathname } }}>{ui}</LocationContext.Provider>);

afterEach(() => {
  delete w.___navigate;
});

describe("ShopLink (Gatsby's Link, lighter)", () => {
  it("marks the current page and, with partiallyActive, the pages below a path", () => {
    at(
      "/categories/perfume/",
      <>
        <ShopLink to="/categories/perfume/" activeClassName="on" className="link">Perfume</ShopLink>
        <ShopLink to="/categories/" activeClassName="on" partiallyActive>Categories</ShopLink>
        <ShopLink to="/categories/" activeClassName="on">Categories, exact</ShopLink>
        <ShopLink to="/brands/" activeClassName="on" partiallyActive>Brands</ShopLink>
      </>,
    );
    const perfume = screen.getByRole("link", { name: "Perfume" });
    expect(perfume).toHaveAttribute("href", "/categories/perfume/");
    expect(perfume).toHaveClass("link", "on");
    expect(perfume).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Categories" })).toHaveClass("on");
    expect(screen.getByRole("link", { name: "Categories" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Categories, exact" })).not.toHaveClass("on");
    expect(screen.getByRole("link", { name: "Brands" })).not.toHaveClass("on");
  });

  it("navigates in the app on a plain click, leaves modified clicks to the browser, and tells the loader on hover", () => {
    w.___navigate = jest.fn();
    w.___loader = { hovering: jest.fn(), enqueue: jest.fn() };
    at("/", <ShopLink to="/brands/">Brands</ShopLink>);
    const link = screen.getByRole("link", { name: "Brands" });
    fireEvent.click(link, { ctrlKey: true });
    expect(w.___navigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(w.___navigate).toHaveBeenCalledWith("/brands/", { replace: false });
    fireEvent.mouseEnter(link);
    expect(w.___loader?.hovering).toHaveBeenCalledWith("/brands/");
  });

  it("prefetches a page when its link comes into view, with one observer for all links", () => {
    const observed: Element[] = [];
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const created = jest.fn();
    Object.assign(window, {
      IntersectionObserver: class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          created();
          notify = callback;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve() {}
      },
    });
    w.___loader = { hovering: jest.fn(), enqueue: jest.fn() };
    at(
      "/",
      <>
        <ShopLink to="/brands/">Brands</ShopLink>
        <ShopLink to="/blog/">Blog</ShopLink>
        <ShopLink to="/blog/">Our blog</ShopLink>
      </>,
    );
    expect(created).toHaveBeenCalledTimes(1);
    expect(observed).toHaveLength(3);
    notify([{ target: observed[1], isIntersecting: true, intersectionRatio: 1 }]);
    expect(w.___loader.enqueue).toHaveBeenCalledWith("/blog/");
    expect(w.___loader.enqueue).toHaveBeenCalledTimes(1);
    // A second link to the same page: the loader's queue would hold it twice, and a batch of 4 fetch 3.
    notify([{ target: observed[2], isIntersecting: true, intersectionRatio: 1 }]);
    expect(w.___loader.enqueue).toHaveBeenCalledTimes(1);
    notify([{ target: observed[0], isIntersecting: true, intersectionRatio: 1 }]);
    expect(w.___loader.enqueue).toHaveBeenLastCalledWith("/brands/");
    expect(w.___loader.enqueue).toHaveBeenCalledTimes(2);
  });
});
