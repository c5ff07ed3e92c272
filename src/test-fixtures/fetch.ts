import { afterEach } from "@jest/globals";

/**
 * The browser's fetch answering `body` for `path` and 404 for any other path, or failing with `body`
 * when it is an Error (offline); the URLs asked, in order. Public catalogue reads come with fetch
 * (api-client/catalogue-get.ts), not through the HTTP client. The real fetch is back after each test.
 */
export function fetchAnswering(path: string, body: unknown | Error): string[] {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    if (body instanceof Error) throw body;
    return url.split("?")[0] === path
      ? { ok: true, status: 200, json: async () => body }
      : { ok: false, status: 404, json: async () => ({ message: "Not found." }) };
  }) as unknown as typeof globalThis.fetch;
  return asked;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});
