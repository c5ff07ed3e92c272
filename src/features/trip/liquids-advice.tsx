import React from "react";
import { liquidsAdvice, type Trip } from "@travel-retail/api/rules";
import { useT } from "../../i18n";
import { airportLabel } from "./airport-names";
import * as styles from "./trip.module.css";

/**
 * On a trip with connections: what to do with liquids, aerosols and gels over 100 ml bought here (the
 * sealed security bag, the receipt, until the last leg), and the connections where screening may take
 * them away.
 */
export function LiquidsAdvice({ trip, items }: { trip: Trip; items: { volumeMl: number | null; quantity: number }[] }) {
  const t = useT();
  const advice = liquidsAdvice(trip, items);
  if (!advice) return null;
  return (
    <section className={styles.liquids} data-testid="liquids-advice" aria-label={t("trip.liquids.title")}>
      <h3 className={styles.heading}>{t("trip.liquids.title")}</h3>
      <p>{t("trip.liquids.advice", { units: advice.units })}</p>
      <ul className={styles.allowances}>
        {advice.connections.map((c) => (
          <li key={c.iata} className={c.outcome === "accepted" ? undefined : styles.over} data-outcome={c.outcome}>
            {c.outcome === "accepted"
              ? t("trip.liquids.accepted", { airport: airportLabel(c.iata), hours: c.maxHours })
              : c.outcome === "may-refuse"
                ? t("trip.liquids.mayRefuse", { airport: airportLabel(c.iata) })
                : t("trip.liquids.unknown", { airport: airportLabel(c.iata) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
