import React from "react";
import type { ProductSummary } from "@travel-retail/api/schemas";
import { ProductCard } from "./product-card";
import * as styles from "./product-grid.module.css";

export function ProductGrid({ products, label }: { products: ProductSummary[]; label?: string }) {
  if (products.length === 0) return <p>No products here yet.</p>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.slug}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
