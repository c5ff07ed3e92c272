import React from "react";
import type { Currency } from "@travel-retail/api/schemas";
import { ShopLink } from "../../components/shop-link";
import { formatMinorUnits, toMinorUnits } from "../../lib/money";
import { mediaUrl } from "../../lib/media-url";
import { routes } from "../../lib/routes";
import { QuantityInput } from "./quantity-input";
import { itemPrice, totalMinorUnits } from "./list-operations";
import { itemKey, itemSku, type LocalItem } from "./lists-cache";
import * as styles from "./list-items.module.css";
import { LOCALES, Message, useLanguage, useT } from "../../i18n";

/** One line of a list: a product in one size (lines stored before sizes have none: the default size). */
export type ListLine = Pick<LocalItem, "product" | "variant" | "quantity">;

/** The airport a list is for, as its lines' prices and availability are. */
export interface ListAirport {
  slug: string;
  label: string;
}

interface ListItemsProps {
  label: string;
  items: ListLine[];
  airport: ListAirport | null;
  currency: string;
  currencies: Currency[];
  /** `size` is the line's SKU (undefined for lines stored before sizes: the default size). */
  onQuantity: (slug: string, quantity: number, size: string | undefined) => void;
  onRemove: (slug: string, size: string | undefined) => void;
}

/**
 * A list's lines as cards (a table needed 440 px on a 360 px phone, issue 17): photo, name, size, price
 * and availability at the list's airport, quantity, line total and Remove, and the list's total in the
 * display currency. Every amount is converted to whole minor units once, so the total is exactly the sum
 * of the line totals shown.
 */
export function ListItems({ label, items, airport, currency, currencies, onQuantity, onRemove }: ListItemsProps) {
  const t = useT();
  const minor = (usd: string) => toMinorUnits(usd, currency, currencies) ?? 0;
  const locale = LOCALES[useLanguage()];
  const money = (amount: number) => formatMinorUnits(amount, currency, currencies, locale);
  const total = totalMinorUnits(items, currency, currencies);
  const count = items.reduce((sum, { quantity }) => sum + quantity, 0);
  return (
    <div className={styles.items}>
      <ul className={styles.lines} aria-label={label}>
        {items.map((item) => {
          const { product, quantity } = item;
          const available = airport ? product.available_at.includes(airport.slug) : null;
          const size = item.variant?.size ?? product.size;
          const sku = itemSku(item);
          const unit = minor(itemPrice(item));
          // The size is part of the line's name: the same product in two sizes is two lines.
          const name = size ? `${product.name}, ${size}` : product.name;
          return (
            <li key={itemKey(item)} className={styles.line}>
              <img
                className={styles.thumb}
                src={mediaUrl(product.image.url)}
                width={64}
                height={64}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <div className={styles.info}>
                <ShopLink to={routes.product(product.slug)} className={styles.name}>
                  {product.name}
                </ShopLink>
                <p className={styles.meta}>
                  {product.brand.name} · <span data-testid="list-item-size">{size}</span>
                </p>
                <p className={styles.meta}>
                  <Message id="lists.unitPrice" values={{ price: <span className={styles.unit}>{money(unit)}</span> }} />
                  {available !== null && airport && (
                    <>
                      {" · "}
                      <span className={available ? styles.available : styles.unavailable}>
                        {available ? t("lists.availableAt", { airport: airport.label }) : t("lists.notSoldAt", { airport: airport.label })}
                      </span>
                    </>
                  )}
                </p>
              </div>
              <div className={styles.controls}>
                <QuantityInput
                  label={t("lists.quantityOf", { name })}
                  value={quantity}
                  onCommit={(next) => onQuantity(product.slug, next, sku)}
                />
                <button type="button" className={styles.remove} onClick={() => onRemove(product.slug, sku)}>
                  {t("lists.remove")}
                  <span className="visually-hidden"> {name}</span>
                </button>
              </div>
              <p className={styles.subtotal}>
                <span className="visually-hidden">{t("lists.lineTotal")} </span>
                {money(unit * quantity)}
              </p>
            </li>
          );
        })}
      </ul>
      <p className={styles.total}>
        <span>
          {t("lists.total")}{" "}
          <span className={styles.count}>({t("header.listItems", { count })})</span>
        </span>
        <span data-testid="list-total">{money(total)}</span>
      </p>
    </div>
  );
}
