/**
 * Generated artwork: deterministic SVG pictures of products (by kind: bottles, flacons, boxes,
 * accessories), brand logos, and scenes for categories, sections and articles, all in one visual
 * language. Real photographs, where an operator has put them, replace these (see ../photos.ts).
 */
export { productArtwork } from "./product.ts";
export { articleArtwork, brandArtwork, shelfArtwork, shelfItem, type Shelf } from "./scenes.ts";
export { kindOf, type Kind } from "./kinds.ts";

/** Raise when the drawings change: image URLs carry it, so browsers and CDNs that keep pictures for good fetch the new ones. */
export const ARTWORK_VERSION = "2";
