/**
 * Gatsby's renderer (cache-dir/production-app.js), except that hydration runs as a transition: React
 * then hydrates in slices of a few milliseconds and lets the browser paint and take input between them,
 * instead of one long task for the whole page (0.35–1 s at 4× CPU throttling, bench/README.md).
 * Client-only pages (empty server HTML) render, as in Gatsby's default.
 */
import React, { startTransition, useLayoutEffect } from "react";
import { createRoot, hydrateRoot, type HydrationOptions, type RootOptions } from "react-dom/client";

export type ApiRunner = (api: string, args: object) => unknown;

/**
 * The root options Gatsby gives its own hydrate and render, built the same way: React 19's error
 * callbacks, which log and hand the error to the plugins' onUncaughtError / onCaughtError. React 18
 * does not call them yet; passing them keeps this renderer equal to Gatsby's when React moves on.
 */
export function gatsbyRootOptions(apiRunner: ApiRunner) {
  return {
    onUncaughtError: (error: unknown, errorInfo: unknown) => {
      console.error(`Uncaught error:`, error, errorInfo);
      apiRunner(`onUncaughtError`, { error, errorInfo });
    },
    onCaughtError: (error: unknown, errorInfo: unknown) => {
      apiRunner(`onCaughtError`, { error, errorInfo });
    },
  };
}

let hydrating = false;

/**
 * Whether React is hydrating the page's server HTML: true from the renderer's call until hydration's
 * commit, so a component rendered while it is true is being hydrated (or rendered in its place when
 * hydration failed and React starts again on the client). What kept-markup.tsx asks.
 */
export const isHydrating = (): boolean => hydrating;

/**
 * Hydration's root, around Gatsby's element: its layout effect runs in hydration's commit, after every
 * component below it has rendered. It renders its child alone (no element, no sibling), so the DOM and
 * the ids of `useId` are those of the server's render, which did not have it.
 */
function HydrationEnd({ children }: { children: React.ReactElement }) {
  useLayoutEffect(() => {
    hydrating = false;
  }, []);
  return children;
}

export function hydrateInSlices(apiRunner: ApiRunner) {
  // React 18's types know only React 18's options; the object is React 19's (see gatsbyRootOptions).
  const options = gatsbyRootOptions(apiRunner) as unknown as HydrationOptions & RootOptions;
  return (element: React.ReactElement, container: Element): void => {
    const focusWrapper = document.getElementById("gatsby-focus-wrapper");
    if (focusWrapper && focusWrapper.children.length > 0) {
      hydrating = true;
      startTransition(() => {
        hydrateRoot(container, React.createElement(HydrationEnd, null, element), options);
      });
    } else {
      createRoot(container, options).render(element);
    }
  };
}
