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

/** A visitor's list, kept in this browser until they sign in and it joins their account. */
export function VisitorList() {
  const { visitor } = useListsCache();
  const currency = useAppSelector(selectCurrency);
  const currencies = useCurrencies();
  const airports = useAirports();
  const location = useAppSelector(selectLocation);
  const airport = airports.find((a) => a.slug === location);
  return (
    <div className={styles.lists}>
      <p className={styles.notice}>
        This list is kept on this device only. <ShopLink to={signInPath("/my-lists/")}>Sign in</ShopLink> or{" "}
        <ShopLink to="/sign-up/">create an account</ShopLink> to keep it on every device: it joins your account when you
        sign in.
      </p>
      {visitor.length === 0 ? (
        <p>
          Your list is empty. Browse the shop and choose “Add to list” on anything you would like to buy at the airport.
        </p>
      ) : (
        <section aria-labelledby="visitor-list-title" className={styles.list}>
          <h2 id="visitor-list-title">Your list</h2>
          <p className={styles.forAirport}>
            {airport
              ? `Availability at ${airport.iata} – ${airport.name}, your chosen airport; prices as when you added each product.`
              : "Choose your airport at the top of the page to see what is sold there."}
          </p>
          <ListItems
            label="Your list on this device"
            items={visitor}
            airport={airport ? { slug: airport.slug, label: airport.iata } : null}
            currency={currency}
            currencies={currencies}
            onQuantity={setVisitorQuantity}
            onRemove={removeFromVisitorList}
          />
        </section>
      )}
    </div>
  );
}
