import type { Mainpage, Page, ProductDetail, ProductQuery, ProductSummary } from "@travel-retail/api/schemas";
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

/** A product's detail as the catalogue has it now (its prices, stock and offers at every airport). */
export async function fetchProductDetail(slug: string, lang: string, signal?: AbortSignal): Promise<ProductDetail> {
  const { data } = await apiClient.get<ProductDetail>(`${paths.products}${encodeURIComponent(slug)}/`, { params: { lang }, signal });
  return data;
}
