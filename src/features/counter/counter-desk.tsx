import React, { useCallback, useEffect, useState } from "react";
import type { Reservation, ReservationAirport } from "@travel-retail/api/schemas";
import { TextField } from "../../components/forms/text-field";
import * as formStyles from "../../components/forms/form.module.css";
import { FormMessages } from "../../components/forms/form-messages";
import * as choices from "../../components/forms/choices.module.css";
import { useLanguage, useT } from "../../i18n";
import { airportTime, displayCode, localMoney, refusalMessage, statusLabel } from "../reservations";
import { fetchCounterAirports, fetchDay, findByCode, markCollected, markReady } from "./api";
import { CodeScanner } from "./code-scanner";
import { PickList } from "./pick-list";
import * as styles from "./counter.module.css";

type Day = "today" | "tomorrow";

/**
 * The counter (issue 19): the day's reservations at a collection point by departure, a reservation found
 * by its code (typed or scanned), marked ready (the traveller is told) and collected (after the ID and
 * age check when it holds adult items), and the pick list to print. Staff see only their airports.
 */
export function CounterDesk() {
  const t = useT();
  const [airports, setAirports] = useState<ReservationAirport[] | "failed" | "staff-only">();
  const [airport, setAirport] = useState("");
  const [point, setPoint] = useState("");
  const [day, setDay] = useState<Day>("today");
  const [list, setList] = useState<Reservation[]>();
  const [code, setCode] = useState("");
  const [open, setOpen] = useState<Reservation>();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    fetchCounterAirports()
      .then((found) => {
        setAirports(found);
        setAirport(found[0]?.slug ?? "");
      })
      // The counter's routes answer 404 to anyone who is not staff.
      .catch((failure: { response?: { status?: number } }) =>
        setAirports(failure?.response?.status === 404 ? "staff-only" : "failed"),
      );
  }, []);

  const refresh = useCallback(() => {
    if (!airport) return;
    fetchDay(airport, day, point || undefined)
      .then(setList)
      .catch(() => setList([]));
  }, [airport, day, point]);
  useEffect(refresh, [refresh]);

  const find = useCallback(
    async (typed: string) => {
      setError(undefined);
      setNotice(undefined);
      try {
        setOpen(await findByCode(typed));
      } catch {
        setOpen(undefined);
        setError(t("counter.notFound"));
      }
    },
    [t],
  );

  const onScanned = useCallback(
    (scanned: string) => {
      setCode(scanned);
      void find(scanned);
    },
    [find],
  );

  async function act(action: () => Promise<Reservation>, done: (r: Reservation) => string) {
    setError(undefined);
    try {
      const updated = await action();
      setOpen(updated);
      setNotice(done(updated));
      refresh();
    } catch (failure) {
      setError(refusalMessage(failure, t).message);
    }
  }

  if (airports === undefined) return <p role="status">{t("reservations.loading")}</p>;
  if (airports === "failed") return <p role="alert">{t("reservations.loadFailed")}</p>;
  if (airports === "staff-only") return <p>{t("counter.staffOnly")}</p>;
  const current = airports.find((a) => a.slug === airport);
  const pointName = current?.collection_points.find((p) => p.slug === point)?.name ?? t("counter.allPoints");

  return (
    <div className={styles.desk}>
      <div className={styles.controls}>
        <label className={choices.selectField}>
          <span>{t("counter.airport")}</span>
          <select value={airport} onChange={(e) => (setAirport(e.target.value), setPoint(""))}>
            {airports.map((a) => (
              <option key={a.slug} value={a.slug}>
                {a.iata} – {a.name}
              </option>
            ))}
          </select>
        </label>
        <label className={choices.selectField}>
          <span>{t("counter.point")}</span>
          <select value={point} onChange={(e) => setPoint(e.target.value)}>
            <option value="">{t("counter.allPoints")}</option>
            {current?.collection_points.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <div className={choices.toggles} role="group" aria-label={t("counter.departure")}>
          {(["today", "tomorrow"] as const).map((d) => (
            <button key={d} type="button" aria-pressed={day === d} onClick={() => setDay(d)}>
              {d === "today" ? t("counter.today") : t("counter.tomorrow")}
            </button>
          ))}
        </div>
        <button type="button" className={formStyles.secondary} onClick={() => window.print()}>
          {t("counter.print")}
        </button>
      </div>

      <section aria-labelledby="counter-find" className={styles.find}>
        <h2 id="counter-find">{t("counter.find")}</h2>
        <form
          method="post"
          className={styles.findForm}
          onSubmit={(event) => {
            event.preventDefault();
            void find(code);
          }}
        >
          <TextField
            label={t("counter.code")}
            name="code"
            value={code}
            autoCapitalize="characters"
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className={formStyles.primary}>
            {t("counter.findSubmit")}
          </button>
        </form>
        <CodeScanner onCode={onScanned} />
        <FormMessages notice={notice} error={error} />
        {open && (
          <OpenReservation
            key={`${open.id}-${open.status}`}
            reservation={open}
            onReady={() =>
              act(
                () => markReady(open.code),
                (r) => t("counter.ready", { code: displayCode(r.code) }),
              )
            }
            onCollected={(checked) =>
              act(
                () => markCollected(open.code, checked),
                (r) => t("counter.collected", { code: displayCode(r.code) }),
              )
            }
            onClose={() => setOpen(undefined)}
          />
        )}
      </section>

      <DayList list={list} onOpen={(r) => (setOpen(r), setNotice(undefined), setError(undefined))} />
      {list && (
        <PickList
          title={t("counter.pickListFor", {
            point: pointName,
            day: day === "today" ? t("counter.today") : t("counter.tomorrow"),
          })}
          reservations={list}
        />
      )}
    </div>
  );
}

function DayList({ list, onOpen }: { list: Reservation[] | undefined; onOpen: (r: Reservation) => void }) {
  const t = useT();
  const lang = useLanguage();
  if (list === undefined) return <p role="status">{t("reservations.loading")}</p>;
  if (list.length === 0) return <p>{t("counter.none")}</p>;
  return (
    <ul className={styles.day}>
      {list.map((r) => (
        <li key={r.id} className={styles.row} data-status={r.status}>
          <strong className={styles.rowCode}>{displayCode(r.code)}</strong>
          <span>{airportTime(r.departure_at, r.airport.timezone, lang)}</span>
          <span>
            {r.flight_number} · {r.name}
          </span>
          <span>{statusLabel(r.status, t)}</span>
          <button type="button" className={formStyles.secondary} onClick={() => onOpen(r)}>
            {t("counter.open")}
            <span className="visually-hidden"> {displayCode(r.code)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

interface OpenReservationProps {
  reservation: Reservation;
  onReady: () => void;
  onCollected: (idChecked: boolean) => void;
  onClose: () => void;
}

function OpenReservation({ reservation: r, onReady, onCollected, onClose }: OpenReservationProps) {
  const t = useT();
  const lang = useLanguage();
  const [checked, setChecked] = useState(false);
  return (
    <article className={styles.open} aria-labelledby={`counter-${r.id}`} data-testid="counter-reservation">
      <h3 id={`counter-${r.id}`} className={styles.rowCode}>
        {displayCode(r.code)} · {statusLabel(r.status, t)}
      </h3>
      <p>
        {r.name} · {r.flight_number} → {r.destination}
        <br />
        {airportTime(r.departure_at, r.airport.timezone, lang)} · {r.collection_point.name}
      </p>
      <ul>
        {r.items.map((item) => (
          <li key={item.sku}>
            {t("reservations.quantity", { count: item.quantity })} {item.product.name}, {item.size} ({item.sku})
          </li>
        ))}
      </ul>
      <p>
        {t("reservations.totalLocal")}: <strong>{localMoney(r.local_total, r.currency, lang)}</strong>
      </p>
      {r.id_check_required && (
        <p className={styles.idNote}>
          {t("counter.idRequired")} {r.birth_date && t("counter.birthDate", { date: r.birth_date })}
        </p>
      )}
      {r.status === "placed" && (
        <button type="button" className={formStyles.primary} onClick={onReady}>
          {t("counter.markReady")}
        </button>
      )}
      {r.status === "ready" && (
        <div className={styles.collect}>
          {r.id_check_required && (
            <label className={formStyles.checkbox}>
              <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
              <span>{t("counter.idChecked", { name: r.name, age: r.adult_age })}</span>
            </label>
          )}
          <button
            type="button"
            className={formStyles.primary}
            disabled={r.id_check_required && !checked}
            onClick={() => onCollected(checked)}
          >
            {t("counter.markCollected")}
          </button>
        </div>
      )}
      <button type="button" className={formStyles.secondary} onClick={onClose}>
        {t("counter.close")}
      </button>
    </article>
  );
}
