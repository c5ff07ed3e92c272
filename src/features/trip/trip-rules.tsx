import React, { useState } from "react";
import { tripDuty, type Sale, type Trip, type TripDuty } from "@travel-retail/api/rules";

// For useTripRules: the rules the reservation form needs come with this chunk.
export { findAirport, saleFor } from "@travel-retail/api/rules";
import * as formStyles from "../../components/forms/form.module.css";
import { formatPrice } from "../../lib/money";
import { useSiteData } from "../../lib/use-site-data";
import { useAppSelector } from "../../state/hooks";
import { selectCurrency } from "../../state/utils-slice";
import { LOCALES, useLanguage, useT, type Translate } from "../../i18n";
import { AllowanceMeter } from "./allowance-meter";
import { LiquidsAdvice } from "./liquids-advice";
import type { TripLine } from "./list-line";
import { meterItems, salesFor } from "./trip-lines";
import { TripForm } from "./trip-form";
import { useStoredTrip } from "./trip-store";
import * as styles from "./trip.module.css";

export interface TripRulesProps {
  lines: TripLine[];
  /** The departure airport's IATA code (the list's or reservation's airport, else the header's choice). */
  departure: string | null;
  /** A reservation's own destination: shown, not edited. Without it, the stated trip. */
  destination?: string;
  /** With `destination`: the connections of that trip (none unless given). */
  connections?: string[];
  /** A reservation's: how it was priced when placed (the rules may have changed since). */
  duty?: TripDuty;
  /** "product": one line, its sale for the trip, the meter behind a button. "list": every line's price for the trip. */
  variant: "product" | "list" | "reservation";
}

function saleText(t: Translate, sale: Sale, price: (usd: string) => string): string {
  if (sale.status === "duty-free") return t("trip.sale.duty-free", { price: price(sale.price) });
  if (sale.status === "duty-paid") return t("trip.sale.duty-paid", { price: price(sale.price) });
  return sale.reason === "not-online" ? t("trip.sale.not-online") : t("trip.sale.duty-paid-only");
}

/**
 * The trip's rules for some lines: the trip (stated here), how the departure airport sells them for it,
 * the allowance meter at the destination and the liquids advice for the connections. Pure computation
 * on data shipped with the page, so all of it works offline.
 */
export default function TripRules({ lines, departure, destination, connections, duty: placedAs, variant }: TripRulesProps) {
  const t = useT();
  const locale = LOCALES[useLanguage()];
  const currency = useAppSelector(selectCurrency);
  const { currencies } = useSiteData();
  const stored = useStoredTrip();
  const [editing, setEditing] = useState(false);
  const [meterShown, setMeterShown] = useState(variant !== "product");
  const price = (usd: string) => formatPrice(usd, currency, currencies, locale);

  const to = destination ?? stored.destination;
  const trip: Trip | undefined =
    departure && to ? { departure, destination: to, connections: destination ? (connections ?? []) : stored.connections } : undefined;
  const duty = placedAs ?? (trip && tripDuty(trip));
  const sales = salesFor(trip, lines);
  const items = meterItems(lines, sales);
  const editable = destination === undefined;

  const routeText = trip
    ? t("trip.route", {
        from: trip.departure,
        to: trip.destination,
        via: trip.connections.join(", "),
        connections: trip.connections.length,
      })
    : variant === "product"
      ? t("trip.productPrompt")
      : departure
        ? t("trip.noTrip")
        : t("trip.noDeparture");
  const changeButton = editable && !editing && (
    <button type="button" className={formStyles.secondary} onClick={() => setEditing(true)}>
      {trip ? t("trip.change") : t("trip.state")}
    </button>
  );
  const rules = trip && (
    <>
      {meterShown && duty === "duty-paid" && (
        <p className={styles.note} data-testid="no-allowance">
          {t("trip.meter.insideTerritory")}
        </p>
      )}
      {meterShown && duty === "duty-free" && (
        <AllowanceMeter destination={trip.destination} items={items} currency={currency} currencies={currencies} />
      )}
      {meterShown && <LiquidsAdvice trip={trip} items={items} />}
    </>
  );

  if (variant === "product") {
    // Folded: one line (the trip and how this size sells for it) and one button, in the box the page
    // reserved for it (product.module.css); the rest opens on the traveller's click, which moves nothing
    // that counts as a layout shift.
    return (
      <section className={styles.trip} data-testid="trip-rules" data-duty={duty ?? ""}>
        <p className={styles.route}>
          {routeText}
          {trip && " · "}
          {trip && (
            <span data-testid="trip-sale" data-sale={lines[0] ? sales[0].status : "not-here"}>
              {lines[0] ? saleText(t, sales[0], price) : t("trip.sale.not-here")}
            </span>
          )}
        </p>
        <button type="button" className={formStyles.secondary} aria-expanded={meterShown} onClick={() => setMeterShown(!meterShown)}>
          {meterShown ? t("trip.hideAllowances") : trip ? t("trip.showAllowances") : t("trip.state")}
        </button>
        {meterShown && !departure && <p className={styles.note}>{t("trip.noDeparture")}</p>}
        {meterShown && (trip ? changeButton : <TripForm />)}
        {editing && <TripForm onDone={() => setEditing(false)} />}
        {rules}
      </section>
    );
  }

  return (
    <section className={styles.trip} data-testid="trip-rules" data-duty={duty ?? ""}>
      <div className={styles.summary}>
        <p className={styles.route}>{routeText}</p>
        {changeButton}
      </div>
      {editing && <TripForm onDone={() => setEditing(false)} />}
      {trip && duty && (
        <p className={styles.duty} data-testid="trip-duty">
          {duty === "duty-free" ? t("trip.dutyFree") : t("trip.dutyPaid")}
        </p>
      )}
      {trip && variant === "list" && sales.some((s) => s.status !== "duty-free") && (
        <ul className={styles.prices} aria-label={t("trip.prices.title")} data-testid="trip-prices">
          {lines.map((line, i) => (
            <li key={line.key} data-sale={sales[i].status}>
              <span>{line.name}</span>
              <span>{saleText(t, sales[i], price)}</span>
            </li>
          ))}
        </ul>
      )}
      {rules}
    </section>
  );
}
