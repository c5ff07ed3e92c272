import React, { useState } from "react";
import type { Airport, Currency, Wishlist } from "@travel-retail/api/schemas";
import { queueListOperation } from "./list-sync";
import { ListItems } from "./list-items";
import { TextField } from "../../components/forms/text-field";
import { ShopLink } from "../../components/shop-link";
import * as formStyles from "../../components/forms/form.module.css";
import * as styles from "./my-lists.module.css";
import { useT } from "../../i18n";
import { useAppSelector } from "../../state/hooks";
import { selectLocation } from "../../state/main-slice";
import { LazyTripRules, listLine } from "../trip";

interface ListCardProps {
  list: Wishlist;
  airports: Airport[];
  currency: string;
  currencies: Currency[];
  online: boolean;
  onRename: (id: number, name: string) => Promise<void>;
  onDelete: (id: number) => Promise<void>;
}

/** One account list: its items (editable offline) and its name and existence (online only). */
export function ListCard({ list, airports, currency, currencies, online, onRename, onDelete }: ListCardProps) {
  const t = useT();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  const [nameError, setNameError] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const headingId = `list-${list.id}-name`;
  const airport = airports.find((a) => a.slug === list.airport);
  const listAirport = list.airport ? { slug: list.airport, label: airport?.iata ?? list.airport.toUpperCase() } : null;
  // The trip leaves from the list's airport; a list for any airport, from the one chosen in the header.
  const location = useAppSelector(selectLocation);
  const departure = list.airport ?? location;

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setNameError("Give the list a name.");
    await onRename(list.id, name.trim());
    setRenaming(false);
  }

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <div className={styles.listHeader}>
        <h2 id={headingId}>{list.name}</h2>
        <div className={styles.actions}>
          <button
            type="button"
            className={formStyles.secondary}
            disabled={!online}
            onClick={() => setRenaming((v) => !v)}
          >
            {t("lists.rename")}
            <span className="visually-hidden"> {list.name}</span>
          </button>
          {confirmDelete ? (
            <>
              <button
                type="button"
                className={formStyles.danger}
                disabled={!online}
                onClick={() => void onDelete(list.id)}
              >
                {t("lists.deleteForGood", { name: list.name })}
              </button>
              <button type="button" className={formStyles.secondary} onClick={() => setConfirmDelete(false)}>
                {t("lists.keepIt")}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={formStyles.secondary}
              disabled={!online}
              onClick={() => setConfirmDelete(true)}
            >
              {t("lists.delete")}
              <span className="visually-hidden"> {list.name}</span>
            </button>
          )}
        </div>
      </div>
      <p className={styles.forAirport}>
        {list.airport
          ? `For ${airport ? `${airport.iata} – ${airport.name}` : list.airport.toUpperCase()}: prices and availability there`
          : "For any airport: standard prices"}
      </p>
      {renaming && (
        <form method="post" className={styles.inline} onSubmit={rename} noValidate aria-label={t("lists.renameNamed", { name: list.name })}>
          <TextField
            label={t("lists.newName")}
            name="name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            error={nameError}
          />
          <button type="submit" className={formStyles.primary}>
            {t("lists.saveName")}
          </button>
        </form>
      )}
      {list.airport && list.items.length > 0 && (
        <p>
          <ShopLink className={formStyles.primary} to={`/reserve/?list=${list.id}`}>
            {t("reservations.reserveList")}
          </ShopLink>
        </p>
      )}
      {list.items.length === 0 ? (
        <p>{t("lists.emptyList")}</p>
      ) : (
        <ListItems
          label={t("lists.productsOn", { name: list.name })}
          items={list.items}
          airport={listAirport}
          currency={currency}
          currencies={currencies}
          onQuantity={(product, quantity, size) =>
            queueListOperation({ kind: "setQuantity", listId: list.id, product, size, quantity })
          }
          onRemove={(product, size) => queueListOperation({ kind: "removeItem", listId: list.id, product, size })}
        />
      )}
      {list.items.length > 0 && (
        <LazyTripRules variant="list" departure={departure ? departure.toUpperCase() : null} lines={list.items.map(listLine)} />
      )}
    </section>
  );
}
