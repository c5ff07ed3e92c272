/** Products per listing page: the server-rendered first page and every page fetched after it. */
export const LISTING_PAGE_SIZE = 24;
