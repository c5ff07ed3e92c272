import type { Image } from "../schemas/common.ts";
import { ARTWORK_VERSION } from "./artwork/index.ts";
import { photoFile } from "./photos.ts";

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
 * `/media/<kind>/<slug>.svg`, or `<slug>--<n>.svg` for a product's further views (a slug never holds "--"):
 * generated artwork, unless the operator has put a real photograph in its place (./photos.ts). The
 * artwork's version is in the URL because its bytes are cached for good: a new drawing needs a new URL.
 */
export function imageFor(kind: ImageKind, slug: string, alt: string, view = 1): Image {
  const photo = photoFile(kind, slug, view);
  const url = photo
    ? `/media/${kind}/${photo}`
    : `/media/${kind}/${view > 1 ? `${slug}--${view}` : slug}.svg?v=${ARTWORK_VERSION}`;
  return { url, ...IMAGE_KINDS[kind], alt };
}
