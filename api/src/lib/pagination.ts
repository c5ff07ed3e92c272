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

/**
 * `?page=&page_size=` as LIMIT/OFFSET. The route's querystring schema has already rejected
 * anything that is not a whole number in range; this only fills the defaults and clamps, so that a
 * caller without a schema cannot ask for a million rows.
 */
export function pageWindow(query: { page?: number; page_size?: number }): PageWindow {
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.page_size ?? DEFAULT_PAGE_SIZE)));
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
