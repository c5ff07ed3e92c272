import React from "react";
import { ShopLink } from "../../components/shop-link";
import { signInPath } from "../../lib/safe-next";
import { useAppSelector } from "../../state/hooks";
import { useListsCache } from "./lists-cache";
import { removeFromVisitorList, setVisitorQuantity } from "./list-sync";
import { selectCurrency } from "../../state/utils-slice";
import { ListItemsTable } from "./list-items-table";
import { useCurrencies } from "../../lib/use-reference-data";
import * as styles from "./my-lists.module.css";

/** A visitor's list, kept in this browser until they sign in and it joins their account. */
export function VisitorList() {
  const { visitor } = useListsCache();
  const currency = useAppSelector(selectCurrency);
  const currencies = useCurrencies();
  return (
    <div className={styles.lists}>
      <p className={styles.notice}>
        This list is kept on this device only. <ShopLink to={signInPath("/my-lists/")}>Sign in</ShopLink> or{" "}
        <ShopLink to="/sign-up/">create an account</ShopLink> to keep it on every device: it joins your account when you sign
        in.
      </p>
      {visitor.length === 0 ? (
        <p>
          Your list is empty. Browse the shop and choose “Add to list” on anything you would like to buy at the airport.
        </p>
      ) : (
        <ListItemsTable
          caption="Your list on this device"
          items={visitor}
          currency={currency}
          currencies={currencies}
          onQuantity={setVisitorQuantity}
          onRemove={removeFromVisitorList}
        />
      )}
    </div>
  );
}
