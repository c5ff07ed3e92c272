import React, { useId } from "react";
import type { Variant } from "@travel-retail/api/schemas";
import { Price } from "../../features/listing";
import * as styles from "./size-choice.module.css";
import { useT } from "../../i18n";

interface SizeChoiceProps {
  variants: Variant[];
  selected: string;
  onSelect: (sku: string) => void;
}

/**
 * The sizes of a product as a radio group: one tab stop, arrow keys move between sizes, and each
 * size's label carries its price. Rendered checked on the server, so without JavaScript the page still
 * shows the default size chosen and priced.
 */
export function SizeChoice({ variants, selected, onSelect }: SizeChoiceProps) {
  const name = useId();
  const t = useT();
  if (variants.length < 2) return null;
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t("product.size")}</legend>
      <div className={styles.options}>
        {variants.map((variant) => (
          <label key={variant.sku} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={variant.sku}
              checked={variant.sku === selected}
              onChange={() => onSelect(variant.sku)}
              className={styles.radio}
            />
            <span className={styles.size}>{variant.size}</span>
            <span className={styles.optionPrice}>
              <Price amount={variant.price} />
            </span>
            {!variant.in_stock && <span className={styles.note}>{t("product.sizeOutOfStock")}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
