import React from "react";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { selectCurrency } from "../../state/utils-slice";
import { selectLocation } from "../../state/main-slice";
import { currencySaved, locationSaved } from "./preferences-thunks";
import { useSiteData } from "../../lib/use-site-data";
import * as styles from "./pickers.module.css";
import { useT } from "../../i18n";

// Native selects: keyboard, screen-reader and mobile friendly with no extra script.

export function CurrencyPicker() {
  const t = useT();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const { currencies } = useSiteData();
  return (
    <label className={styles.picker}>
      <span className={styles.label}>{t("pickers.currency")}</span>
      <select className={styles.select} value={currency} onChange={(event) => dispatch(currencySaved(event.target.value))}>
        {!currencies.some((c) => c.code === currency) && <option value={currency}>{currency}</option>}
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} ({c.symbol})
          </option>
        ))}
      </select>
    </label>
  );
}

export function AirportPicker() {
  const t = useT();
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectLocation);
  const { airports } = useSiteData();
  return (
    <label className={styles.picker}>
      <span className={styles.label}>{t("availability.airport")}</span>
      <select
        className={styles.select}
        value={location ?? ""}
        onChange={(event) => dispatch(locationSaved(event.target.value || null))}
      >
        <option value="">{t("pickers.allAirports")}</option>
        {airports.map((a) => (
          <option key={a.slug} value={a.slug}>
            {a.iata} – {a.city}
          </option>
        ))}
      </select>
    </label>
  );
}
