import type { Mainpage, Page, ProductQuery, ProductSummary } from "@travel-retail/api/schemas";
import { catalogueGet } from "../../api-client/catalogue-get";
import { paths } from "../../api-client/paths";

// Public catalogue reads: with fetch, not the HTTP client (see catalogueGet), so a listing that is
// filtered, or a home page for a stored airport, does not load and run axios to ask.

/** One page of products matching the filters (category, brand, search, price range, ordering …). */
export function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<Page<ProductSummary>> {
  return catalogueGet<Page<ProductSummary>>(paths.products, { ...query }, signal);
}

/** The home page's product lists (and the rest of its payload) for one airport: in stock there, at its prices. */
export function fetchMainpage(airport: string, signal?: AbortSignal): Promise<Mainpage> {
  return catalogueGet<Mainpage>(paths.mainpage, { airport }, signal);
}
