/**
 * Lists (the specification's my-lists, on /api/wishlist/): a visitor's list kept in the browser, a
 * signed-in user's lists synced with the API and usable offline, the add-to-list button on products.
 * Other code reaches this feature only through this file (a lint rule says so); list-sync is loaded
 * on demand by its own path, so that pages without lists do not download it.
 */
export { AddToListButton } from "./add-to-list-button";
export { MyLists } from "./my-lists";
export { useListItemCount } from "./list-count";
export {
  LISTS_CACHE_KEY,
  forgetAccountLists,
  getListsCache,
  isOnline,
  keepUnsentListChanges,
  reloadListsCache,
  resetListsCacheForTests,
} from "./lists-cache";
// The add-to-list button's class names, for the search page's early results painter (same markup).
export { addToListStyles } from "./markup-classes";
