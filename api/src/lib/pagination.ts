import type { Page } from "../schemas/common.ts";
import { HttpError } from "../plugins/error-handler.ts";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

const MAX_PAGE = 100_000;

/**
 * `?page=&page_size=` as LIMIT/OFFSET. The route's querystring schema rejects most bad values, but
 * Ajv's coercion lets "1e999" through as Infinity, so the range is checked again here.
 */
export function pageWindow(query: { page?: number; page_size?: number }): PageWindow {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw new HttpError(400, `page must be a whole number from 1 to ${MAX_PAGE}.`, {
      page: ["Must be a whole number from 1."],
    });
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new HttpError(400, `page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, {
      page_size: [`Must be a whole number from 1 to ${MAX_PAGE_SIZE}.`],
    });
  }
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** The same path and query with `page` replaced; page 1 drops the parameter, as Django REST Framework does. */
export function pageUrl(requestUrl: string, page: number): string {
  const url = new URL(requestUrl, "http://x");
  if (page <= 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : "");
}

/**
 * The `{count, next, previous, results}` envelope. A page past the end is a 404 "Invalid page."
 * like Django REST Framework, except page 1, which is always valid (an empty list is a page).
 */
export function paginate<T>(requestUrl: string, window: PageWindow, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / window.pageSize));
  if (window.page > lastPage) throw new HttpError(404, "Invalid page.");
  return {
    count,
    next: window.page < lastPage ? pageUrl(requestUrl, window.page + 1) : null,
    previous: window.page > 1 ? pageUrl(requestUrl, window.page - 1) : null,
    results,
  };
}

/** Runs a page query and its count; the count query is skipped when the page itself shows the total. */
export async function fetchPage<T>(
  requestUrl: string,
  window: PageWindow,
  loadRows: (limit: number, offset: number) => Promise<T[]>,
  loadCount: () => Promise<number>,
): Promise<Page<T>> {
  const rows = await loadRows(window.limit, window.offset);
  const count = rows.length > 0 && rows.length < window.limit ? window.offset + rows.length : await loadCount();
  return paginate(requestUrl, window, count, rows);
}
