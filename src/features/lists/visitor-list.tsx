import React from "react";
import { ShopLink } from "../../components/shop-link";
import { signInPath } from "../../lib/safe-next";
import { useAppSelector } from "../../state/hooks";
import { useListsCache } from "./lists-cache";
import { removeFromVisitorList, setVisitorQuantity } from "./list-sync";
import { selectCurrency } from "../../state/utils-slice";
import { ListItems } from "./list-items";
import { useAirports, useCurrencies } from "../traveller-context";
import { selectLocation } from "../../state/main-slice";
import * as styles from "./my-lists.module.css";
import { Message, useT } from "../../i18n";
import { LazyTripRules, listLine } from "../trip";

/** A visitor's list, kept in this browser until they sign in and it joins their account. */
export function VisitorList() {
  const t = useT();
  const { visitor } = useListsCache();
  const currency = useAppSelector(selectCurrency);
  const currencies = useCurrencies();
  const airports = useAirports();
  const location = useAppSelector(selectLocation);
  const airport = airports.find((a) => a.slug === location);
  return (
    <div className={styles.lists}>
      <p className={styles.notice}>
        <Message
          id="lists.visitorNotice"
          values={{
            signIn: (text) => <ShopLink to={signInPath("/my-lists/")}>{text}</ShopLink>,
            signUp: (text) => <ShopLink to="/sign-up/">{text}</ShopLink>,
          }}
        />
      </p>
      {visitor.length === 0 ? (
        <p>{t("lists.visitorEmpty")}</p>
      ) : (
        <section aria-labelledby="visitor-list-title" className={styles.list}>
          <h2 id="visitor-list-title">{t("lists.yourList")}</h2>
          <p className={styles.forAirport}>
            {airport
              ? t("lists.availabilityAt", { iata: airport.iata, airport: airport.name })
              : t("lists.chooseAirport")}
          </p>
          <ListItems
            label={t("lists.yourListOnDevice")}
            items={visitor}
            airport={airport ? { slug: airport.slug, label: airport.iata } : null}
            currency={currency}
            currencies={currencies}
            onQuantity={setVisitorQuantity}
            onRemove={removeFromVisitorList}
          />
          <LazyTripRules variant="list" departure={location ? location.toUpperCase() : null} lines={visitor.map(listLine)} />
        </section>
      )}
    </div>
  );
}
