/** @jest-environment node */
import React from "react";
import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "@jest/globals";
// gatsby-plugin-manifest's own head components, as the build gets them (the options the site passes).
import { onRenderBody } from "gatsby-plugin-manifest/gatsby-ssr";
import { MANIFEST_TEMPLATE_ID, addManifestLink, manifestLaterResultProblems, withManifestLater } from "./manifest-later";

function manifestPluginHead(): React.ReactNode[] {
  const head: React.ReactNode[] = [];
  (onRenderBody as unknown as (args: object, options: object) => void)(
    { setHeadComponents: (components: React.ReactNode[]) => head.push(...components), pathname: "/" },
    { icon: "src/images/icon.png", cache_busting_mode: "none", theme_color_in_head: false, legacy: true, include_favicon: true },
  );
  return head;
}

const markup = (head: React.ReactNode[]) => renderToStaticMarkup(<>{head}</>);

describe("the manifest link later (gatsby-plugin-manifest's head components)", () => {
  it("puts the plugin's one manifest link, unchanged, in an inert template and leaves the rest as it was", () => {
    const head = manifestPluginHead();
    const before = markup(head);
    expect(before).toContain('<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>');
    const after = markup(withManifestLater(head));
    expect(after).toContain(`<template id="${MANIFEST_TEMPLATE_ID}"><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/></template>`);
    // Everything else (favicon, apple-touch-icons) is as it was, in the same order.
    expect(after.replace(/<template[^>]*>(.*?)<\/template>/, "$1")).toBe(before);
    expect(manifestLaterResultProblems(`<html><head>${after}</head></html>`)).toEqual([]);
  });

  it("fails the page's render when the plugin no longer writes exactly one manifest link", () => {
    const head = manifestPluginHead();
    const link = head.find((n) => React.isValidElement(n) && (n.props as { rel?: string }).rel === "manifest");
    expect(() => withManifestLater(head.filter((n) => n !== link))).toThrow(/found 0/);
    expect(() => withManifestLater([...head, link])).toThrow(/found 2/);
  });

  it("the browser puts the link in the head once, with the server's attributes", () => {
    const { document } = new JSDOM(`<!DOCTYPE html><html><head>${markup(withManifestLater(manifestPluginHead()))}</head><body></body></html>`).window;
    // The browser's document, for this test only (the file renders markup in Node).
    Object.assign(globalThis, { document });
    // Inert until then: the parser put the link in the template's content, not in the document.
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(0);
    addManifestLink();
    addManifestLink();
    const links = document.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0].parentElement).toBe(document.head);
    expect(links[0].getAttribute("href")).toBe("/manifest.webmanifest");
    expect(links[0].getAttribute("crossorigin")).toBe("anonymous");
    expect(document.getElementById(MANIFEST_TEMPLATE_ID)!.innerHTML).toBe("");
    delete (globalThis as { document?: Document }).document;
  });

  it("the build's check fails on a page without the template, or with a live manifest link beside it", () => {
    const wrapped = markup(withManifestLater(manifestPluginHead()));
    expect(manifestLaterResultProblems(markup(manifestPluginHead()))).toEqual([expect.stringMatching(/no <template id="manifest">/)]);
    expect(manifestLaterResultProblems(`${wrapped}<link rel="manifest" href="/manifest.webmanifest"/>`)).toEqual([expect.stringMatching(/outside its template/)]);
  });
});
