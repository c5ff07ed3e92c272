import React, { useCallback, useEffect, useState } from "react";
import { createWishlist, deleteWishlist, updateWishlist } from "./api";
import { apiErrorMessage } from "../../api-client/errors";
import { alertAdded } from "../../state/alerts-slice";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { useListsCache } from "./lists-cache";
import { flushOutbox, syncLists } from "./list-sync";
import { selectLocation } from "../../state/main-slice";
import { selectUser } from "../../state/user-slice";
import { selectCurrency } from "../../state/utils-slice";
import { ListCard } from "./list-card";
import { TextField } from "../../components/forms/text-field";
import { useAirports, useCurrencies } from "../traveller-context";
import { useOnline } from "./use-online";
import * as formStyles from "../../components/forms/form.module.css";
import * as field from "../../components/forms/text-field.module.css";
import * as styles from "./my-lists.module.css";
import { useT } from "../../i18n";

type SyncState = "syncing" | "synced" | "failed";

/** The signed-in user's lists: synced when online, the last synced copy (and queued edits) when not. */
export function AccountLists() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const location = useAppSelector(selectLocation);
  const currency = useAppSelector(selectCurrency);
  const currencies = useCurrencies();
  const airports = useAirports();
  const cache = useListsCache();
  const online = useOnline();
  const [sync, setSync] = useState<SyncState>("syncing");
  const [newName, setNewName] = useState("");
  const [newAirport, setNewAirport] = useState(location ?? "");
  const [nameError, setNameError] = useState<string>();
  const userId = user?.id;

  const refresh = useCallback(async () => {
    if (userId === undefined) return;
    setSync("syncing");
    try {
      await flushOutbox();
      await syncLists(userId);
      setSync("synced");
    } catch {
      setSync("failed");
    }
  }, [userId]);

  useEffect(() => {
    if (online) void refresh();
    else setSync("failed");
  }, [online, refresh]);

  const fail = (error: unknown, fallback: string) =>
    dispatch(alertAdded({ message: apiErrorMessage(error, fallback), severity: "error" }));

  async function create(event: React.FormEvent) {
    event.preventDefault();
    if (!newName.trim()) return setNameError(t("lists.nameMissing"));
    setNameError(undefined);
    try {
      await createWishlist({ name: newName.trim(), airport: newAirport || null });
      setNewName("");
      await refresh();
      dispatch(alertAdded({ message: t("lists.created", { name: newName.trim() }), severity: "success" }));
    } catch (error) {
      fail(error, t("lists.createFailed"));
    }
  }

  async function rename(id: number, name: string) {
    try {
      await updateWishlist(id, { name });
      await refresh();
    } catch (error) {
      fail(error, t("lists.renameFailed"));
    }
  }

  async function remove(id: number) {
    try {
      await deleteWishlist(id);
      await refresh();
      dispatch(alertAdded({ message: t("lists.deleted"), severity: "info" }));
    } catch (error) {
      fail(error, t("lists.deleteFailed"));
    }
  }

  const mine = cache.ownerId === userId;
  const lists = mine ? cache.lists : [];
  const pending = mine ? cache.outbox.length : 0;
  const syncedAt = mine && cache.syncedAt ? new Date(cache.syncedAt).toLocaleString("en-GB") : null;

  return (
    <div className={styles.lists}>
      {(!online || sync === "failed") && (
        <p className={styles.notice} role="status">
          {online ? t("lists.syncFailed") : t("lists.offline")}{" "}
          {syncedAt ? t("lists.showingAsOf", { time: syncedAt }) : t("lists.appearWhenConnected")} {t("lists.changesKept")}
          {pending > 0 && ` ${t("lists.pending", { count: pending })}`}
        </p>
      )}
      {sync === "syncing" && lists.length === 0 && <p role="status">{t("lists.loading")}</p>}
      {sync !== "syncing" && lists.length === 0 && (online || syncedAt) && (
        <p>{t("lists.noLists")}</p>
      )}
      {lists.map((list) => (
        <ListCard
          key={list.id}
          list={list}
          airports={airports}
          currency={currency}
          currencies={currencies}
          online={online}
          onRename={rename}
          onDelete={remove}
        />
      ))}
      <form method="post" className={formStyles.form} onSubmit={create} noValidate aria-label={t("lists.newList")}>
        <h2>{t("lists.newList")}</h2>
        <TextField
          label={t("lists.listName")}
          name="name"
          maxLength={100}
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          error={nameError}
        />
        <div className={field.field}>
          <label className={field.label} htmlFor="new-list-airport">
            {t("availability.airport")}
          </label>
          <select
            id="new-list-airport"
            className={field.input}
            value={newAirport}
            onChange={(e) => setNewAirport(e.target.value)}
          >
            <option value="">{t("lists.anyAirport")}</option>
            {airports.map((a) => (
              <option key={a.slug} value={a.slug}>
                {a.iata} – {a.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={formStyles.primary} disabled={!online}>
          {t("lists.createList")}
        </button>
        {!online && <p className={field.hint}>{t("lists.needsConnection")}</p>}
      </form>
    </div>
  );
}
