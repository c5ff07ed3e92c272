/**
 * Listing (the specification's product lists): the paginated, filterable product listing of category,
 * brand, section and search pages, the product grid and card, tiles, product images and prices, the
 * catalogue API calls, and the head script's early first request of a search (early-search.ts). Other
 * code reaches this feature only through this file (a lint rule says so); api.ts is loaded on demand
 * by its own path, so that its HTTP client is not in every page's first download.
 */
export { FIRST_BATCH, ORDERINGS, ProductListing } from "./product-listing";
export { EAGER_CARD_PICTURES } from "./eager-pictures";
export { ProductGrid } from "./product-grid";
export { MediaImage } from "./media-image";
export { Price } from "./price";
export { Tile, TileGrid } from "./tile";
export { useAirportProducts } from "./use-airport-products";
export { useLiveOffers } from "./use-live-offers";
export {
  FIRST_RESULTS_ID,
  earlySearchScript,
  firstResultsInclude,
  hasEarlySearch,
  inlineMediaUrl,
  inlineSrcset,
  searchKey,
} from "./early-search";
// The class names of the listing's markup, for the search page's early results painter, which paints
// the same markup before hydration (src/features/search/early-results.ts).
export { cardStyles, gridStyles, listingStyles, paginationStyles } from "./markup-classes";
