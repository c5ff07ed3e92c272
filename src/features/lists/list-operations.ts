import type { Currency, ProductSummary, Wishlist, WishlistItem, WishlistItemSize } from "@travel-retail/api/schemas";
import { toMinorUnits } from "../../lib/money";
import { isItemFor, itemSku, type ListOperation, type LocalItem } from "./lists-cache";

/** The API's limit for one product on one list. */
export const MAX_QUANTITY = 99;

export const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity)));

type Target = Pick<ListOperation, "listId" | "product" | "size">;
const sameTarget = (a: Target, b: Target) => a.listId === b.listId && a.product === b.product && a.size === b.size;

/** What the cache knows of a product (and size) an operation names, to show its row before the server answers. */
export interface KnownItem {
  product: ProductSummary;
  variant?: WishlistItemSize;
}

/** The size a new row shows: the one known, else the product's default size. */
const sizeOf = ({ product, variant }: KnownItem): WishlistItemSize =>
  variant ?? { sku: product.sku, size: product.size, price: product.price, in_stock: product.available_at.length > 0 };

/** Only the latest change to one size of a product on one list matters, so the outbox never grows with repeats. */
export function coalesce(outbox: ListOperation[], operation: ListOperation): ListOperation[] {
  const index = outbox.findIndex((queued) => sameTarget(queued, operation));
  if (index === -1) return [...outbox, operation];
  return outbox.map((queued, i) => (i === index ? operation : queued));
}

/** The local picture of a list with a queued change applied before the server has seen it. */
export function applyOperation(
  lists: Wishlist[],
  operation: ListOperation,
  knownItem: (slug: string, size: string | undefined) => KnownItem | undefined,
): Wishlist[] {
  return lists.map((list) => {
    if (list.id !== operation.listId) return list;
    const existing = list.items.find((item) => isItemFor(item, operation.product, operation.size));
    if (operation.kind === "removeItem") {
      return { ...list, items: list.items.filter((item) => !isItemFor(item, operation.product, operation.size)) };
    }
    if (existing) {
      return {
        ...list,
        items: list.items.map((item) => (item === existing ? { ...item, quantity: operation.quantity } : item)),
      };
    }
    const known = knownItem(operation.product, operation.size);
    if (!known) return list;
    const added: WishlistItem = {
      product: known.product,
      variant: sizeOf(known),
      quantity: operation.quantity,
      added_at: new Date().toISOString(),
    };
    return { ...list, items: [...list.items, added] };
  });
}

/** The list a product goes to by default: the one for the chosen airport, else the first. */
export { itemSku };

export function pickDefaultList(lists: Wishlist[], airport: string | null): Wishlist | undefined {
  return lists.find((list) => airport !== null && list.airport === airport) ?? lists[0];
}

/** Adds `quantity` of a product's size (its default size without `variant`) to a visitor's list. */
export function addLocalItem(
  items: LocalItem[],
  product: ProductSummary,
  quantity: number,
  variant: WishlistItemSize = sizeOf({ product }),
): LocalItem[] {
  const existing = items.find((item) => isItemFor(item, product.slug, variant.sku));
  if (!existing) {
    return [...items, { product, variant, quantity: clampQuantity(quantity), added_at: new Date().toISOString() }];
  }
  return items.map((item) =>
    item === existing ? { ...item, product, variant, quantity: clampQuantity(item.quantity + quantity) } : item,
  );
}

/** The price of one of an item: its size's, else (items stored before sizes) the product's. */
export const itemPrice = (item: { product: { price: string }; variant?: { price: string } }) =>
  item.variant?.price ?? item.product.price;

/**
 * A list's total in the display currency's minor units: each line's price converted once, so the total is
 * exactly the sum of the line totals shown (never a float sum of decimal prices).
 */
export function totalMinorUnits(
  items: { product: { price: string }; variant?: { price: string }; quantity: number }[],
  currency: Currency | string,
  rates: readonly Currency[] = [],
): number {
  return items.reduce((sum, item) => sum + (toMinorUnits(itemPrice(item), currency, rates) ?? 0) * item.quantity, 0);
}
