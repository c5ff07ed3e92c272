import React from "react";

/**
 * The web app manifest's link put in the head once the page has settled, not while it loads.
 *
 * gatsby-plugin-manifest writes `<link rel="manifest" crossorigin="anonymous">` into every page's head.
 * Chromium fetched it while the page was still loading (266–342 ms into a home page load on localhost,
 * before the first paint in most loads), without credentials, so on a socket of its own: on a slow
 * connection, a round trip to open one and a request beside the first screen's picture, for a file that
 * only matters when someone installs the shop. Lighthouse's simulated largest paint counted it whenever it
 * had ended by the observed paint (lantern's LCP graphs hold every request that had): on 2026-12-07, home and
 * category, 921–976 ms in the 8 runs of 14 where it had, 807–830 ms in 4 of the 6 where it had not; then 5
 * alternating rounds of home, category and product with the pictures' priority (ProductGrid): median LCP
 * 976 → 925 ms over 15 runs each (bench/README.md, results/lighthouse-ab.json).
 *
 * The server writes the same link inside a `<template>` (inert: nothing in a template is fetched), and the
 * browser puts it in the head when the page has settled (lib/service-worker-later.ts's pageSettled), where
 * browsers read it as from the start: installability is checked again when a manifest link appears.
 */
export const MANIFEST_TEMPLATE_ID = "manifest";

type HeadComponent = React.ReactNode;

const isManifestLink = (node: HeadComponent): node is React.ReactElement<{ rel: string }> =>
  React.isValidElement(node) && node.type === "link" && (node.props as { rel?: unknown }).rel === "manifest";

/**
 * The head with its one manifest link wrapped in the template. Throws when there is not exactly one (the
 * page's render fails, and the build with it): gatsby-plugin-manifest no longer writes it as this expects.
 */
export function withManifestLater(head: HeadComponent[]): HeadComponent[] {
  const found = head.filter(isManifestLink);
  if (found.length !== 1)
    throw new Error(
      `gatsby-plugin-shop-overrides (lib/manifest-later.ts): expected one <link rel="manifest"> among the head components (gatsby-plugin-manifest's), found ${found.length}`,
    );
  return head.map((node) =>
    isManifestLink(node)
      ? React.createElement("template", { key: MANIFEST_TEMPLATE_ID, id: MANIFEST_TEMPLATE_ID }, node)
      : node,
  );
}

/**
 * Moves the template's link into the head: appending a template's content empties it, so a second call adds
 * nothing. Every page has the template (withManifestLater fails the build otherwise); this code is in every
 * page's first load, so it is as short as that allows.
 */
export function addManifestLink(): void {
  document.head.append((document.getElementById(MANIFEST_TEMPLATE_ID) as HTMLTemplateElement).content);
}

/** After a build: a page's manifest link is in the template, and nowhere else. */
export function manifestLaterResultProblems(html: string, page = "index.html"): string[] {
  const template = new RegExp(`<template id="${MANIFEST_TEMPLATE_ID}"><link rel="manifest" href="[^"]+"[^>]*/?></template>`).exec(html);
  if (!template) return [`public/${page} has no <template id="${MANIFEST_TEMPLATE_ID}"> holding the manifest link`];
  const outside = html.replace(template[0], "");
  return /<link[^>]*rel="manifest"/.test(outside) ? [`public/${page} has a manifest link outside its template: it is fetched while the page loads`] : [];
}
