/** @jest-environment node */
import { describe, expect, test } from "@jest/globals";
import { builtFrom, readProductDetails, slugChunks, splitByVersion } from "./product-pages";
import { createFetcher } from "./api-fetcher";

describe("splitByVersion: which product pages a rebuild keeps", () => {
  const versions = [
    { slug: "same", version: "v1" },
    { slug: "changed", version: "v2" },
    { slug: "new", version: "v1" },
    { slug: "other-code", version: "v1" },
    { slug: "unversioned", version: "v1" },
  ];
  const previous: Record<string, { product: string; version?: string }> = {
    same: { product: "{same}", version: builtFrom("v1", "code") },
    changed: { product: "{changed}", version: builtFrom("v1", "code") },
    "other-code": { product: "{other}", version: builtFrom("v1", "older-code") },
    unversioned: { product: "{unversioned}" },
    "gone-from-the-catalogue": { product: "{gone}", version: builtFrom("v1", "code") },
  };

  test("keeps a page only when both the product's version and the build's code are what it was made from", () => {
    const { kept, stale } = splitByVersion(versions, (slug) => previous[slug], "code");
    expect(kept).toEqual(["same"]);
    expect(stale).toEqual(["changed", "new", "other-code", "unversioned"]);
  });

  test("a cold build (no previous pages) reads every product", () => {
    const { kept, stale } = splitByVersion(versions, () => undefined, "code");
    expect(kept).toEqual([]);
    expect(stale).toEqual(versions.map((v) => v.slug));
  });

  test("a product the API gave no version to is never kept", () => {
    expect(builtFrom(undefined, "code")).toBeUndefined();
    const { kept } = splitByVersion([{ slug: "x", version: "v1" }], () => ({ version: undefined }), "code");
    expect(kept).toEqual([]);
  });
});

describe("slugChunks", () => {
  test("at most 100 slugs and 6,000 characters a request, every slug once, in order", () => {
    const slugs = Array.from({ length: 250 }, (_, i) => `product-${i}`);
    const chunks = slugChunks(slugs);
    expect(chunks.map((c) => c.length)).toEqual([100, 100, 50]);
    expect(chunks.flat()).toEqual(slugs);

    const long = Array.from({ length: 120 }, (_, i) => `${"a".repeat(110)}-${i}`);
    const longChunks = slugChunks(long);
    for (const chunk of longChunks) expect(chunk.join(",").length).toBeLessThanOrEqual(6000);
    expect(longChunks.flat()).toEqual(long);
    expect(slugChunks([])).toEqual([]);
  });
});

describe("readProductDetails", () => {
  const detail = (slug: string) => ({
    slug,
    name: slug,
    price: "1.00",
    image: {},
    brand: {},
    category: {},
    availability: [],
    related: [],
    images: [],
  });
  /** The build's own fetcher over a stand-in API that answers `answer(url)` and records what was asked. */
  const fetcherAnswering = (answer: (url: URL) => unknown) => {
    const asked: Record<string, string>[] = [];
    const fetchImpl = async (input: string | URL | Request) => {
      const url = new URL(String(input));
      asked.push(Object.fromEntries(url.searchParams));
      return new Response(JSON.stringify(answer(url)), { status: 200, headers: { "content-type": "application/json" } });
    };
    return { client: createFetcher({ baseUrl: "http://api", fetchImpl: fetchImpl as typeof fetch }), asked };
  };

  test("asks for the stale products only, by slug, and hands each answer over", async () => {
    const { client, asked } = fetcherAnswering((url) => {
      const slugs = (url.searchParams.get("slugs") ?? "").split(",");
      return { count: slugs.length, next: null, previous: null, results: slugs.map(detail) };
    });
    const seen: string[] = [];
    await readProductDetails(client, "pl", ["a-1", "b-2"], (page, total) => {
      expect(total).toBe(2);
      seen.push(...page.map((p) => p.slug));
    });
    // One request, for those two: not the catalogue's pages.
    expect(asked).toEqual([{ lang: "pl", slugs: "a-1,b-2", page_size: "100" }]);
    expect(seen).toEqual(["a-1", "b-2"]);
  });

  test("a malformed detail fails the build with its URL", async () => {
    const { client } = fetcherAnswering(() => ({ count: 1, results: [{ slug: "a-1" }] }));
    await expect(readProductDetails(client, "en", ["a-1"], () => undefined)).rejects.toThrow(
      /http:\/\/api\/api\/products\/details\/\?lang=en&slugs=a-1/,
    );
  });
});
