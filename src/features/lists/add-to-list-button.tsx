import React, { useState } from "react";
import type { ProductSummary, WishlistItemSize } from "@travel-retail/api/schemas";
import { isAxiosError } from "../../api-client/errors";
import { getAccessToken } from "../../lib/token-storage";
import { alertAdded } from "../../state/alerts-slice";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { isItemFor, useListsCache } from "./lists-cache";
import { pickDefaultList } from "./list-operations";
import { addToAccountList, addToVisitorList } from "./list-sync";
import { selectLocation } from "../../state/main-slice";
import { selectUser } from "../../state/user-slice";
import * as styles from "./add-to-list-button.module.css";
import { useT } from "../../i18n";

/**
 * Adds one of a product to a list: a visitor's list kept in this browser, or the signed-in user's
 * default list (the one for the chosen airport). A visitor's list joins the account after sign-in.
 * `size` is the size chosen on the product's page; a card adds the default size.
 */
export function AddToListButton({ product, size }: { product: ProductSummary; size?: WishlistItemSize }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const user = useAppSelector(selectUser);
  const airport = useAppSelector(selectLocation);
  const cache = useListsCache();
  const [busy, setBusy] = useState(false);

  const items = user
    ? (pickDefaultList(cache.ownerId === user.id ? cache.lists : [], airport)?.items ?? [])
    : cache.visitor;
  const sku = size?.sku ?? product.sku;
  const quantity = items.find((item) => isItemFor(item, product.slug, sku))?.quantity ?? 0;
  // Named with the size when the product has several, so the message and the button say which.
  const name = size && product.sizes.length > 1 ? `${product.name}, ${size.size}` : product.name;

  async function add() {
    if (!user) {
      addToVisitorList(product, 1, size);
      dispatch(
        alertAdded({
          message: t("lists.addedVisitor", { name }),
          severity: "success",
        }),
      );
      return;
    }
    setBusy(true);
    try {
      const list = await addToAccountList(product, user.id, airport, size);
      dispatch(alertAdded({ message: t("lists.addedTo", { name, list: list.name }), severity: "success" }));
    } catch (error) {
      if (isAxiosError(error) && error.response && !getAccessToken()) {
        // The session ended before the list could be found (the refresh was refused and the tokens are
        // gone): the product waits on this browser's list, which joins the account at the next sign-in.
        addToVisitorList(product, 1, size);
        dispatch(
          alertAdded({
            message: t("lists.keptForSignIn", { name }),
            severity: "info",
          }),
        );
        return;
      }
      const message =
        error instanceof Error && error.name === "OfflineError"
          ? error.message
          : t("lists.addFailed");
      dispatch(alertAdded({ message, severity: "error" }));
    } finally {
      setBusy(false);
    }
  }

  const label = quantity > 0 ? t("lists.addOneMore") : t("lists.add");
  return (
    <span className={styles.wrapper}>
      {/* The name starts with the visible words (WCAG 2.5.3, label in name): "Add to list" said to voice
          control finds it; the product's name tells screen-reader users which of the cards it is. */}
      <button
        type="button"
        className={styles.button}
        onClick={add}
        disabled={busy}
        aria-label={`${label}: ${name}`}
      >
        {label}
      </button>
      <span className={styles.status} aria-live="polite">
        {quantity > 0 ? t("lists.onYourList", { quantity }) : ""}
      </span>
    </span>
  );
}
