import React, { memo } from "react";
import type { ProductSummary } from "@travel-retail/api/schemas";
import { ProductCard } from "./product-card";
import * as styles from "./product-grid.module.css";
import { useT } from "../../i18n";

interface ProductGridProps {
  products: ProductSummary[];
  label?: string;
  /** How many leading cards sit in the first viewport (their images load eagerly). */
  eagerCount?: number;
  /**
   * The other cards' pictures at low priority, on the first screen too, so that they do not share the link
   * with the page's one high-priority picture (eager-pictures.ts). By default when the grid has eager cards;
   * a page whose hero is that picture says so (a thematic section); a brand page does not, since its eager
   * picture is a small logo and a card's may be its largest paint.
   */
  othersLow?: boolean;
}

/** Memoised: a listing re-renders for its own state (loading, inputs); the cards only when the products change. */
export const ProductGrid = memo(function ProductGrid({ products, label, eagerCount = 0, othersLow = eagerCount > 0 }: ProductGridProps) {
  const t = useT();
  if (products.length === 0) return <p>{t("listing.noneYet")}</p>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} eager={index < eagerCount} lowPriority={othersLow && index >= eagerCount} />
        </li>
      ))}
    </ul>
  );
});
