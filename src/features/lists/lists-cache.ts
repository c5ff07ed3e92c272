import { useSyncExternalStore } from "react";
import type { ProductSummary, Wishlist, WishlistItemSize } from "@travel-retail/api/schemas";
import { isRecord } from "../../state/persisted-shape";
import { STORAGE_KEYS, readItem, writeJson } from "../../lib/storage";

/**
 * Lists live beside the Redux store, not in it: the specification fixes four slices, and lists need
 * their own durable cache anyway (a visitor's list, the last synced account lists for offline use and
 * the outbox of changes still to send), written at once so a closed tab loses nothing.
 */
export const LISTS_CACHE_KEY = STORAGE_KEYS.lists;
const CACHE_VERSION = 1;

export interface LocalItem {
  product: ProductSummary;
  /**
   * The size (variant) on the list. Items stored before products had sizes have none: they stand for
   * the product's default size, which is what the API adds when no size is sent.
   */
  variant?: WishlistItemSize;
  quantity: number;
  added_at: string;
}

/** The SKU of an item's size: its own, else its product's default size's (undefined for items stored before SKUs). */
export const itemSku = (item: Pick<LocalItem, "product" | "variant">): string | undefined =>
  item.variant?.sku ?? (item.product.sku as string | undefined);

/** A key unique per product and size, for React rows and lookups. */
export const itemKey = (item: Pick<LocalItem, "product" | "variant">) => `${item.product.slug} ${itemSku(item) ?? ""}`;

/** Whether an item is this product in this size; an unknown size on either side matches any. */
export function isItemFor(item: Pick<LocalItem, "product" | "variant">, slug: string, sku: string | undefined): boolean {
  if (item.product.slug !== slug) return false;
  const own = itemSku(item);
  return sku === undefined || own === undefined || own === sku;
}

/**
 * Outbox operations are idempotent (a quantity is set, not added), so sending one twice is harmless.
 * `size` is the SKU of the product's size; without it (operations queued before sizes) the default size.
 */
export type ListOperation =
  | { id: string; kind: "setQuantity"; listId: number; product: string; size?: string; quantity: number }
  | { id: string; kind: "removeItem"; listId: number; product: string; size?: string };

export interface ListsCache {
  visitor: LocalItem[];
  lists: Wishlist[];
  syncedAt: string | null;
  outbox: ListOperation[];
  ownerId: number | null;
}

export const emptyListsCache: ListsCache = { visitor: [], lists: [], syncedAt: null, outbox: [], ownerId: null };

const isItem = (value: unknown): value is LocalItem =>
  isRecord(value) &&
  isRecord(value.product) &&
  typeof value.product.slug === "string" &&
  typeof value.product.price === "string" &&
  Number.isInteger(value.quantity) &&
  (value.quantity as number) > 0;

const isSize = (value: unknown): value is WishlistItemSize =>
  isRecord(value) && typeof value.sku === "string" && typeof value.size === "string" && typeof value.price === "string";

/** An item as stored, its size dropped when unreadable: the item stays on the list (as the default size). */
function withReadableSize<T extends LocalItem>(item: T): T {
  if (item.variant === undefined || isSize(item.variant)) return item;
  const { variant: _unreadable, ...rest } = item;
  return rest as T;
}

const isList = (value: unknown): value is Wishlist =>
  isRecord(value) && typeof value.id === "number" && typeof value.name === "string" && Array.isArray(value.items);

const isOperation = (value: unknown): value is ListOperation =>
  isRecord(value) &&
  typeof value.id === "string" &&
  typeof value.listId === "number" &&
  typeof value.product === "string" &&
  (value.size === undefined || typeof value.size === "string") &&
  (value.kind === "removeItem" || (value.kind === "setQuantity" && Number.isInteger(value.quantity)));

/** Anything unreadable falls back to empty parts; a bad entry is dropped, not the whole cache. */
export function parseListsCache(serialized: string | null): ListsCache {
  if (!serialized) return emptyListsCache;
  let raw: unknown;
  try {
    raw = JSON.parse(serialized);
  } catch {
    return emptyListsCache;
  }
  if (!isRecord(raw) || raw.version !== CACHE_VERSION) return emptyListsCache;
  const lists = Array.isArray(raw.lists) ? raw.lists.filter(isList) : [];
  return {
    visitor: Array.isArray(raw.visitor) ? raw.visitor.filter(isItem).map(withReadableSize) : [],
    // Account lists stored before sizes hold items without one: they stay until the next sync replaces them.
    lists: lists.map((list) => ({ ...list, items: list.items.filter(isItem).map(withReadableSize) })),
    syncedAt: typeof raw.syncedAt === "string" ? raw.syncedAt : null,
    outbox: Array.isArray(raw.outbox) ? raw.outbox.filter(isOperation) : [],
    ownerId: typeof raw.ownerId === "number" ? raw.ownerId : null,
  };
}

let current: ListsCache | null = null;
const listeners = new Set<() => void>();

const readStorage = () => readItem(LISTS_CACHE_KEY);

// Quota or disabled storage: the lists live in memory for this visit.
function writeStorage(cache: ListsCache) {
  writeJson(LISTS_CACHE_KEY, { version: CACHE_VERSION, ...cache });
}

export function getListsCache(): ListsCache {
  current ??= parseListsCache(readStorage());
  return current;
}

/** Applies a change and writes it through before anyone is notified. */
export function updateListsCache(update: (cache: ListsCache) => ListsCache): ListsCache {
  current = update(getListsCache());
  writeStorage(current);
  listeners.forEach((listener) => listener());
  return current;
}

export function subscribeListsCache(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** On sign-out the account's lists and unsent changes leave this browser with the session. */
export function forgetAccountLists() {
  updateListsCache((cache) => ({ ...cache, lists: [], outbox: [], ownerId: null, syncedAt: null }));
}

/**
 * When a session ends without the user's say (the refresh token was refused), the products its unsent
 * changes added go to this browser's visitor list, which joins the account at the next sign-in, so an
 * "Add to list" is done then rather than lost. A removal cannot wait there: it is counted as not done.
 * Call before forgetAccountLists().
 */
export function keepUnsentListChanges(): { kept: number; notDone: number } {
  let kept = 0;
  let notDone = 0;
  updateListsCache((cache) => {
    let visitor = cache.visitor;
    for (const operation of cache.outbox) {
      // The account list's line this change was for: its product and size, as the visitor's list keeps them.
      const line =
        operation.kind === "setQuantity"
          ? cache.lists.flatMap((list) => list.items).find((item) => isItemFor(item, operation.product, operation.size))
          : undefined;
      if (operation.kind !== "setQuantity" || !line) {
        notDone += 1;
        continue;
      }
      const { product, variant } = line;
      const onVisitorList = visitor.find((item) => isItemFor(item, product.slug, variant?.sku ?? operation.size));
      const quantity = Math.max(onVisitorList?.quantity ?? 0, operation.quantity);
      visitor = onVisitorList
        ? visitor.map((item) => (item === onVisitorList ? { ...item, quantity } : item))
        : [...visitor, { product, variant, quantity, added_at: new Date().toISOString() }];
      kept += 1;
    }
    return { ...cache, visitor, outbox: [] };
  });
  return { kept, notDone };
}

export const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/** Another tab wrote the cache: take its version. */
export function reloadListsCache() {
  current = parseListsCache(readStorage());
  listeners.forEach((listener) => listener());
}

/** Tests start from whatever localStorage holds now. */
export function resetListsCacheForTests() {
  current = null;
}

export function useListsCache(): ListsCache {
  return useSyncExternalStore(subscribeListsCache, getListsCache, () => emptyListsCache);
}
