import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { EAGER_CARD_PICTURES } from "./eager-pictures";
import {
  FIRST_RESULTS_ID,
  earlySearchScript,
  firstResultsInclude,
  hasEarlySearch,
  peekEarlySearch,
  searchKey,
  takeEarlySearch,
} from "./early-search";
import { LISTING_PAGE_SIZE } from "../../lib/listing";
import { CARD_SIZES } from "../../lib/media-url";

const answer = {
  count: 3,
  next: null,
  previous: null,
  results: ["/media/a.svg", "https://cdn.example/b.svg", "/media/c.svg"].map((url) => ({ image: { url } })),
};

/** Runs the head script as the browser would, on `url`, with a stubbed fetch. */
function runScript(
  url: string,
  respond: () => Promise<unknown> = () => Promise.resolve({ ok: true, json: () => Promise.resolve(answer) }),
  lang = "en",
  eagerImages?: number,
) {
  window.history.replaceState(null, "", url);
  const fetchStub = jest.fn(respond);
  Object.assign(window, { fetch: fetchStub });
  new Function(earlySearchScript("", LISTING_PAGE_SIZE, eagerImages, lang))();
  return fetchStub;
}

/** What the search page's listing asks for first (product-listing.tsx: filter, query, airport, page size). */
const listingParams = (q: string, airport?: string) => ({
  search: q,
  ordering: "relevance",
  page: 1,
  min_price: undefined,
  max_price: undefined,
  airport,
  page_size: LISTING_PAGE_SIZE,
});

/** The head's data block, with `text` where the server-side include was (firstResultsInclude). */
function dataBlock(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = FIRST_RESULTS_ID;
  block.textContent = text;
  document.head.appendChild(block);
}

afterEach(() => {
  document.getElementById(FIRST_RESULTS_ID)?.remove();
  delete (window as { __earlySearch?: unknown }).__earlySearch;
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("early search (search page head script)", () => {
  it("asks in the page's language, as the API client would", () => {
    const headers = (stub: jest.Mock) => ((stub.mock.calls[0] as unknown[])[1] as { headers: Record<string, string> }).headers;
    expect(headers(runScript("/pl/search/?q=gin", undefined, "pl"))["Accept-Language"]).toBe("pl");
    delete (window as { __earlySearch?: unknown }).__earlySearch;
    expect(headers(runScript("/search/?q=gin"))["Accept-Language"]).toBe("en");
  });

  it("asks for the listing's first request and hands the answer to that request once", async () => {
    const images: string[] = [];
    Object.assign(window, {
      Image: class {
        set src(url: string) {
          images.push(url);
        }
      },
    });
    const fetchStub = runScript("/search/?q=%20gin%20%26%20tonic%20");
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect((fetchStub.mock.calls[0] as unknown[])[0]).toBe(`/api/products/?${searchKey(listingParams("gin & tonic"))}`);
    expect(hasEarlySearch()).toBe(true);
    const taken = takeEarlySearch(listingParams("gin & tonic"));
    await expect(taken).resolves.toEqual(answer);
    // The first result's image (the one eager card in the grid, EAGER_CARD_PICTURES) was asked for with the answer.
    expect(EAGER_CARD_PICTURES).toBe(1);
    expect(images).toEqual(["/media/a.svg"]);
    expect(takeEarlySearch(listingParams("gin & tonic"))).toBeNull();
  });

  it("lets the listing see the answer once it has arrived, for its own request only, without taking it", async () => {
    runScript("/search/?q=gin");
    expect(peekEarlySearch(listingParams("gin"))).toBeNull(); // not arrived yet
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(peekEarlySearch(listingParams("gin"))).toEqual(answer);
    expect(peekEarlySearch(listingParams("gin", "waw"))).toBeNull();
    expect(peekEarlySearch(listingParams("rum"))).toBeNull();
    expect(hasEarlySearch()).toBe(true);
    await expect(takeEarlySearch(listingParams("gin"))).resolves.toEqual(answer);
    expect(peekEarlySearch(listingParams("gin"))).toBeNull();
  });

  it("is not used for another request (an airport set, another query)", () => {
    runScript("/search/?q=gin");
    expect(takeEarlySearch(listingParams("gin", "waw"))).toBeNull();
    expect(takeEarlySearch(listingParams("rum"))).toBeNull();
    expect(takeEarlySearch(listingParams("gin"))).not.toBeNull();
  });

  it("sends nothing without a query, for another page or ordering, or with a session", () => {
    for (const url of ["/search/", "/search/?q=%20", "/search/?q=gin&page=2", "/search/?q=gin&ordering=price", "/search/?q=gin&min_price=3"]) {
      expect(runScript(url)).not.toHaveBeenCalled();
    }
    window.localStorage.setItem("access_token", "token");
    expect(runScript("/search/?q=gin")).not.toHaveBeenCalled();
    expect(hasEarlySearch()).toBe(false);
  });

  it("a failed request is no unhandled rejection, and reaches the listing as a rejection", async () => {
    runScript("/search/?q=gin", () => Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) }));
    await expect(takeEarlySearch(listingParams("gin"))).rejects.toThrow("503");
  });

  it("preloads the first results' pictures as the cards will ask for them (srcset and sizes)", async () => {
    const pictures: { src?: string; srcset?: string; sizes?: string }[] = [];
    const RealImage = window.Image;
    Object.assign(window, {
      Image: class {
        constructor() {
          pictures.push(this);
        }
      },
    });
    try {
      const photo = {
        url: "/media/p/a.webp",
        srcset: [
          { url: "/media/p/a.w300.webp", width: 300 },
          { url: "/media/p/a.webp", width: 600 },
        ],
      };
      const withPhoto = { ...answer, results: [{ image: photo }, { image: { url: "/media/b.svg" } }, { image: { url: "/media/c.svg" } }] };
      // Two eager pictures here, to see both shapes of URL (a photograph's srcset, a drawing's one file).
      runScript("/search/?q=gin", () => Promise.resolve({ ok: true, json: () => Promise.resolve(withPhoto) }), "en", 2);
      await (window as { __earlySearch?: { promise: Promise<unknown> } }).__earlySearch!.promise;
      expect(pictures).toEqual([
        { sizes: CARD_SIZES, srcset: "/media/p/a.w300.webp 300w, /media/p/a.webp 600w", src: "/media/p/a.webp" },
        { src: "/media/b.svg" },
      ]);
    } finally {
      Object.assign(window, { Image: RealImage });
    }
  });

  it("takes the first results from the page's HTML when the server included them for this query", async () => {
    const images: string[] = [];
    const RealImage = window.Image;
    Object.assign(window, {
      Image: class {
        set src(url: string) {
          images.push(url);
        }
      },
    });
    try {
      dataBlock(JSON.stringify({ key: searchKey(listingParams("gin & tonic")), data: answer }));
      const fetchStub = runScript("/search/?q=gin+%26+tonic");
      expect(fetchStub).not.toHaveBeenCalled();
      await Promise.resolve();
      // In the listing's first render, and its first picture already asked for.
      expect(peekEarlySearch(listingParams("gin & tonic"))).toEqual(answer);
      expect(images).toEqual(["/media/a.svg"]);
      await expect(takeEarlySearch(listingParams("gin & tonic"))).resolves.toEqual(answer);
    } finally {
      Object.assign(window, { Image: RealImage });
    }
  });

  it("asks the API itself when the block is the unfilled directive, empty, malformed or another query's", async () => {
    for (const text of [
      firstResultsInclude("en"), // served as built, without includes
      "", // the include's stub: nothing in time
      "<html><body>502 Bad Gateway</body></html>", // an error page, from a server that passes one through
      JSON.stringify({ key: searchKey(listingParams("rum")), data: answer }),
      JSON.stringify({ key: searchKey(listingParams("gin")), data: { message: "Invalid page." } }),
    ]) {
      dataBlock(text);
      expect(runScript("/search/?q=gin")).toHaveBeenCalledTimes(1);
      await expect(takeEarlySearch(listingParams("gin"))).resolves.toEqual(answer);
      document.getElementById(FIRST_RESULTS_ID)?.remove();
    }
  });

  it("builds the include for the page's language and the listing's page size", () => {
    expect(firstResultsInclude("pl")).toBe(
      `<!--# block name="none" --><!--# endblock --><!--# include virtual="/api/first-results/pl/${LISTING_PAGE_SIZE}/?$args" stub="none" -->`,
    );
    expect(firstResultsInclude("../x")).toContain("/api/first-results/en/");
  });
});
