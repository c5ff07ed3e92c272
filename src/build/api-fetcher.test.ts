/** @jest-environment node */
import { describe, expect, it, jest } from "@jest/globals";
import { createFetcher, expectShape, isLoopback, SourceError } from "./api-fetcher";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the build's API fetcher", () => {
  it("reads every page of a list, at most `concurrency` requests at a time", async () => {
    let inFlight = 0;
    let peak = 0;
    const fetchImpl = jest.fn(async (input: string | URL | Request) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      const page = Number(new URL(String(input)).searchParams.get("page"));
      return json({ count: 450, next: null, previous: null, results: Array.from({ length: page === 5 ? 50 : 100 }, (_, i) => ({ slug: `p${page}-${i}` })) });
    });
    const fetcher = createFetcher({ baseUrl: "http://api.test", concurrency: 2, fetchImpl: fetchImpl as typeof fetch });
    const items = await fetcher.getAllPages("/api/products/", {}, (v) => v as { slug: string });
    expect(items).toHaveLength(450);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
    expect(peak).toBeLessThanOrEqual(2);
  });

  it("asks a loopback API for uncompressed answers, and another host for whatever it compresses", async () => {
    const encodingFor = async (baseUrl: string, compress?: boolean) => {
      const fetchImpl = jest.fn(async (_input: string | URL | Request, _init?: RequestInit) => json({ ok: true }));
      await createFetcher({ baseUrl, compress, fetchImpl: fetchImpl as typeof fetch }).getJson("/api/health/");
      return new Headers(fetchImpl.mock.calls[0][1]?.headers).get("accept-encoding");
    };
    expect(await encodingFor("http://127.0.0.1:8000")).toBe("identity");
    expect(await encodingFor("http://localhost:8000")).toBe("identity");
    expect(await encodingFor("http://[::1]:8000")).toBe("identity");
    expect(await encodingFor("https://api.shop.example")).toBeNull();
    expect(await encodingFor("http://127.0.0.1:8000", true)).toBeNull();
    expect(isLoopback("http://127.0.0.2/")).toBe(true);
    expect(isLoopback("http://api.test/")).toBe(false);
  });

  it("retries a transient failure twice, then names the URL", async () => {
    const fetchImpl = jest.fn(async () => json({ message: "down" }, 503));
    const fetcher = createFetcher({ baseUrl: "http://api.test", backoffMs: 1, fetchImpl: fetchImpl as typeof fetch });
    await expect(fetcher.getJson("/api/brands/")).rejects.toThrow(/503, after 3 attempts — http:\/\/api.test\/api\/brands\//);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it("recovers when a retry succeeds", async () => {
    const fetchImpl = jest.fn<typeof fetch>().mockRejectedValueOnce(new TypeError("fetch failed")).mockResolvedValueOnce(json({ ok: true }));
    const fetcher = createFetcher({ baseUrl: "http://api.test", backoffMs: 1, fetchImpl });
    await expect(fetcher.getJson("/api/x/")).resolves.toEqual({ ok: true });
  });

  it("does not retry a 404 and rejects a non-list answer", async () => {
    const notFound = jest.fn(async () => json({ message: "no" }, 404));
    await expect(createFetcher({ baseUrl: "http://api.test", fetchImpl: notFound as typeof fetch }).getJson("/api/x/")).rejects.toBeInstanceOf(SourceError);
    expect(notFound).toHaveBeenCalledTimes(1);
    const html = jest.fn(async () => json({ hello: "world" }));
    await expect(createFetcher({ baseUrl: "http://api.test", fetchImpl: html as typeof fetch }).getAllPages("/api/x/", {}, (v) => v)).rejects.toThrow(
      /Expected a paginated list/,
    );
  });

  it("reports each page's items and the total as they arrive, and names the page of a malformed item", async () => {
    const fetchImpl = jest.fn(async (input: string | URL | Request) => {
      const page = Number(new URL(String(input)).searchParams.get("page"));
      const results = Array.from({ length: page === 3 ? 20 : 100 }, (_, i) => (page === 3 && i === 5 ? { slug: 7 } : { slug: `p${page}-${i}` }));
      return json({ count: 220, next: null, previous: null, results });
    });
    const seen: [number, number][] = [];
    const fetcher = createFetcher({ baseUrl: "http://api.test", fetchImpl: fetchImpl as typeof fetch });
    const check = (v: unknown, url: string) => expectShape<{ slug: string }>(v, url, { slug: "string" });
    await expect(fetcher.getAllPages("/api/products/details/", {}, check, (items, total) => seen.push([items.length, total]))).rejects.toThrow(
      /"slug" should be a string .*page=3&page_size=100/,
    );
    expect(seen).toEqual([
      [100, 220],
      [100, 220],
    ]);
  });

  it("checks the shape of each entity", () => {
    expect(() => expectShape({ slug: "a" }, "http://api.test/x", { slug: "string", name: "string" })).toThrow(/"name" should be a string \(item "a"\)/);
  });
});
