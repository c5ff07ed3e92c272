import { useAppSelector } from "../../state/hooks";
import { selectUser } from "../../state/user-slice";
import { useListsCache, type ListsCache } from "./lists-cache";

/**
 * How many products the shopper has on lists: a visitor's list in this browser, or a signed-in user's
 * items across the lists last synced to this browser (another user's copy does not count). A product on
 * two lists counts twice, as it shows twice on My lists.
 */
export function countListItems(cache: ListsCache, userId: number | null): number {
  if (userId === null) return cache.visitor.length;
  if (cache.ownerId !== userId) return 0;
  return cache.lists.reduce((sum, list) => sum + list.items.length, 0);
}

/**
 * The count for the header's My lists link. It reads the browser's list cache, so it costs no request;
 * on the server and during hydration the cache reads as empty, so the count arrives right after.
 */
export function useListItemCount(): number {
  const cache = useListsCache();
  const user = useAppSelector(selectUser);
  return countListItems(cache, user?.id ?? null);
}
