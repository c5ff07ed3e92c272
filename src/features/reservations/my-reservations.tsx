import React, { useEffect, useState } from "react";
import type { Reservation } from "@travel-retail/api/schemas";
import { useAppSelector } from "../../state/hooks";
import { selectUser } from "../../state/user-slice";
import { ShopLink } from "../../components/shop-link";
import { useLanguage, useT } from "../../i18n";
import { fetchReservations } from "./api";
import { keepReservations, keptReservations } from "./reservations-cache";
import { airportTime, displayCode, statusLabel } from "./format";
import * as choices from "../../components/forms/choices.module.css";
import * as styles from "./reservations.module.css";

type When = "upcoming" | "past";

/** My reservations: upcoming (soonest first) and past; offline, the ones this device has seen. */
export function MyReservations() {
  const t = useT();
  const lang = useLanguage();
  const owner = useAppSelector(selectUser)?.email ?? "";
  const [when, setWhen] = useState<When>("upcoming");
  const [shown, setShown] = useState<{ list: Reservation[]; offline: boolean }>();

  useEffect(() => {
    let live = true;
    fetchReservations(when)
      .then((list) => {
        keepReservations(owner, list);
        if (live) setShown({ list, offline: false });
      })
      .catch(() => {
        const open = (r: Reservation) => r.status === "placed" || r.status === "ready";
        const kept = keptReservations(owner).filter((r) => (when === "upcoming" ? open(r) : !open(r)));
        if (live) setShown({ list: kept, offline: true });
      });
    return () => {
      live = false;
    };
  }, [when, owner]);

  return (
    <div className={styles.reservations}>
      <div className={choices.toggles} role="group" aria-label={t("reservations.title")}>
        {(["upcoming", "past"] as const).map((w) => (
          <button key={w} type="button" aria-pressed={when === w} onClick={() => setWhen(w)}>
            {w === "upcoming" ? t("reservations.upcoming") : t("reservations.past")}
          </button>
        ))}
      </div>
      {shown === undefined && <p role="status">{t("reservations.loading")}</p>}
      {shown?.offline && <p role="status">{t("reservations.offlineCopy")}</p>}
      {shown && shown.list.length === 0 && (
        <p>{when === "upcoming" ? t("reservations.noneUpcoming") : t("reservations.nonePast")}</p>
      )}
      {shown && shown.list.length > 0 && (
        <ul className={styles.cards}>
          {shown.list.map((r) => (
            <li key={r.id} className={styles.card}>
              <ShopLink to={`/my-reservations/?id=${r.id}`}>
                <strong className={styles.codeSmall}>{displayCode(r.code)}</strong>
              </ShopLink>
              <span>{statusLabel(r.status, t)}</span>
              <span>{t("reservations.flight", { flight: r.flight_number, destination: r.destination })}</span>
              <span>{airportTime(r.departure_at, r.airport.timezone, lang)}</span>
              <span>
                {r.airport.iata} · {r.collection_point.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
