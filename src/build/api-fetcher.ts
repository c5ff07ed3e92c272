import type { Page } from "@travel-retail/api/schemas";

/** A failure to read the API during a build, always naming the URL that failed. */
export class SourceError extends Error {
  constructor(
    readonly url: string,
    message: string,
  ) {
    super(`${message} — ${url}`);
    this.name = "SourceError";
  }
}

export type Params = Record<string, string | number | boolean | undefined>;

export interface FetcherOptions {
  baseUrl: string;
  /** Requests in flight at once: the build must not hammer the API it depends on. */
  concurrency?: number;
  /** Extra attempts after a network error, a 5xx or a 429. */
  retries?: number;
  timeoutMs?: number;
  backoffMs?: number;
  /**
   * Ask for compressed answers. By default only when the API is on another host: on loopback the
   * API's gzip of every large page and the build's gunzip cost CPU (≈ 50 ms per 100 product details
   * on this machine) and save nothing, and the API compresses on the same thread that answers.
   */
  compress?: boolean;
  fetchImpl?: typeof fetch;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
/** Whether `baseUrl` points at this machine (loopback), where compressing the answers only costs time. */
export function isLoopback(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname;
  return LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost") || /^127\./.test(host);
}

export interface Fetcher {
  getJson<T>(path: string, params?: Params): Promise<T>;
  /** The URL `getJson(path, params)` requests: what a check names when an answer is malformed. */
  urlFor(path: string, params?: Params): string;
  /** One page of a list at `path` with `params`, checked item by item; a malformed item names the page's URL. */
  getPage<T>(path: string, params: Params, check: (item: unknown, url: string) => T): Promise<{ count: number; items: T[] }>;
  /** Every page of a list, checked item by item; `onPage` sees each page's items and the list's count as they arrive (for progress). */
  getAllPages<T>(path: string, params: Params, check: (item: unknown, url: string) => T, onPage?: (items: T[], total: number) => void): Promise<T[]>;
  readonly requests: number;
}

const PAGE_SIZE = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A polite JSON client for the build: bounded concurrency, timeouts, and retries of transient failures only. */
export function createFetcher({
  baseUrl,
  concurrency = 4,
  retries = 2,
  timeoutMs = 30_000,
  backoffMs = 500,
  compress = !isLoopback(baseUrl),
  fetchImpl = fetch,
}: FetcherOptions): Fetcher {
  const headers: Record<string, string> = compress ? { accept: "application/json" } : { accept: "application/json", "accept-encoding": "identity" };
  let active = 0;
  let requests = 0;
  const waiting: (() => void)[] = [];

  async function acquire() {
    if (active < concurrency) {
      active++;
      return;
    }
    // The releasing request hands its slot over directly, so the limit holds even under races.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function release() {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  function urlFor(path: string, params: Params = {}) {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
    return url.toString();
  }

  async function getJson<T>(path: string, params?: Params): Promise<T> {
    const url = urlFor(path, params);
    for (let attempt = 0; ; attempt++) {
      await acquire();
      let transient: string;
      try {
        requests++;
        const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
        if (response.ok) {
          try {
            return (await response.json()) as T;
          } catch {
            throw new SourceError(url, "The API answered with something that is not JSON");
          }
        }
        if (response.status < 500 && response.status !== 429) {
          throw new SourceError(url, `The API answered ${response.status} ${response.statusText}`.trim());
        }
        transient = `The API answered ${response.status}`;
      } catch (error) {
        if (error instanceof SourceError) throw error;
        transient = `Could not reach the API (${(error as Error).message})`;
      } finally {
        release();
      }
      if (attempt >= retries) throw new SourceError(url, `${transient}, after ${retries + 1} attempts`);
      await sleep(backoffMs * 2 ** attempt);
    }
  }

  async function getPage<T>(path: string, params: Params, check: (item: unknown, url: string) => T) {
    const url = urlFor(path, params);
    const body = await getJson<Page<unknown>>(path, params);
    checkPage(body, url);
    return { count: body.count, items: body.results.map((item) => check(item, url)) };
  }

  async function getAllPages<T>(
    path: string,
    params: Params,
    check: (item: unknown, url: string) => T,
    onPage?: (items: T[], total: number) => void,
  ): Promise<T[]> {
    // Each page is checked as it arrives.
    const fetchPage = async (page: number) => {
      const answer = await getPage(path, { ...params, page, page_size: PAGE_SIZE }, check);
      onPage?.(answer.items, answer.count);
      return answer;
    };
    const first = await fetchPage(1);
    const pages = Math.ceil(first.count / PAGE_SIZE);
    // Queued all at once; the fetcher's concurrency limit decides how many are in flight.
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => fetchPage(index + 2)));
    return [first.items, ...rest.map((page) => page.items)].flat();
  }

  return {
    getJson,
    urlFor,
    getPage,
    getAllPages,
    get requests() {
      return requests;
    },
  };
}

/** Throws unless `value` is the `{count, next, previous, results}` envelope of every list. */
export function checkPage(value: unknown, url: string): asserts value is Page<unknown> {
  const page = value as Page<unknown> | null;
  if (!page || typeof page !== "object" || typeof page.count !== "number" || !Array.isArray(page.results)) {
    throw new SourceError(url, "Expected a paginated list {count, next, previous, results}");
  }
}

/** A minimal shape check: the named fields exist with the given JavaScript types. */
export function expectShape<T>(item: unknown, url: string, fields: Record<string, "string" | "number" | "boolean" | "object" | "array">): T {
  if (!item || typeof item !== "object") throw new SourceError(url, `Expected an object, got ${JSON.stringify(item)?.slice(0, 80)}`);
  for (const [field, type] of Object.entries(fields)) {
    const value = (item as Record<string, unknown>)[field];
    const ok = type === "array" ? Array.isArray(value) : typeof value === type && value !== null;
    if (!ok) {
      const key = (item as { slug?: unknown }).slug;
      throw new SourceError(url, `Malformed answer: "${field}" should be ${type === "array" ? "an array" : `a ${type}`}${key ? ` (item "${String(key)}")` : ""}`);
    }
  }
  return item as T;
}
