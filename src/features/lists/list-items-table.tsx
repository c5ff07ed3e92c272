import React from "react";
import { ShopLink } from "../../components/shop-link";
import type { Currency } from "@travel-retail/api/schemas";
import { formatPrice } from "../../lib/money";
import { routes } from "../../lib/routes";
import { totalUsd } from "./list-operations";
import type { LocalItem } from "./lists-cache";
import { QuantityInput } from "./quantity-input";
import * as styles from "./my-lists.module.css";

interface ListItemsTableProps {
  caption: string;
  items: Pick<LocalItem, "product" | "quantity">[];
  currency: string;
  currencies: Currency[];
  onQuantity: (slug: string, quantity: number) => void;
  onRemove: (slug: string) => void;
}

/** A list's rows with their quantities and the total in the chosen currency (prices are USD, converted by rate). */
export function ListItemsTable({ caption, items, currency, currencies, onQuantity, onRemove }: ListItemsTableProps) {
  const price = (usd: string) => formatPrice(usd, currency, currencies);
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className={`${styles.number} ${styles.hideSmall}`}>
            Price
          </th>
          <th scope="col">Quantity</th>
          <th scope="col" className={styles.number}>
            Subtotal
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map(({ product, quantity }) => (
          <tr key={product.slug}>
            <th scope="row">
              <ShopLink to={routes.product(product.slug)}>{product.name}</ShopLink>
              <div>
                {product.brand.name} · {product.size}
              </div>
            </th>
            <td className={`${styles.number} ${styles.hideSmall}`}>{price(product.price)}</td>
            <td>
              <QuantityInput
                label={`Quantity of ${product.name}`}
                value={quantity}
                onCommit={(next) => onQuantity(product.slug, next)}
              />
            </td>
            <td className={styles.number}>{price(totalUsd([{ product, quantity }]))}</td>
            <td>
              <button type="button" className={styles.remove} onClick={() => onRemove(product.slug)}>
                Remove<span className="visually-hidden"> {product.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.total}>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className={styles.number} colSpan={1} data-testid="list-total">
            {price(totalUsd(items))}
          </td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
