import React, { useEffect, useState } from "react";
import type { Reservation } from "@travel-retail/api/schemas";
import { TextField } from "../../components/forms/text-field";
import * as formStyles from "../../components/forms/form.module.css";
import { Price } from "../listing";
import { useAppSelector } from "../../state/hooks";
import { selectUser } from "../../state/user-slice";
import { ShopLink } from "../../components/shop-link";
import { useLanguage, useT } from "../../i18n";
import { cancelReservation, changeFlight, fetchReservation } from "./api";
import { keepReservations, keptReservation } from "./reservations-cache";
import { airportTime, displayCode, localMoney, qrImage, refusalMessage, statusLabel } from "./format";
import * as styles from "./reservations.module.css";
import { LazyTripRules, type TripLine } from "../trip";

/**
 * A reservation's lines for the trip's rules. Their prices were frozen for the trip at placement (the
 * duty-paid ones on a duty-paid trip), so each line's duty-paid price is its own price.
 */
const reservedLines = (r: Reservation): TripLine[] =>
  r.items.map((item) => ({
    key: item.sku,
    name: item.product.name,
    kind: item.kind,
    abv: item.abv,
    volume_ml: item.volume_ml,
    sticks: item.sticks,
    tobacco_g: item.tobacco_g,
    quantity: item.quantity,
    price: item.unit_price,
    duty_paid_price: item.unit_price,
  }));

const ENGLISH_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The collection point's hours on the day of departure, in the airport's time zone. */
function hoursOnDeparture(r: Reservation): string | undefined {
  const day = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: r.airport.timezone }).format(
    new Date(r.departure_at),
  );
  if (!ENGLISH_DAYS.includes(day)) return undefined;
  const open = r.collection_point.opening_hours.find((h) => h.day === day);
  return open && `${open.opens}–${open.closes}`;
}

/**
 * One reservation as shown at the counter: the code large, its QR code, where and when to collect, what
 * to bring, the items and what will be paid. Once seen it opens offline (reservations-cache.ts).
 */
export function ReservationDetail({ id }: { id: number }) {
  const t = useT();
  const lang = useLanguage();
  const owner = useAppSelector(selectUser)?.email ?? "";
  const [reservation, setReservation] = useState<Reservation | null>();
  const [offline, setOffline] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const [changing, setChanging] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [flight, setFlight] = useState({ flight_number: "", departure: "", destination: "" });

  const show = (r: Reservation) => {
    keepReservations(owner, [r]);
    setReservation(r);
    setFlight({ flight_number: r.flight_number, departure: r.departure, destination: r.destination });
  };

  useEffect(() => {
    let live = true;
    fetchReservation(id)
      .then((r) => live && show(r))
      .catch((failure: { response?: { status?: number } }) => {
        if (!live) return;
        const kept = failure?.response ? undefined : keptReservation(owner, id);
        setOffline(Boolean(kept));
        setReservation(failure?.response?.status === 404 ? null : (kept ?? null));
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- show() only writes state
  }, [id, owner]);

  if (reservation === undefined) return <p role="status">{t("reservations.loading")}</p>;
  if (reservation === null) return <p role="alert">{t("reservations.notFound")}</p>;
  const r = reservation;
  const hours = hoursOnDeparture(r);

  async function act(action: () => Promise<Reservation>, done: string) {
    setError(undefined);
    try {
      show(await action());
      setNotice(done);
      setChanging(false);
      setConfirmCancel(false);
    } catch (failure) {
      setError(refusalMessage(failure, t).message);
    }
  }

  return (
    <article className={styles.detail} aria-labelledby="reservation-code">
      <p>
        <ShopLink to="/my-reservations/">{t("reservations.back")}</ShopLink>
      </p>
      {offline && <p role="status">{t("reservations.offlineCopy")}</p>}
      {notice && (
        <p className={formStyles.success} role="status">
          {notice}
        </p>
      )}
      <p className={styles.status} data-status={r.status}>
        {t("reservations.statusLabel", { status: statusLabel(r.status, t) })}
      </p>
      <h2 id="reservation-code" className={styles.codeHeading}>
        <span className={styles.codeLabel}>{t("reservations.code")}</span>
        <span className={styles.code} data-testid="collection-code">
          {displayCode(r.code)}
        </span>
      </h2>
      <img
        className={styles.qr}
        src={qrImage(r.qr_svg)}
        width={192}
        height={192}
        alt={t("reservations.qrAlt", { code: displayCode(r.code) })}
      />
      <p>
        {t("reservations.flight", { flight: r.flight_number, destination: r.destination })}
        <br />
        {t("reservations.departs", { when: airportTime(r.departure_at, r.airport.timezone, lang) })}
      </p>
      <h3>{t("reservations.collectAt")}</h3>
      <p>
        {r.airport.iata} · {r.collection_point.name}
        <br />
        {t("reservations.terminal", { terminal: r.collection_point.terminal.name, zone: r.collection_point.zone })}
        <br />
        {hours ? t("reservations.openOnDay", { hours }) : t("reservations.closedOnDay")}
      </p>
      <h3>{t("reservations.bring")}</h3>
      <ul>
        <li>{t("reservations.bringBoardingPass")}</li>
        <li>{t("reservations.bringId", { name: r.name })}</li>
        {r.id_check_required && <li>{t("reservations.bringAge", { age: r.adult_age })}</li>}
        <li>{t("reservations.bringCode")}</li>
      </ul>
      <h3>{t("reservations.items")}</h3>
      <ul className={styles.items}>
        {r.items.map((item) => (
          <li key={item.sku}>
            <span>
              {t("reservations.quantity", { count: item.quantity })} {item.product.name}, {item.size}
            </span>
            <span>{localMoney(item.local_unit_price, r.currency, lang)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        {t("reservations.totalLocal")}:{" "}
        <strong data-testid="local-total">{localMoney(r.local_total, r.currency, lang)}</strong> (
        <Price amount={r.total} />)
      </p>
      <p className={styles.payNote}>{t("reservations.payAtCollection", { currency: r.currency })}</p>
      {r.duty === "duty-paid" && <p>{t("reservations.dutyPaidNote")}</p>}
      <LazyTripRules
        variant="reservation"
        departure={r.airport.iata}
        destination={r.destination}
        duty={r.duty}
        lines={reservedLines(r)}
      />
      {error && (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      )}
      {!offline && r.can_change && (
        <>
          <p>{t("reservations.changeUntil", { when: airportTime(r.changeable_until, r.airport.timezone, lang) })}</p>
          <button type="button" className={formStyles.secondary} onClick={() => setChanging((v) => !v)}>
            {t("reservations.change")}
          </button>
        </>
      )}
      {changing && (
        <form
          method="post"
          className={styles.form}
          noValidate
          aria-label={t("reservations.change")}
          onSubmit={(event) => {
            event.preventDefault();
            void act(() => changeFlight(r.id, flight), t("reservations.changed"));
          }}
        >
          <TextField
            label={t("reservations.flightNumber")}
            name="flight_number"
            value={flight.flight_number}
            onChange={(e) => setFlight((f) => ({ ...f, flight_number: e.target.value }))}
          />
          <TextField
            label={t("reservations.departure", { airport: r.airport.iata })}
            name="departure"
            type="datetime-local"
            value={flight.departure}
            onChange={(e) => setFlight((f) => ({ ...f, departure: e.target.value }))}
          />
          <TextField
            label={t("reservations.destination")}
            name="destination"
            value={flight.destination}
            maxLength={3}
            onChange={(e) => setFlight((f) => ({ ...f, destination: e.target.value }))}
          />
          <button type="submit" className={formStyles.primary}>
            {t("reservations.saveChange")}
          </button>
        </form>
      )}
      {!offline && r.can_cancel && (
        <p className={styles.actions}>
          {confirmCancel ? (
            <>
              <button
                type="button"
                className={formStyles.danger}
                onClick={() => void act(() => cancelReservation(r.id), t("reservations.cancelled"))}
              >
                {t("reservations.cancelConfirm")}
              </button>
              <button type="button" className={formStyles.secondary} onClick={() => setConfirmCancel(false)}>
                {t("reservations.keep")}
              </button>
            </>
          ) : (
            <button type="button" className={formStyles.secondary} onClick={() => setConfirmCancel(true)}>
              {t("reservations.cancel")}
            </button>
          )}
        </p>
      )}
    </article>
  );
}
