import { describe, it, expect, jest, afterEach } from "@jest/globals";
import { catalogueGet } from "./catalogue-get";
import { readApiError } from "../lib/api-errors";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  window.history.replaceState(null, "", "/");
});

function answering(status: number, body: unknown) {
  const fetch = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

describe("catalogueGet", () => {
  it("asks the API's path with the parameters, as JSON in the page's language, and answers the body", async () => {
    window.history.replaceState(null, "", "/pl/products/x/");
    const fetch = answering(200, { slug: "x" });
    const signal = new AbortController().signal;
    await expect(catalogueGet("/api/products/x/", { lang: "pl" }, signal)).resolves.toEqual({ slug: "x" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/products/x/?lang=pl");
    expect(init?.signal).toBe(signal);
    // Only CORS-safelisted headers, and no token: a catalogue answer is the same for everybody.
    expect(init?.headers).toEqual({ Accept: "application/json", "Accept-Language": "pl" });
  });

  it("asks the API's own origin when the site names one (GATSBY_PUBLIC_API_URL, read when the bundle is built)", async () => {
    const fetch = answering(200, {});
    process.env.GATSBY_PUBLIC_API_URL = "https://api.example.com/";
    try {
      await jest.isolateModulesAsync(async () => {
        const { catalogueGet: get } = await import("./catalogue-get");
        await get("/api/products/x/", { lang: "en" });
      });
    } finally {
      delete process.env.GATSBY_PUBLIC_API_URL;
    }
    expect(fetch.mock.calls[0]![0]).toBe("https://api.example.com/api/products/x/?lang=en");
  });

  it("leaves out parameters that are undefined, null or empty, and writes numbers as the HTTP client does", async () => {
    const fetch = answering(200, { count: 0, results: [] });
    await catalogueGet("/api/products/", { search: "gin & tonic", min_price: 12.5, page: 2, brand: undefined, category: "", airport: null });
    expect(fetch.mock.calls[0]![0]).toBe("/api/products/?search=gin+%26+tonic&min_price=12.5&page=2");
  });

  it("fails on an answer that is not 2xx, so the caller keeps what it has", async () => {
    answering(503, { detail: "down" });
    await expect(catalogueGet("/api/products/x/", {})).rejects.toThrow("GET /api/products/x/ answered 503");
  });

  it("fails with the API's message and field errors, as forms and listings read them", async () => {
    answering(400, { message: "Invalid query.", errors: { min_price: ["Must be at least 0."] } });
    const error = await catalogueGet("/api/products/", { min_price: -1 }).catch((e: unknown) => e);
    expect(readApiError(error)).toEqual({ message: "Invalid query.", fields: { min_price: ["Must be at least 0."] } });
  });

  it("fails readably on an error answer that is not JSON (a proxy's page)", async () => {
    globalThis.fetch = (async () => ({ ok: false, status: 502, json: async () => { throw new SyntaxError("Unexpected token <"); } })) as unknown as typeof globalThis.fetch;
    const error = await catalogueGet("/api/products/", {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "GET /api/products/ answered 502", response: { status: 502, data: undefined } });
    expect(readApiError(error).message).toBe("Something went wrong. Please try again.");
  });

  it("passes a network failure on", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof globalThis.fetch;
    await expect(catalogueGet("/api/products/x/", { lang: "en" })).rejects.toThrow("Failed to fetch");
  });
});
