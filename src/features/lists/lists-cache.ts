import { useSyncExternalStore } from "react";
import type { ProductSummary, Wishlist } from "@travel-retail/api/schemas";
import { isRecord } from "../../state/persisted-shape";

/**
 * Lists live beside the Redux store, not in it: the specification fixes four slices, and lists need
 * their own durable cache anyway (a visitor's list, the last synced account lists for offline use and
 * the outbox of changes still to send), written at once so a closed tab loses nothing.
 */
export const LISTS_CACHE_KEY = "travel-retail-lists";
const CACHE_VERSION = 1;

export interface LocalItem {
  product: ProductSummary;
  quantity: number;
  added_at: string;
}

/** Outbox operations are idempotent (a quantity is set, not added), so sending one twice is harmless. */
export type ListOperation =
  | { id: string; kind: "setQuantity"; listId: number; product: string; quantity: number }
  | { id: string; kind: "removeItem"; listId: number; product: string };

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

const isList = (value: unknown): value is Wishlist =>
  isRecord(value) && typeof value.id === "number" && typeof value.name === "string" && Array.isArray(value.items);

const isOperation = (value: unknown): value is ListOperation =>
  isRecord(value) &&
  typeof value.id === "string" &&
  typeof value.listId === "number" &&
  typeof value.product === "string" &&
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
    visitor: Array.isArray(raw.visitor) ? raw.visitor.filter(isItem) : [],
    lists: lists.map((list) => ({ ...list, items: list.items.filter(isItem) })),
    syncedAt: typeof raw.syncedAt === "string" ? raw.syncedAt : null,
    outbox: Array.isArray(raw.outbox) ? raw.outbox.filter(isOperation) : [],
    ownerId: typeof raw.ownerId === "number" ? raw.ownerId : null,
  };
}

let current: ListsCache | null = null;
const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(LISTS_CACHE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(cache: ListsCache) {
  try {
    if (typeof window !== "undefined") {
      window.localStorage.setItem(LISTS_CACHE_KEY, JSON.stringify({ version: CACHE_VERSION, ...cache }));
    }
  } catch {
    /* quota or disabled storage: the lists live in memory for this visit */
  }
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
