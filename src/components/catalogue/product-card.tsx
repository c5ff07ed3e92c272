import React from "react";
import { ShopLink as Link } from "../shop-link";
import type { ProductSummary } from "@travel-retail/api/schemas";
import { AddToListButton } from "../../features/lists";
import { routes } from "../../lib/routes";
import { MediaImage } from "./media-image";
import { Price } from "./price";
import * as styles from "./product-card.module.css";

/** `eager`: the card is in the first viewport, so its image is the page's largest paint: don't lazy-load it. */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  return (
    <article className={styles.card} aria-labelledby={`product-${product.slug}`}>
      <MediaImage image={product.image} className={styles.image} eager={eager} />
      <p className={styles.brand}>{product.brand.name}</p>
      <h3 id={`product-${product.slug}`} className={styles.name}>
        <Link to={routes.product(product.slug)} className={styles.link}>
          {product.name}
        </Link>
      </h3>
      <p className={styles.size}>{product.size}</p>
      <p className={styles.price}>
        <Price amount={product.price} />
      </p>
      <div className={styles.actions}>
        <AddToListButton product={product} />
      </div>
    </article>
  );
}
