import React, { startTransition, useEffect, useRef, useState } from "react";
import type { Page, ProductOrdering, ProductQuery, ProductSummary } from "@travel-retail/api/schemas";
import { useAppSelector } from "../../state/hooks";
import { selectCurrency } from "../../state/utils-slice";
import { selectLocation } from "../../state/main-slice";
import { useSiteData } from "../../lib/use-site-data";
import { findCurrency } from "../../lib/money";
import { getQueryParam } from "../../lib/query-param";
import { readApiError } from "../../lib/api-errors";
import { EAGER_CARD_PICTURES } from "./eager-pictures";
import { peekEarlySearch, searchKey, takeEarlySearch } from "./early-search";
import { fetchProducts } from "./api";
import { ProductGrid } from "./product-grid";
import { Pagination } from "./pagination";
import * as styles from "./product-listing.module.css";
import { useT, type MessageId } from "../../i18n";

export type ListingFilter = Pick<ProductQuery, "category" | "subcategory" | "brand" | "section" | "search">;

export const ORDERINGS: { value: ProductOrdering; label: MessageId }[] = [
  { value: "name", label: "listing.sort.nameAsc" },
  { value: "-name", label: "listing.sort.nameDesc" },
  { value: "price", label: "listing.sort.priceAsc" },
  { value: "-price", label: "listing.sort.priceDesc" },
  { value: "newest", label: "listing.sort.newest" },
];

interface ListingQuery {
  ordering: ProductOrdering;
  page: number;
  /** USD, as the API filters. */
  min_price?: number;
  max_price?: number;
}

const DEFAULT_ORDERING: ProductOrdering = "name";
/**
 * Cards of a page fetched in the browser that go into the first commit; the rest follow in a second,
 * low-priority one. A whole page of cards at once (DOM, layout, paint, an image each) is one long task on
 * a phone; the first rows are all a visitor sees at that moment. Pages rendered by the server show whole.
 */
export const FIRST_BATCH = 8;
const EMPTY_PAGE: Page<ProductSummary> = { count: 0, next: null, previous: null, results: [] };

function queryFromUrl(defaultOrdering: ProductOrdering): ListingQuery {
  const ordering = getQueryParam("ordering") as ProductOrdering | null;
  const page = Number(getQueryParam("page"));
  const min = Number(getQueryParam("min_price") ?? NaN);
  const max = Number(getQueryParam("max_price") ?? NaN);
  return {
    ordering: ordering && [...ORDERINGS.map((o) => o.value), "relevance"].includes(ordering) ? ordering : defaultOrdering,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    min_price: Number.isFinite(min) && min >= 0 ? min : undefined,
    max_price: Number.isFinite(max) && max >= 0 ? max : undefined,
  };
}

function writeUrl(query: ListingQuery, defaultOrdering: ProductOrdering) {
  const params = new URLSearchParams(window.location.search);
  const set = (key: string, value: string | undefined) => (value === undefined ? params.delete(key) : params.set(key, value));
  set("ordering", query.ordering === defaultOrdering ? undefined : query.ordering);
  set("page", query.page === 1 ? undefined : String(query.page));
  set("min_price", query.min_price?.toString());
  set("max_price", query.max_price?.toString());
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ""}`;
  // Every listing runs this once it has hydrated, mostly with the URL it already has: replaceState is not
  // free (the browser copies the state and tells its own process), and it ran in hydration's longest task.
  if (url === `${window.location.pathname}${window.location.search}`) return;
  window.history.replaceState(window.history.state, "", url);
}

interface ProductListingProps {
  filter: ListingFilter;
  /** The first page, rendered on the server so the HTML is complete without JavaScript; absent, the browser fetches it. */
  initial?: Page<ProductSummary>;
  pageSize: number;
  heading?: string;
  defaultOrdering?: ProductOrdering;
  /**
   * How many leading cards load their picture eagerly, with high priority: EAGER_CARD_PICTURES, the first
   * screen's one such picture. 0 under a hero picture, which is that screen's one.
   */
  eagerCount?: number;
  /** The cards' pictures after the eager ones at low priority (ProductGrid's othersLow). */
  othersLow?: boolean;
}

/**
 * A product list that sorts, filters by price and pages in the browser (no full reload), starting from the
 * server-rendered first page. The query lives in the URL, so a shared link shows the same list.
 */
export function ProductListing({
  filter,
  initial,
  pageSize,
  heading: givenHeading,
  defaultOrdering = DEFAULT_ORDERING,
  eagerCount = EAGER_CARD_PICTURES,
  othersLow,
}: ProductListingProps) {
  const t = useT();
  const heading = givenHeading ?? t("listing.heading");
  const location = useAppSelector(selectLocation);
  const currencyCode = useAppSelector(selectCurrency);
  const { currencies, airports } = useSiteData();
  const currency = findCurrency(currencyCode, currencies);
  const rate = Number(currency.rate) || 1;

  // The search page's head script may already hold the answer to this listing's first request (it only
  // asks when the URL has the default query): rendered in the first render, the first cards come with the
  // listing in one commit, instead of an empty listing, an effect and a second render. Browser only: a
  // listing without `initial` is never rendered on the server.
  const [early] = useState(() => {
    if (initial || typeof window === "undefined") return null;
    const params = { ...filter, ...queryFromUrl(defaultOrdering), airport: location ?? undefined, page_size: pageSize };
    const answer = peekEarlySearch(params);
    return answer ? { key: searchKey(params), answer } : null;
  });
  const earlyKey = useRef(early?.key ?? null);
  const [query, setQuery] = useState<ListingQuery>({ ordering: defaultOrdering, page: 1 });
  const [data, setData] = useState(initial ?? early?.answer ?? EMPTY_PAGE);
  const [shown, setShown] = useState(early ? FIRST_BATCH : Infinity);
  const [status, setStatus] = useState<"idle" | "loading" | "error">(initial || early ? "idle" : "loading");
  const [error, setError] = useState("");
  const [minInput, setMinInput] = useState("");
  const [maxInput, setMaxInput] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ready = useRef(false);
  const filterKey = JSON.stringify(filter);

  useEffect(() => {
    const fromUrl = queryFromUrl(defaultOrdering);
    // Most visits have no query string: keeping the same state object spares a re-render of every card.
    setQuery((current) =>
      (["ordering", "page", "min_price", "max_price"] as const).every((key) => current[key] === fromUrl[key]) ? current : fromUrl,
    );
    if (fromUrl.min_price !== undefined) setMinInput(String(Math.round(fromUrl.min_price * rate * 100) / 100));
    if (fromUrl.max_price !== undefined) setMaxInput(String(Math.round(fromUrl.max_price * rate * 100) / 100));
    ready.current = true;
    // Only the first render reads the URL; later the URL follows the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (initial) setData(initial);
    // A new page (client-side navigation between categories) brings a new first page.
  }, [initial]);

  useEffect(() => {
    if (!ready.current) return;
    writeUrl(query, defaultOrdering);
    const isServerPage =
      initial !== undefined &&
      query.ordering === defaultOrdering && query.page === 1 && query.min_price === undefined && query.max_price === undefined && !location;
    if (isServerPage) {
      setData(initial!);
      setShown(Infinity);
      setStatus("idle");
      return;
    }
    const params = { ...filter, ...query, airport: location ?? undefined, page_size: pageSize };
    if (earlyKey.current !== null) {
      const rendered = earlyKey.current === searchKey(params);
      earlyKey.current = null;
      if (rendered) {
        // The first render showed the head script's answer to exactly this request: take it (once) and stop.
        takeEarlySearch(params);
        return;
      }
    }
    const controller = new AbortController();
    setStatus("loading");
    const request = () => fetchProducts(params, controller.signal);
    // The search page's head script may have asked for exactly this already; if that failed, ask again.
    const earlyRequest = takeEarlySearch(params);
    (earlyRequest ? earlyRequest.catch(request) : request())
      .then((next) => {
        if (controller.signal.aborted) return;
        // A page of cards is a large render: as a transition React renders it in slices, input stays responsive.
        startTransition(() => {
          setData(next);
          setShown(FIRST_BATCH);
          setStatus("idle");
        });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setError(readApiError(err).message);
        setStatus("error");
      });
    return () => controller.abort();
  }, [query, location, filterKey, initial, pageSize, defaultOrdering]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (shown >= data.results.length) return;
    // After the first batch has been painted: a timer task, then a transition React renders in slices.
    const timer = window.setTimeout(() => startTransition(() => setShown(Infinity)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, data]);

  const pages = Math.max(1, Math.ceil(data.count / pageSize));
  const first = data.count === 0 ? 0 : (query.page - 1) * pageSize + 1;
  const last = Math.min(data.count, first + data.results.length - 1);
  const airport = airports.find((a) => a.slug === location);

  function applyPrices(event: React.FormEvent) {
    event.preventDefault();
    const toUsd = (value: string) => (value.trim() === "" || Number.isNaN(Number(value)) ? undefined : Math.max(0, Number(value) / rate));
    setQuery((q) => ({ ...q, page: 1, min_price: toUsd(minInput), max_price: toUsd(maxInput) }));
  }

  function goTo(page: number) {
    setQuery((q) => ({ ...q, page }));
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: "start" });
  }

  return (
    <section aria-labelledby="listing-heading" className={styles.listing}>
      <h2 id="listing-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t("listing.sortBy")}</span>
          <select
            value={query.ordering}
            onChange={(event) => setQuery((q) => ({ ...q, page: 1, ordering: event.target.value as ProductOrdering }))}
          >
            {defaultOrdering === "relevance" && <option value="relevance">{t("listing.sort.relevance")}</option>}
            {ORDERINGS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        </label>
        <form method="post" className={styles.prices} onSubmit={applyPrices} aria-label={t("listing.priceRange")}>
          <label className={styles.field}>
            <span>{t("listing.minPrice", { currency: currency.code })}</span>
            <input type="number" min="0" step="any" inputMode="decimal" value={minInput} onChange={(e) => setMinInput(e.target.value)} />
          </label>
          <label className={styles.field}>
            <span>{t("listing.maxPrice", { currency: currency.code })}</span>
            <input type="number" min="0" step="any" inputMode="decimal" value={maxInput} onChange={(e) => setMaxInput(e.target.value)} />
          </label>
          <button type="submit" className="button">
            {t("listing.apply")}
          </button>
        </form>
      </div>
      <p className={styles.summary} aria-live="polite">
        {status === "loading"
          ? t("listing.loading")
          : data.count === 0
            ? t("listing.empty")
            : airport
              ? t("listing.summaryAtAirport", { first, last, count: data.count, airport: airport.name })
              : t("listing.summary", { first, last, count: data.count })}
      </p>
      {status === "error" && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div aria-busy={status === "loading"} className={status === "loading" ? styles.loading : undefined}>
        <ProductGrid products={shown < data.results.length ? data.results.slice(0, shown) : data.results} label={heading} eagerCount={eagerCount} othersLow={othersLow} />
      </div>
      <Pagination page={query.page} pages={pages} onChange={goTo} />
    </section>
  );
}
