import React from "react";
import type { Reservation } from "@travel-retail/api/schemas";
import { useT } from "../../i18n";
import * as styles from "./counter.module.css";

/**
 * What to take from the shelves for the reservations still to pack (placed), summed per size: printed
 * with the day's list (the page's print style shows only this and the list).
 */
export function PickList({ title, reservations }: { title: string; reservations: Reservation[] }) {
  const t = useT();
  const lines = new Map<string, { label: string; sku: string; quantity: number }>();
  for (const r of reservations.filter((x) => x.status === "placed")) {
    for (const item of r.items) {
      const line = lines.get(item.sku) ?? {
        label: `${item.product.name}, ${item.size}`,
        sku: item.sku,
        quantity: 0,
      };
      line.quantity += item.quantity;
      lines.set(item.sku, line);
    }
  }
  if (lines.size === 0) return null;
  return (
    <section className={styles.pickList} aria-labelledby="pick-list">
      <h2 id="pick-list">{title}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("counter.items")}</th>
            <th scope="col">{t("counter.sku")}</th>
            <th scope="col">{t("counter.quantity")}</th>
          </tr>
        </thead>
        <tbody>
          {[...lines.values()]
            .sort((a, b) => a.label.localeCompare(b.label))
            .map((line) => (
              <tr key={line.sku}>
                <td>{line.label}</td>
                <td>{line.sku}</td>
                <td>{line.quantity}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
