import React from "react";
import MockAdapter from "axios-mock-adapter";
import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import type { ProductSummary, User, Wishlist } from "@travel-retail/api/schemas";
import type { SessionDetails } from "../state/user-slice";
// The app loads these on first use (dynamic import). Tests start with them loaded, as a browser has them
// after its idle-time prefetch: the mock is on the one instance before any request, freshBrowser stays
// synchronous, and no test's timing includes Babel transforming a module on its first require.
import { axiosInstance } from "../api-client/axios-instance";
import "../features/lists/list-sync";
import { resetListsCacheForTests } from "../features/lists";
import { makeStore, type AppStore, type RootState } from "../state/store";

export const testUser: User = {
  id: 7,
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  currency: "EUR",
  airport: null,
  language: "en",
  newsletter: false,
  date_joined: "2025-01-01T00:00:00.000Z",
};

export const loginResponse: SessionDetails = { access_token: "access-1", refresh_token: "refresh-1", user: testUser };

export function makeProduct(slug: string, price = "10.00"): ProductSummary {
  return {
    slug,
    name: `Product ${slug}`,
    brand: { slug: "brand", name: "Brand" },
    category: { slug: "category", name: "Category" },
    subcategory: { slug: "subcategory", name: "Subcategory" },
    size: "50 ml",
    sku: `SKU-${slug}`,
    price,
    adult: false,
    image: { url: `/media/${slug}.jpg`, width: 400, height: 400, alt: slug },
    available_at: ["waw"],
    sizes: ["50 ml"],
    max_price: price,
    kind: "perfume",
    abv: null,
  };
}

export function makeList(
  id: number,
  items: { product: ProductSummary; quantity: number }[] = [],
  airport: string | null = null,
): Wishlist {
  return {
    id,
    name: `List ${id}`,
    airport,
    created_at: "2025-01-01T00:00:00.000Z",
    updated_at: "2025-01-01T00:00:00.000Z",
    items: items.map((item) => ({
      ...item,
      variant: { sku: item.product.sku, size: item.product.size, price: item.product.price, in_stock: true },
      added_at: "2025-01-01T00:00:00.000Z",
    })),
  };
}

export const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** A signed-in state with the tokens where the client reads them. */
export function signedInState(details: SessionDetails = loginResponse): Partial<RootState> {
  localStorage.setItem("access_token", details.access_token);
  localStorage.setItem("refresh_token", details.refresh_token);
  return { user: { isLoading: false, userDetails: details } } as Partial<RootState>;
}

/** A clean browser: no storage, no cached lists, the network mocked on the one axios instance. */
export function freshBrowser() {
  localStorage.clear();
  resetListsCacheForTests();
  return new MockAdapter(axiosInstance);
}

export function renderWithStore(ui: React.ReactElement, store: AppStore = makeStore(), options?: RenderOptions) {
  const user = userEvent.setup();
  const result = render(<Provider store={store}>{ui}</Provider>, options);
  return { ...result, store, user };
}
