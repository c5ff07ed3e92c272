import type { ProductSummary, Wishlist, WishlistItem } from "@travel-retail/api/schemas";
import type { ListOperation, LocalItem } from "./lists-cache";

/** The API's limit for one product on one list. */
export const MAX_QUANTITY = 99;

export const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity)));

const sameTarget = (a: Pick<ListOperation, "listId" | "product">, b: Pick<ListOperation, "listId" | "product">) =>
  a.listId === b.listId && a.product === b.product;

/** Only the latest change to one product on one list matters, so the outbox never grows with repeats. */
export function coalesce(outbox: ListOperation[], operation: ListOperation): ListOperation[] {
  const index = outbox.findIndex((queued) => sameTarget(queued, operation));
  if (index === -1) return [...outbox, operation];
  return outbox.map((queued, i) => (i === index ? operation : queued));
}

/** The local picture of a list with a queued change applied before the server has seen it. */
export function applyOperation(
  lists: Wishlist[],
  operation: ListOperation,
  summaryOf: (slug: string) => ProductSummary | undefined,
): Wishlist[] {
  return lists.map((list) => {
    if (list.id !== operation.listId) return list;
    const existing = list.items.find((item) => item.product.slug === operation.product);
    if (operation.kind === "removeItem") {
      return { ...list, items: list.items.filter((item) => item.product.slug !== operation.product) };
    }
    if (existing) {
      return {
        ...list,
        items: list.items.map((item) => (item === existing ? { ...item, quantity: operation.quantity } : item)),
      };
    }
    const product = summaryOf(operation.product);
    if (!product) return list;
    const added: WishlistItem = { product, quantity: operation.quantity, added_at: new Date().toISOString() };
    return { ...list, items: [...list.items, added] };
  });
}

/** The list a product goes to by default: the one for the chosen airport, else the first. */
export function pickDefaultList(lists: Wishlist[], airport: string | null): Wishlist | undefined {
  return lists.find((list) => airport !== null && list.airport === airport) ?? lists[0];
}

export function addLocalItem(items: LocalItem[], product: ProductSummary, quantity: number): LocalItem[] {
  const existing = items.find((item) => item.product.slug === product.slug);
  if (!existing) return [...items, { product, quantity: clampQuantity(quantity), added_at: new Date().toISOString() }];
  return items.map((item) =>
    item === existing ? { ...item, product, quantity: clampQuantity(item.quantity + quantity) } : item,
  );
}

/** Sum of a list in USD, as a decimal string the money helper formats. */
export function totalUsd(items: { product: { price: string }; quantity: number }[]): string {
  const cents = items.reduce((sum, item) => sum + Math.round(Number(item.product.price) * 100) * item.quantity, 0);
  return (cents / 100).toFixed(2);
}
