/** @jest-environment node */
import { describe, expect, test } from "@jest/globals";
import { builtFrom, cardOf, readProductDetails, slugChunks, splitByVersion } from "./product-pages";
import type { ProductDetail, ProductSummary } from "@travel-retail/api/schemas";
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

  /** A detail as the API gives it with `related=slugs`: every card field, and the detail's own. */
  const linked = (slug: string, related: string[]) => ({
    slug,
    name: `Name of ${slug}`,
    brand: { slug: "b", name: "B" },
    category: { slug: "c", name: "C" },
    subcategory: { slug: "s", name: "S" },
    size: "50 ml",
    sku: `SKU-${slug}`,
    price: "10.00",
    adult: false,
    image: { url: `/media/${slug}.svg`, width: 600, height: 600, alt: `Name of ${slug}` },
    available_at: ["waw"],
    sizes: ["50 ml"],
    max_price: "12.00",
    kind: "fragrance",
    abv: null,
    description: `About ${slug}`,
    images: [],
    availability: [{ airport: "waw", price: "10.00", in_stock: true }],
    variants: [],
    sections: [],
    related_slugs: related,
    created_at: "2026-11-27T00:00:00.000Z",
  });

  test("a cold build reads every page with related products as slugs, and puts each related card back from that product's detail", async () => {
    // 150 products on two pages; product i is related to the two after it (the last ones wrap to the first page).
    const catalogue = Array.from({ length: 150 }, (_, i) => linked(`p-${i}`, [`p-${(i + 1) % 150}`, `p-${(i + 2) % 150}`]));
    const { client, asked } = fetcherAnswering((url) => {
      const page = Number(url.searchParams.get("page"));
      return { count: 150, next: null, previous: null, results: catalogue.slice((page - 1) * 100, page * 100) };
    });
    const seen: ProductDetail[] = [];
    await readProductDetails(client, "de", "all", (page, total) => {
      expect(total).toBe(150);
      seen.push(...page);
    });
    expect(asked).toEqual([
      { lang: "de", related: "slugs", page: "1", page_size: "100" },
      { lang: "de", related: "slugs", page: "2", page_size: "100" },
    ]);
    expect(seen.map((p) => p.slug)).toEqual(catalogue.map((p) => p.slug));
    const last = seen[149]!;
    expect(last).not.toHaveProperty("related_slugs");
    const { related_slugs: _slugs, ...withoutSlugs } = catalogue[149]!;
    expect(last).toEqual({ ...withoutSlugs, related: [cardOf(catalogue[0] as unknown as ProductSummary), cardOf(catalogue[1] as unknown as ProductSummary)] });
    // `related` where `related_slugs` was, as a read with cards gives it: the page's context is the same text.
    expect(Object.keys(last)).toEqual(Object.keys(catalogue[149]!).map((key) => (key === "related_slugs" ? "related" : key)));
    // A card is the detail's card fields, nothing of the detail's own.
    expect(last.related[0]).toEqual({
      slug: "p-0", name: "Name of p-0", brand: { slug: "b", name: "B" }, category: { slug: "c", name: "C" }, subcategory: { slug: "s", name: "S" },
      size: "50 ml", sku: "SKU-p-0", price: "10.00", adult: false, image: { url: "/media/p-0.svg", width: 600, height: 600, alt: "Name of p-0" },
      available_at: ["waw"], sizes: ["50 ml"], max_price: "12.00", kind: "fragrance", abv: null,
    });
  });

  test("a related product that is not in the read: that product's detail is read again, with its cards", async () => {
    const withCards = { ...detail("a-1"), related: [{ slug: "hidden-meanwhile" }] };
    const { client, asked } = fetcherAnswering((url) =>
      url.searchParams.has("slugs")
        ? { count: 1, next: null, previous: null, results: [withCards] }
        : { count: 2, next: null, previous: null, results: [linked("a-1", ["hidden-meanwhile"]), linked("b-2", ["a-1"])] },
    );
    const seen: ProductDetail[] = [];
    await readProductDetails(client, "en", "all", (page) => seen.push(...page));
    expect(asked).toEqual([
      { lang: "en", related: "slugs", page: "1", page_size: "100" },
      { lang: "en", slugs: "a-1", page_size: "100" },
    ]);
    expect(seen.map((p) => [p.slug, p.related.map((card) => card.slug)])).toEqual([
      ["b-2", ["a-1"]],
      ["a-1", ["hidden-meanwhile"]],
    ]);
  });

  test("a malformed detail fails the build with its URL", async () => {
    const { client } = fetcherAnswering(() => ({ count: 1, results: [{ slug: "a-1" }] }));
    await expect(readProductDetails(client, "en", ["a-1"], () => undefined)).rejects.toThrow(
      /http:\/\/api\/api\/products\/details\/\?lang=en&slugs=a-1/,
    );
  });
});
