import type { Image } from "../schemas/common.ts";
import { ARTWORK_VERSION } from "./artwork/index.ts";
import { photoFile, type Photo } from "./photos.ts";

/** Every kind of generated image, with the intrinsic size that pages reserve for it. */
export const IMAGE_KINDS = {
  products: { width: 600, height: 600 },
  brands: { width: 240, height: 120 },
  categories: { width: 1200, height: 630 },
  sections: { width: 1200, height: 630 },
  articles: { width: 1200, height: 630 },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

/**
 * A product's drawing at a card's size, `<slug>[--<n>].w400.svg`: the same picture with bars where its
 * labels' text would be (artwork/svg.ts, Lettering), since a card shows that text a few device pixels
 * tall (its name about 7 CSS px, its brand 3), beside a caption that says both. Only cards use it: not
 * offered in a product page's `srcset`, where a phone at 1× would pick it for a picture whose lettering
 * can be read. 400 px is a nominal size: a drawing scales, so a sharper screen loses nothing.
 */
export const PRODUCT_CARD_ARTWORK = { width: 400, height: 400, suffix: ".w400" } as const;

const artworkUrl = (kind: ImageKind, slug: string, view: number, suffix = "") =>
  `/media/${kind}/${view > 1 ? `${slug}--${view}` : slug}${suffix}.svg?v=${ARTWORK_VERSION}`;

/**
 * `/media/<kind>/<slug>.svg`, or `<slug>--<n>.svg` for a product's further views (a slug never holds "--"):
 * generated artwork, unless the operator has put a real photograph in its place (./photos.ts), named
 * with its version (its file's modification time, so a replaced photo is fetched again) and offered at
 * several widths in `srcset`. The artwork's version is in the URL because its bytes are cached for
 * good: a new drawing needs a new URL.
 */
export function imageFor(kind: ImageKind, slug: string, alt: string, view = 1): Image {
  const photo = photoFile(kind, slug, view);
  return photo ? photoImage(kind, photo, alt) : { url: artworkUrl(kind, slug, view), ...IMAGE_KINDS[kind], alt };
}

/** A photograph the operator supplied, by its version, with the smaller widths written beside it. */
function photoImage(kind: ImageKind, photo: Photo, alt: string): Image {
  const url = (file: string) => `/media/${kind}/${file}?v=${photo.version}`;
  const { width, height } = IMAGE_KINDS[kind];
  const image: Image = { url: url(photo.file), width, height, alt };
  // A drawing scales; a photograph is offered at each width it was written at, so small screens take less.
  if (photo.widths.length)
    image.srcset = [...photo.widths.map((w) => ({ url: url(w.file), width: w.width })), { url: image.url, width }];
  return image;
}

/**
 * A product card's picture: the card-sized drawing (PRODUCT_CARD_ARTWORK) as its only source, so that
 * listings carry no more bytes than before; a photograph as imageFor offers it.
 */
export function productCardImage(slug: string, alt: string): Image {
  const photo = photoFile("products", slug, 1);
  if (photo) return photoImage("products", photo, alt);
  const { width, height, suffix } = PRODUCT_CARD_ARTWORK;
  return { url: artworkUrl("products", slug, 1, suffix), width, height, alt };
}
