import React from "react";
import type { Availability } from "@travel-retail/api/schemas";
import { useAppSelector } from "../../state/hooks";
import { selectLocation } from "../../state/main-slice";
import { Price } from "../../features/listing";
import * as styles from "./availability-table.module.css";

/** Where the product is sold and for how much; the visitor's chosen airport comes first. */
export function AvailabilityTable({ availability }: { availability: Availability[] }) {
  const location = useAppSelector(selectLocation);
  if (availability.length === 0) return <p>Not on sale at any airport right now.</p>;
  const rows = [...availability].sort((a, b) => Number(b.airport === location) - Number(a.airport === location));
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className="visually-hidden">Availability by airport</caption>
        <thead>
          <tr>
            <th scope="col">Airport</th>
            <th scope="col">Terminals</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.airport} className={row.airport === location ? styles.chosen : undefined}>
              <th scope="row">
                {row.airport_name} ({row.iata}){row.airport === location && <span className={styles.badge}> your airport</span>}
              </th>
              <td>{row.terminals.join(", ") || "–"}</td>
              <td>
                <Price amount={row.price} />
              </td>
              <td>{row.in_stock ? "In stock" : "Out of stock"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
