import React, { memo } from "react";
import type { ProductSummary } from "@travel-retail/api/schemas";
import { ProductCard } from "./product-card";
import * as styles from "./product-grid.module.css";
import { useT } from "../../i18n";

interface ProductGridProps {
  products: ProductSummary[];
  label?: string;
  /**
   * How many leading cards sit in the first viewport (their images load eagerly). When there are some, the
   * other cards' pictures are fetched at low priority; without (a brand's page, whose logo is the eager
   * picture), a card's picture may be the largest paint and keeps the browser's own priority.
   */
  eagerCount?: number;
}

/** Memoised: a listing re-renders for its own state (loading, inputs); the cards only when the products change. */
export const ProductGrid = memo(function ProductGrid({ products, label, eagerCount = 0 }: ProductGridProps) {
  const t = useT();
  if (products.length === 0) return <p>{t("listing.noneYet")}</p>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} eager={index < eagerCount} lowPriority={eagerCount > 0 && index >= eagerCount} />
        </li>
      ))}
    </ul>
  );
});
