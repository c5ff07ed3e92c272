import type { Image } from "../schemas/common.ts";

/** Every kind of generated image, with the intrinsic size that pages reserve for it. */
export const IMAGE_KINDS = {
  products: { width: 600, height: 600 },
  brands: { width: 240, height: 120 },
  categories: { width: 1200, height: 630 },
  sections: { width: 1200, height: 630 },
  articles: { width: 1200, height: 630 },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** `/media/<kind>/<slug>.svg`, or `<slug>--<n>.svg` for a product's further views (a slug never holds "--"). */
export function imageFor(kind: ImageKind, slug: string, alt: string, view = 1): Image {
  const file = view > 1 ? `${slug}--${view}` : slug;
  return { url: `/media/${kind}/${file}.svg`, ...IMAGE_KINDS[kind], alt };
}
