import React from "react";
import { ShopLink as Link } from "../../components/shop-link";
import type { ProductSummary } from "@travel-retail/api/schemas";
import { AddToListButton } from "../lists";
import { routes } from "../../lib/routes";
import { MediaImage } from "./media-image";
import { Price } from "./price";
import * as styles from "./product-card.module.css";
import { useT } from "../../i18n";

/**
 * A product's card: one per product whatever its sizes (variants); "Add to list" adds the default size.
 * `eager`: the card is in the first viewport, so its image is the page's largest paint: don't lazy-load it.
 * `lowPriority`: another card's picture is that (MediaImage's lowPriority). */
export function ProductCard({ product, eager = false, lowPriority = false }: { product: ProductSummary; eager?: boolean; lowPriority?: boolean }) {
  const t = useT();
  return (
    <article className={styles.card} aria-labelledby={`product-${product.slug}`}>
      <MediaImage image={product.image} className={styles.image} eager={eager} lowPriority={lowPriority} />
      <p className={styles.brand}>{product.brand.name}</p>
      <h3 id={`product-${product.slug}`} className={styles.name}>
        <Link to={routes.product(product.slug)} className={styles.link}>
          {product.name}
        </Link>
      </h3>
      <p className={styles.size}>{product.sizes.length > 1 ? product.sizes.join(" · ") : product.size}</p>
      <p className={styles.price}>
        {/* One card per product: when its sizes cost different amounts, the lowest is a "from" price. */}
        {product.max_price !== product.price && <span className={styles.from}>{t("product.fromPrice")} </span>}
        <Price amount={product.price} />
      </p>
      <div className={styles.actions}>
        <AddToListButton product={product} />
      </div>
    </article>
  );
}
