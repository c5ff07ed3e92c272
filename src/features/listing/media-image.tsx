import React from "react";
import type { Image } from "@travel-retail/api/schemas";
import { CARD_SIZES, mediaUrl } from "../../lib/media-url";

interface MediaImageProps {
  image: Image;
  className?: string;
  /** The one image in the first viewport (a product's photo, an article's cover) loads eagerly. */
  eager?: boolean;
  /**
   * Never the page's largest paint: a card's picture on a page whose one eager picture is another card's or
   * a hero's (ProductGrid's othersLow), a product's other views beside its main picture. Fetched at low
   * priority even on the first screen, where the browser raises a laid-out picture to high and lets it
   * share the link with the eager picture (eager-pictures.ts).
   */
  lowPriority?: boolean;
  /** Set when nearby text already says what the image shows. */
  decorative?: boolean;
  /**
   * How wide the image is shown, for a photograph offered at several widths (`image.srcset`); by default
   * a product card's (CARD_SIZES).
   */
  sizes?: string;
}

/** An API image with its intrinsic size, so the browser reserves the space and nothing shifts. */
export function MediaImage({
  image,
  className,
  eager = false,
  lowPriority = false,
  decorative = false,
  sizes = CARD_SIZES,
}: MediaImageProps) {
  const srcSet = image.srcset?.map((source) => `${mediaUrl(source.url)} ${source.width}w`).join(", ");
  return (
    <img
      src={mediaUrl(image.url)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={decorative ? "" : image.alt}
      className={className}
      loading={eager ? "eager" : "lazy"}
      // The first screen's image is the page's largest paint: fetched before scripts and styles that
      // can wait. Lower-case, as React 18 passes unknown attributes through (it warns on fetchPriority).
      {...(eager ? { fetchpriority: "high" } : lowPriority ? { fetchpriority: "low" } : {})}
      // The first screen's image is drawn in the frame its bytes arrive for, with the text around it
      // (decoding="async" let the browser paint that frame without it and add it a frame or more later,
      // which is when the largest paint counts); the others are decoded off the frame's path.
      decoding={eager ? undefined : "async"}
    />
  );
}
