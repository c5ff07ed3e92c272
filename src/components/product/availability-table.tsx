import React from "react";
import type { Availability } from "@travel-retail/api/schemas";
import { useAppSelector } from "../../state/hooks";
import { selectLocation } from "../../state/main-slice";
import { Price } from "../../features/listing";
import * as styles from "./availability-table.module.css";
import { useT } from "../../i18n";

/** Where the product is sold and for how much; the visitor's chosen airport comes first. */
export function AvailabilityTable({ availability }: { availability: Availability[] }) {
  const location = useAppSelector(selectLocation);
  const t = useT();
  if (availability.length === 0) return <p>{t("availability.none")}</p>;
  const rows = [...availability].sort((a, b) => Number(b.airport === location) - Number(a.airport === location));
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t("availability.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("availability.airport")}</th>
            <th scope="col">{t("availability.terminals")}</th>
            <th scope="col">{t("availability.price")}</th>
            <th scope="col">{t("availability.stock")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.airport} className={row.airport === location ? styles.chosen : undefined}>
              <th scope="row">
                {row.airport_name} ({row.iata}){row.airport === location && <span className={styles.badge}> {t("availability.yourAirport")}</span>}
              </th>
              <td>{row.terminals.join(", ") || "–"}</td>
              <td>
                <Price amount={row.price} />
              </td>
              <td>{row.in_stock ? t("availability.inStock") : t("availability.outOfStock")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
