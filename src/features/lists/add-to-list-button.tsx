import React, { useState } from "react";
import type { ProductSummary } from "@travel-retail/api/schemas";
import { alertAdded } from "../../state/alerts-slice";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { useListsCache } from "./lists-cache";
import { pickDefaultList } from "./list-operations";
import { addToAccountList, addToVisitorList } from "./list-sync";
import { selectLocation } from "../../state/main-slice";
import { selectUser } from "../../state/user-slice";
import * as styles from "./add-to-list-button.module.css";

/**
 * Adds one of a product to a list: a visitor's list kept in this browser, or the signed-in user's
 * default list (the one for the chosen airport). A visitor's list joins the account after sign-in.
 */
export function AddToListButton({ product }: { product: ProductSummary }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const airport = useAppSelector(selectLocation);
  const cache = useListsCache();
  const [busy, setBusy] = useState(false);

  const items = user
    ? (pickDefaultList(cache.ownerId === user.id ? cache.lists : [], airport)?.items ?? [])
    : cache.visitor;
  const quantity = items.find((item) => item.product.slug === product.slug)?.quantity ?? 0;

  async function add() {
    if (!user) {
      addToVisitorList(product);
      dispatch(
        alertAdded({
          message: `${product.name} is on your list. Sign in to keep it on every device.`,
          severity: "success",
        }),
      );
      return;
    }
    setBusy(true);
    try {
      const list = await addToAccountList(product, user.id, airport);
      dispatch(alertAdded({ message: `${product.name} is on “${list.name}”.`, severity: "success" }));
    } catch (error) {
      const message =
        error instanceof Error && error.name === "OfflineError"
          ? error.message
          : "We could not add this to your list. Please try again.";
      dispatch(alertAdded({ message, severity: "error" }));
    } finally {
      setBusy(false);
    }
  }

  const label = quantity > 0 ? "Add one more" : "Add to list";
  return (
    <span className={styles.wrapper}>
      {/* The name starts with the visible words (WCAG 2.5.3, label in name): "Add to list" said to voice
          control finds it; the product's name tells screen-reader users which of the cards it is. */}
      <button
        type="button"
        className={styles.button}
        onClick={add}
        disabled={busy}
        aria-label={`${label}: ${product.name}`}
      >
        {label}
      </button>
      <span className={styles.status} aria-live="polite">
        {quantity > 0 ? `On your list: ${quantity}` : ""}
      </span>
    </span>
  );
}
