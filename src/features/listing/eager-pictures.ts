/**
 * The first screen's one eager, high-priority picture, as a count of cards: ProductListing's default
 * eagerCount (category, subcategory and search pages; a brand's or a section's page has its hero picture
 * instead), the home page's and a section's short page's grids, and the search page's head script and
 * early results (early-search.ts, src/features/search/early-results.ts).
 * One: with two, the second high-priority picture, fetched on a connection of its own before the first
 * was drawn, held Lighthouse's simulated largest paint at 909–939 ms on the home page in 7 of 8 trial runs; with
 * one, 5 of 7 runs drew it at 771–786 ms (bench/README.md, 2026-11-29). The others load lazily, as soon as
 * the first layout finds them on screen, and at low priority (ProductGrid, the search page's early results):
 * laid out on the first screen, Chromium raised them to high and they shared the link with the eager one.
 */
export const EAGER_CARD_PICTURES = 1;
