import React from "react";
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import SearchPage from "../../pages/search";
import { ProductListing } from "../listing/product-listing";
import { pageProps, renderPage } from "../../test-fixtures/render";
import { page, product } from "../../test-fixtures/catalogue";
import { searchKey } from "../listing/early-search";
import { EARLY_RESULTS_ID } from "./early-results";
import { LISTING_PAGE_SIZE } from "../../lib/listing";

jest.mock("../listing/api", () => ({ fetchProducts: jest.fn() }));
// Real class names (Jest's identity-obj-proxy gives none through `import * as styles`): the painted
// markup must carry the same classes as React's, so each name is itself here.
jest.mock("identity-obj-proxy", () =>
  Object.fromEntries(
    "listing heading controls field prices summary error loading grid card image brand name link size price actions wrapper button status pagination results early intro"
      .split(" ")
      .map((name) => [name, name]),
  ),
);

const QUERY = "item";
const params = { ordering: "relevance", page: 1, page_size: LISTING_PAGE_SIZE, search: QUERY };
/** Items 1 and 3 have imported photographs at two widths (srcset): one card loads eagerly, one lazily. */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const item = product(`item-${String(i + 1).padStart(2, "0")}`, {
      price: ["24.90", "1234.5", "7"][i % 3],
      name: `Item <${i + 1}> & “co”`,
    });
    if (i !== 0 && i !== 2) return item;
    const srcset = [
      { url: `/media/products/${item.slug}.w300.webp?v=1`, width: 300 },
      { url: `/media/products/${item.slug}.webp?v=1`, width: 600 },
    ];
    return { ...item, image: { ...item.image, url: srcset[1]!.url, srcset } };
  });

/** What the head script leaves once its answer has arrived (src/features/listing/early-search.ts). */
function earlyAnswer(answer = page(many(30), 37)) {
  Object.assign(window, { __earlySearch: { key: searchKey(params), promise: Promise.resolve(answer), data: answer } });
  return answer;
}

/**
 * The search page as its server HTML has it (no query: the container and the script), its paint script run
 * as the parser would, then the answer's promise hop.
 */
async function serverPageWithPaint() {
  const { unmount } = renderPage(<SearchPage {...pageProps({}, "/search/")} />);
  // A copy React does not own, as the parser builds it.
  // eslint-disable-next-line no-self-assign
  document.body.innerHTML = document.body.innerHTML;
  unmountLater.push(unmount);
  const box = document.getElementById(EARLY_RESULTS_ID)!;
  const script = box.nextElementSibling as HTMLScriptElement;
  expect(script.tagName).toBe("SCRIPT");
  new Function(script.textContent!)();
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return box;
}

const held = () => (window as { ___holdScripts?: Promise<unknown> }).___holdScripts;
/** Whether a promise has settled after a few microtask hops, and with what. */
async function settledWith(promise: Promise<unknown> | undefined) {
  if (!promise) throw new Error("no hold was set");
  let result: { settled: boolean; value?: unknown } = { settled: false };
  void promise.then((value) => (result = { settled: true, value }));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return result;
}

/** Tag, sorted attributes and text of a tree: what a visitor's browser shows and what assistive technology reads. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const el = node as Element;
  el.normalize();
  const attrs = [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();
  return [
    el.tagName.toLowerCase(),
    attrs,
    [...el.childNodes].filter((c) => c.nodeType !== Node.COMMENT_NODE).map(shape),
  ];
}

const unmountLater: (() => void)[] = [];

beforeEach(() => {
  document.documentElement.lang = "en"; // as the server writes an English page
});

afterEach(() => {
  unmountLater.splice(0).forEach((unmount) => unmount());
  delete (window as { __earlySearch?: unknown }).__earlySearch;
  delete (window as { ___holdScripts?: unknown }).___holdScripts;
  document.documentElement.lang = "";
  window.localStorage.clear();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("early results (search page, before hydration)", () => {
  it("paints the head script's answer as the listing's first render shows it", async () => {
    window.history.replaceState(null, "", `/search/?q=${QUERY}`);
    earlyAnswer();
    const painted = (await serverPageWithPaint()).firstElementChild!;
    expect(painted.tagName).toBe("SECTION");
    expect(painted.querySelectorAll("article")).toHaveLength(8);
    expect(painted.querySelector("article")!.className).toBe("card");
    // Text from the answer is text, never markup.
    expect(painted.querySelector("h3 a")!.textContent).toBe("Item <1> & “co”");
    expect(painted.querySelectorAll("h3 a b, script")).toHaveLength(0);
    const photo = painted.querySelector("img")!;
    expect(photo.getAttribute("srcset")).toMatch(/item-01\.w300\.webp\?v=1 300w, .*item-01\.webp\?v=1 600w$/);
    expect(photo.getAttribute("fetchpriority")).toBe("high");
    expect(photo.hasAttribute("decoding")).toBe(false);
    expect(painted.querySelectorAll("img")[1].getAttribute("fetchpriority")).toBe("low");
    expect(painted.querySelectorAll("img")[1].getAttribute("decoding")).toBe("async");
    const paintedShape = shape(painted);

    // React's listing for the same answer (its first render takes it: src/features/listing/early-search.ts).
    document.body.innerHTML = "";
    earlyAnswer();
    const { container } = renderPage(
      <ProductListing
        filter={{ search: QUERY }}
        pageSize={LISTING_PAGE_SIZE}
        heading="Matching products"
        defaultOrdering="relevance"
      />,
    );
    expect(shape(container.querySelector("section")!)).toEqual(paintedShape);
  });

  it("paints nothing when the listing would show something else, or has nothing to show", async () => {
    window.history.replaceState(null, "", `/search/?q=${QUERY}`);
    const cases: [string, () => void][] = [
      ["a session", () => window.localStorage.setItem("access_token", "t")],
      [
        "another currency",
        () =>
          window.localStorage.setItem(
            "persist:travel-retail",
            JSON.stringify({ utils: JSON.stringify({ currency: "EUR" }) }),
          ),
      ],
      [
        "a stored airport",
        () =>
          window.localStorage.setItem(
            "persist:travel-retail-main",
            JSON.stringify({ location: JSON.stringify("waw") }),
          ),
      ],
      [
        "a visitor list",
        () =>
          window.localStorage.setItem(
            "travel-retail-lists",
            JSON.stringify({ version: 1, visitor: [{ product: product("x"), quantity: 1 }] }),
          ),
      ],
      ["no results", () => earlyAnswer(page([], 0))],
      ["a price in another form", () => earlyAnswer(page([product("a", { price: "1.005" })], 1))],
      ["no early request", () => delete (window as { __earlySearch?: unknown }).__earlySearch],
      // Its labels are English: a Polish or German page shows its results after hydration.
      ["a Polish page", () => (document.documentElement.lang = "pl")],
    ];
    for (const [what, arrange] of cases) {
      window.localStorage.clear();
      document.documentElement.lang = "en";
      delete (window as { ___holdScripts?: unknown }).___holdScripts;
      earlyAnswer();
      arrange();
      const box = await serverPageWithPaint();
      expect([what, box.childNodes.length]).toEqual([what, 0]);
      // Nothing painted, nothing to wait for: Gatsby's scripts are not held.
      const hold = held();
      if (hold) expect([what, await settledWith(hold)]).toEqual([what, { settled: true, value: undefined }]);
    }
  });

  it("holds Gatsby's scripts until the first painted picture has loaded or failed", async () => {
    window.history.replaceState(null, "", `/search/?q=${QUERY}`);
    earlyAnswer();
    const box = await serverPageWithPaint();
    const [first, second] = [...box.querySelectorAll("img")];
    expect(await settledWith(held())).toEqual({ settled: false });
    second.dispatchEvent(new Event("load")); // another picture changes nothing
    expect(await settledWith(held())).toEqual({ settled: false });
    first.dispatchEvent(new Event("error")); // a picture that fails releases them too
    expect(await settledWith(held())).toEqual({ settled: true, value: undefined });
  });

  it("a stored USD currency, no airport and an empty visitor list still paint", async () => {
    window.history.replaceState(null, "", `/search/?q=${QUERY}`);
    window.localStorage.setItem(
      "persist:travel-retail",
      JSON.stringify({ utils: JSON.stringify({ currency: "USD", cookies: true }) }),
    );
    window.localStorage.setItem("persist:travel-retail-main", JSON.stringify({ location: "null" }));
    window.localStorage.setItem("travel-retail-lists", JSON.stringify({ version: 1, visitor: [] }));
    earlyAnswer();
    const box = await serverPageWithPaint();
    expect(box.querySelectorAll("article")).toHaveLength(8);
    expect(box.querySelector("[data-currency]")!.textContent).toBe("$24.90");
    expect(box.querySelectorAll("[data-currency]")[1].textContent).toBe("$1,234.50");
  });
});
