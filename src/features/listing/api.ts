import type { Mainpage, Page, ProductQuery, ProductSummary } from "@travel-retail/api/schemas";
import { apiClient } from "../../api-client/client";
import { paths } from "../../api-client/paths";

/** One page of products matching the filters (category, brand, search, price range, ordering …). */
export async function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<Page<ProductSummary>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ""));
  const { data } = await apiClient.get<Page<ProductSummary>>(paths.products, { params, signal });
  return data;
}

/** The home page's product lists (and the rest of its payload) for one airport: in stock there, at its prices. */
export async function fetchMainpage(airport: string, signal?: AbortSignal): Promise<Mainpage> {
  const { data } = await apiClient.get<Mainpage>(paths.mainpage, { params: { airport }, signal });
  return data;
}
