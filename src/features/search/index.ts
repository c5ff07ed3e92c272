/**
 * Search: the search page's query, box and results, and the early results painter (its first results
 * painted before hydration from the head script's request, which the listing feature sends and takes).
 * The page file in src/pages is the route; other code reaches this feature only through this file.
 */
export { SearchResults } from "./search-results";
