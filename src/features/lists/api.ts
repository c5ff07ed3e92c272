import type { Page, Wishlist } from "@travel-retail/api/schemas";
import { apiClient } from "../../api-client/client";
import { detailPath, paths } from "../../api-client/paths";

/** The API's largest page: one request covers every list a shopper realistically keeps. */
const LISTS_PAGE_SIZE = 100;

const listPath = (id: number) => detailPath(paths.wishlist, id);
const itemsPath = (id: number) => `${listPath(id)}items/`;

export async function fetchWishlists(): Promise<Wishlist[]> {
  const { data } = await apiClient.get<Page<Wishlist>>(paths.wishlist, { params: { page_size: LISTS_PAGE_SIZE } });
  return data.results;
}

export async function createWishlist(body: { name: string; airport?: string | null }): Promise<Wishlist> {
  return (await apiClient.post<Wishlist>(paths.wishlist, body)).data;
}

export async function updateWishlist(id: number, body: { name?: string; airport?: string | null }): Promise<Wishlist> {
  return (await apiClient.patch<Wishlist>(listPath(id), body)).data;
}

export async function deleteWishlist(id: number): Promise<void> {
  await apiClient.delete(listPath(id));
}

/**
 * With `set: true` the quantity replaces the stored one, which makes a repeated call harmless. `size`
 * is the SKU of the product's size; without it the API takes the default size.
 */
export async function putWishlistItem(id: number, product: string, quantity: number, size?: string): Promise<void> {
  await apiClient.post(itemsPath(id), { product, quantity, set: true, ...(size === undefined ? {} : { size }) });
}

export async function deleteWishlistItem(id: number, product: string, size?: string): Promise<void> {
  await apiClient.delete(`${itemsPath(id)}${encodeURIComponent(product)}/`, size === undefined ? {} : { params: { size } });
}
