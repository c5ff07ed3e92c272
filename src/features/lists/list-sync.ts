import { nanoid } from "@reduxjs/toolkit";
import type { ProductSummary, Wishlist, WishlistItemSize } from "@travel-retail/api/schemas";
import { isAxiosError } from "../../api-client/errors";
import { createWishlist, deleteWishlistItem, fetchWishlists, putWishlistItem } from "./api";
import { getListsCache, isItemFor, isOnline, itemSku, reloadListsCache, updateListsCache, type ListOperation } from "./lists-cache";
import { addLocalItem, applyOperation, clampQuantity, coalesce, pickDefaultList, type KnownItem } from "./list-operations";

export const DEFAULT_LIST_NAME = "My list";
const OUTBOX_LOCK_NAME = "travel-retail:lists-outbox";

export class OfflineError extends Error {
  constructor(message = "You are offline. Connect to the internet and try again.") {
    super(message);
    this.name = "OfflineError";
  }
}

// Startup code (the store's session listener) needs these without loading the rest of this module.
export { forgetAccountLists, isOnline } from "./lists-cache";

/** Any product and size the cache knows, so a queued change can show its row before the server answers. */
function knownItem(slug: string, size: string | undefined): KnownItem | undefined {
  const cache = getListsCache();
  for (const list of cache.lists) {
    const item = list.items.find((entry) => isItemFor(entry, slug, size));
    if (item) return item;
  }
  return cache.visitor.find((entry) => isItemFor(entry, slug, size));
}

// ---- the visitor's list, kept in this browser only ----

/** Adds a product in a size (its default size without `variant`) to the visitor's list. */
export function addToVisitorList(product: ProductSummary, quantity = 1, variant?: WishlistItemSize) {
  updateListsCache((cache) => ({ ...cache, visitor: addLocalItem(cache.visitor, product, quantity, variant) }));
}

export function setVisitorQuantity(slug: string, quantity: number, size?: string) {
  updateListsCache((cache) => ({
    ...cache,
    visitor: cache.visitor.map((item) =>
      isItemFor(item, slug, size) ? { ...item, quantity: clampQuantity(quantity) } : item,
    ),
  }));
}

export function removeFromVisitorList(slug: string, size?: string) {
  updateListsCache((cache) => ({ ...cache, visitor: cache.visitor.filter((item) => !isItemFor(item, slug, size)) }));
}

// ---- the signed-in user's lists: optimistic locally, sent through the outbox ----

type NewOperation =
  | { kind: "setQuantity"; listId: number; product: string; size?: string; quantity: number }
  | { kind: "removeItem"; listId: number; product: string; size?: string };

export function queueListOperation(operation: NewOperation, known?: KnownItem) {
  const queued = { ...operation, id: nanoid() } as ListOperation;
  if (queued.kind === "setQuantity") queued.quantity = clampQuantity(queued.quantity);
  updateListsCache((cache) => ({
    ...cache,
    outbox: coalesce(cache.outbox, queued),
    lists: applyOperation(cache.lists, queued, (slug, size) =>
      known && known.product.slug === slug ? known : knownItem(slug, size),
    ),
  }));
  if (isOnline()) void flushOutbox();
}

export interface FlushResult {
  sent: number;
  dropped: number;
  pending: number;
}

function send(operation: ListOperation) {
  return operation.kind === "setQuantity"
    ? putWishlistItem(operation.listId, operation.product, operation.quantity, operation.size)
    : deleteWishlistItem(operation.listId, operation.product, operation.size);
}

/** Failures worth trying again later; anything else the server will refuse forever. */
function isTransient(error: unknown) {
  if (!isAxiosError(error) || !error.response) return true;
  const { status } = error.response;
  return status >= 500 || status === 401 || status === 403 || status === 408 || status === 429;
}

function dequeue(id: string) {
  updateListsCache((cache) => ({ ...cache, outbox: cache.outbox.filter((queued) => queued.id !== id) }));
}

async function drainOutbox(): Promise<FlushResult> {
  // Another tab may have sent part of the outbox while this one waited for the lock.
  if (typeof window !== "undefined") reloadListsCache();
  let sent = 0;
  let dropped = 0;
  for (;;) {
    const operation = getListsCache().outbox[0];
    if (!operation) break;
    try {
      await send(operation);
      sent += 1;
    } catch (error) {
      const gone = isAxiosError(error) && error.response?.status === 404 && operation.kind === "removeItem";
      if (!gone && isTransient(error)) break;
      if (!gone) dropped += 1;
    }
    // Removal by id: a newer change to the same product queued meanwhile stays and goes next.
    dequeue(operation.id);
  }
  return { sent, dropped, pending: getListsCache().outbox.length };
}

let flushing: Promise<FlushResult> | null = null;

/** Sends queued changes in order, one flush at a time in this tab and, where supported, across tabs. */
export function flushOutbox(): Promise<FlushResult> {
  flushing ??= (async () => {
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    return locks?.request ? ((await locks.request(OUTBOX_LOCK_NAME, drainOutbox)) as FlushResult) : drainOutbox();
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Fetches the lists and lays the still-queued changes over them, so nothing pending seems lost. */
export async function syncLists(ownerId: number): Promise<Wishlist[]> {
  const fetched = await fetchWishlists();
  const cache = updateListsCache((current) => {
    const outbox = current.ownerId === null || current.ownerId === ownerId ? current.outbox : [];
    const lists = outbox.reduce((result, operation) => applyOperation(result, operation, knownItem), fetched);
    return { ...current, ownerId, outbox, lists, syncedAt: new Date().toISOString() };
  });
  return cache.lists;
}

async function ensureDefaultList(ownerId: number, airport: string | null): Promise<Wishlist> {
  const cache = getListsCache();
  const cached = cache.ownerId === ownerId ? pickDefaultList(cache.lists, airport) : undefined;
  if (cached) return cached;
  if (!isOnline()) throw new OfflineError("You are offline. Connect to the internet to start your first list.");
  const lists = await syncLists(ownerId);
  const existing = pickDefaultList(lists, airport);
  if (existing) return existing;
  const created = await createWishlist({ name: DEFAULT_LIST_NAME, airport });
  updateListsCache((current) => ({ ...current, lists: [...current.lists, created] }));
  return created;
}

/**
 * Adds one more of a product in a size (its default size without `variant`) to the signed-in user's
 * default list; returns the list it went to.
 */
export async function addToAccountList(
  product: ProductSummary,
  ownerId: number,
  airport: string | null,
  variant?: WishlistItemSize,
): Promise<Wishlist> {
  const list = await ensureDefaultList(ownerId, airport);
  const current = getListsCache().lists.find((entry) => entry.id === list.id) ?? list;
  const size = variant?.sku ?? product.sku;
  const quantity = (current.items.find((item) => isItemFor(item, product.slug, size))?.quantity ?? 0) + 1;
  queueListOperation({ kind: "setQuantity", listId: list.id, product: product.slug, size, quantity }, { product, variant });
  return list;
}

/**
 * After sign-in the visitor's list joins the account's default list. A product on both keeps the larger
 * quantity, which makes the merge safe to repeat: nothing is lost and nothing counted twice. The visitor
 * list is emptied in the same write that queues the changes, so an interruption cannot drop them.
 */
export async function mergeVisitorList(ownerId: number, airport: string | null): Promise<void> {
  if (getListsCache().visitor.length === 0) return;
  await syncLists(ownerId);
  const target = await ensureDefaultList(ownerId, airport);
  updateListsCache((cache) => {
    const list = cache.lists.find((entry) => entry.id === target.id) ?? target;
    let outbox = cache.outbox;
    let lists = cache.lists;
    for (const item of cache.visitor) {
      const size = itemSku(item);
      const onList = list.items.find((entry) => isItemFor(entry, item.product.slug, size))?.quantity ?? 0;
      const quantity = clampQuantity(Math.max(onList, item.quantity));
      if (quantity === onList) continue;
      const operation: ListOperation = {
        id: nanoid(),
        kind: "setQuantity",
        listId: list.id,
        product: item.product.slug,
        ...(size === undefined ? {} : { size }),
        quantity,
      };
      outbox = coalesce(outbox, operation);
      lists = applyOperation(lists, operation, () => item);
    }
    return { ...cache, visitor: [], outbox, lists };
  });
  if (isOnline()) await flushOutbox();
}
