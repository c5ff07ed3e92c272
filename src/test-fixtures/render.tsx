import React from "react";
import { jest } from "@jest/globals";
import { render, type RenderOptions } from "@testing-library/react";
import { Helmet } from "react-helmet";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { useStaticQuery, type PageProps } from "gatsby";
import { makeStore, type RootState } from "../state/store";
import { siteDataQuery } from "./site-data";

/** Answers the SiteData static query as the build would (Jest's gatsby mock returns nothing by default). */
export function mockSiteData() {
  (useStaticQuery as unknown as jest.Mock).mockReturnValue(siteDataQuery);
}

/** Renders a page or component the way the site does: inside a fresh store, with the shared site data. */
export function renderPage(
  ui: React.ReactElement,
  { preloadedState, ...options }: { preloadedState?: Partial<RootState> } & RenderOptions = {},
) {
  mockSiteData();
  const store = makeStore(preloadedState);
  const user = userEvent.setup();
  return { store, user, ...render(<Provider store={store}>{ui}</Provider>, options) };
}

/** The props Gatsby gives a page or template; tests only care about the context and the location. */
export function pageProps<C extends object>(pageContext: C, pathname = "/", search = ""): PageProps<object, C> {
  return {
    pageContext,
    location: {
      pathname,
      search,
      hash: "",
      href: `https://shop.example${pathname}${search}`,
      state: null,
    } as unknown as Location,
    data: {},
    params: {},
    path: pathname,
    uri: pathname,
    children: undefined,
    pageResources: undefined as never,
    serverData: undefined,
  } as unknown as PageProps<object, C>;
}

/**
 * The head tags a page's head component writes into the server HTML (react-helmet's static render, as
 * gatsby-plugin-react-helmet reads it during the build), in a detached element to query.
 */
export function renderHead(ui: React.ReactElement): HTMLElement {
  mockSiteData();
  Helmet.canUseDOM = false; // server mode: Helmet collects the tags instead of writing document.head
  const { unmount } = render(ui);
  try {
    const head = Helmet.renderStatic();
    const container = document.createElement("head");
    container.innerHTML = [head.title, head.meta, head.link, head.script].map((tags) => tags.toString()).join("");
    return container;
  } finally {
    unmount();
    Helmet.canUseDOM = true;
  }
}
