import React from "react";
import type { AirportShop } from "@travel-retail/api/schemas";
import { compactSchedule } from "../../lib/opening-hours";
import { shopAnchor } from "./airport-json-ld";
import { OpenNow } from "./open-now";
import * as styles from "./shop-card.module.css";
import { useT } from "../../i18n";

/** One shop of an airport: where it is, whether orders can be collected there, and its week's hours. */
export function ShopCard({ shop, timeZone, zoneLabel }: { shop: AirportShop; timeZone: string; zoneLabel: string }) {
  const t = useT();
  const headingId = `${shopAnchor(shop.slug)}-name`;
  return (
    <article id={shopAnchor(shop.slug)} className={styles.shop} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {shop.name}
      </h3>
      <p className={styles.tags}>
        <span className={styles.kind}>{shop.kind}</span>
        {shop.collection_point && <span className={styles.collect}>{t("airport.collectionPoint")}</span>}
        <OpenNow hours={shop.opening_hours} timeZone={timeZone} />
      </p>
      <p className={styles.where}>
        {shop.terminal.name}, {shop.zone}
      </p>
      {shop.note && <p className={styles.note}>{shop.note}</p>}
      <table className={styles.hours}>
        <caption>{t("airport.openingHours", { zone: zoneLabel })}</caption>
        <tbody>
          {compactSchedule(shop.opening_hours).map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
