import React from "react";
import type { Image } from "@travel-retail/api/schemas";
import { mediaUrl } from "../../lib/media-url";

interface MediaImageProps {
  image: Image;
  className?: string;
  /** The one image in the first viewport (a product's photo, an article's cover) loads eagerly. */
  eager?: boolean;
  /** Set when nearby text already says what the image shows. */
  decorative?: boolean;
}

/** An API image with its intrinsic size, so the browser reserves the space and nothing shifts. */
export function MediaImage({ image, className, eager = false, decorative = false }: MediaImageProps) {
  return (
    <img
      src={mediaUrl(image.url)}
      width={image.width}
      height={image.height}
      alt={decorative ? "" : image.alt}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
