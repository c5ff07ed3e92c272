/**
 * Search: the search page's query, box and results, and the early results painter (its first results
 * painted before hydration from the head script's answer: the results included in the page's HTML where
 * it is served with includes, else its own request; the listing feature owns both and takes the answer).
 * The page file in src/pages is the route; other code reaches this feature only through this file.
 */
export { SearchResults } from "./search-results";
