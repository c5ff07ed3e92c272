import React from "react";
import type { Airport } from "@travel-retail/api/schemas";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { selectLocation } from "../../state/main-slice";
import { locationSaved } from "../../features/traveller-context";
import * as styles from "./shop-here.module.css";
import { useT } from "../../i18n";

/**
 * "Shop here": makes `airport` the visitor's location (prices and availability follow it), or, when it
 * already is, says so and offers to show every airport again. Used by the airports list and each airport's page.
 */
export function ShopHere({ airport }: { airport: Pick<Airport, "slug" | "name"> }) {
  const t = useT();
  const location = useAppSelector(selectLocation);
  const dispatch = useAppDispatch();
  if (airport.slug === location) {
    return (
      <p className={styles.current}>
        <strong>{t("airport.yours")}</strong>{" "}
        <button type="button" className="button button-secondary" onClick={() => dispatch(locationSaved(null))}>
          {t("airport.showAll")}
        </button>
      </p>
    );
  }
  return (
    <button
      type="button"
      className="button"
      aria-label={t("airport.shopAt", { airport: airport.name })}
      onClick={() => dispatch(locationSaved(airport.slug))}
    >
      {t("airport.shopHere")}
    </button>
  );
}
