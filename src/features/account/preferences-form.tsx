import React from "react";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { selectLocation } from "../../state/main-slice";
import { currencySaved, locationSaved, useAirports, useCurrencies } from "../traveller-context";
import { selectCurrency } from "../../state/utils-slice";
import * as styles from "../../components/forms/form.module.css";
import * as field from "../../components/forms/text-field.module.css";
import { useT } from "../../i18n";

/** Display currency and airport, saved to the account through currency/set and location/set. */
export function PreferencesForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const location = useAppSelector(selectLocation);
  const currencies = useCurrencies();
  const airports = useAirports();

  return (
    <div className={styles.form}>
      <div className={field.field}>
        <label className={field.label} htmlFor="account-currency">
          {t("preferences.displayCurrency")}
        </label>
        <select
          id="account-currency"
          className={field.input}
          value={currency}
          onChange={(e) => void dispatch(currencySaved(e.target.value))}
        >
          {!currencies.some((c) => c.code === currency) && <option value={currency}>{currency}</option>}
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} – {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={field.field}>
        <label className={field.label} htmlFor="account-airport">
          {t("availability.airport")}
        </label>
        <select
          id="account-airport"
          className={field.input}
          value={location ?? ""}
          onChange={(e) => void dispatch(locationSaved(e.target.value || null))}
        >
          <option value="">{t("preferences.noAirportChosen")}</option>
          {location && !airports.some((a) => a.slug === location) && (
            <option value={location}>{location.toUpperCase()}</option>
          )}
          {airports.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.iata} – {a.name}, {a.city}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
