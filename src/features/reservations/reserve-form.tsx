import React, { useEffect, useMemo, useState } from "react";
import { navigate } from "gatsby";
import type { ReservationAirport } from "@travel-retail/api/schemas";
import { TextField } from "../../components/forms/text-field";
import * as formStyles from "../../components/forms/form.module.css";
import * as choices from "../../components/forms/choices.module.css";
import { Price } from "../listing";
import { useAppSelector } from "../../state/hooks";
import { selectUser } from "../../state/user-slice";
import { LOCALES, useLanguage, useLocalizedPath, useT } from "../../i18n";
import { useSiteData } from "../../lib/use-site-data";
import { formatMinorUnits, toMinorUnits } from "../../lib/money";
import { fetchList, fetchProduct, fetchReservationAirport, placeReservation } from "./api";
import { keepReservations } from "./reservations-cache";
import { refusalMessage } from "./format";
import type { Sale } from "@travel-retail/api/rules";
import { LazyTripRules, listLine, useStoredTrip, useTripRules, type TripLine } from "../trip";
import * as styles from "./reservations.module.css";

/** What the form reserves: a list's items, or one product in one size. */
export type ReserveSource = { list: number } | { product: string; size?: string; airport?: string };

interface ReserveItem {
  product: string;
  name: string;
  sku?: string;
  size?: string;
  price: string;
  adult: boolean;
  quantity: number;
  /** The item as the trip's rules read it (how it sells for the trip, the allowance meter). */
  line: TripLine;
}

interface Loaded {
  airport: ReservationAirport;
  items: ReserveItem[];
}

/** A client-made id per attempt: a retry after a lost answer finds the reservation it made (the API keeps it). */
function newRequestId(): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `r-${random}`.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64);
}

async function load(source: ReserveSource, fallbackAirport: string | null): Promise<Loaded | "no-airport" | "empty"> {
  if ("list" in source) {
    const list = await fetchList(source.list);
    if (!list.airport) return "no-airport";
    const items = list.items.map((i) => ({
      product: i.product.slug,
      name: i.product.name,
      sku: i.variant?.sku,
      size: i.variant?.size,
      price: i.variant?.price ?? i.product.price,
      adult: i.product.adult,
      quantity: i.quantity,
      line: listLine(i),
    }));
    if (items.length === 0) return "empty";
    return { airport: await fetchReservationAirport(list.airport), items };
  }
  const airportSlug = source.airport ?? fallbackAirport;
  if (!airportSlug) return "no-airport";
  const [product, airport] = await Promise.all([
    fetchProduct(source.product, airportSlug),
    fetchReservationAirport(airportSlug),
  ]);
  const variant = product.variants.find((v) => v.sku === source.size) ?? product.variants[0];
  const price = variant?.price ?? product.price;
  const item = {
    product: product.slug,
    name: product.name,
    sku: variant?.sku,
    size: variant?.size,
    price,
    adult: product.adult,
    quantity: 1,
    line: {
      key: variant?.sku ?? product.sku,
      name: product.name,
      kind: product.kind,
      abv: product.abv,
      volume_ml: variant?.volume_ml ?? null,
      sticks: variant?.sticks ?? null,
      tobacco_g: variant?.tobacco_g ?? null,
      quantity: 1,
      price,
      duty_paid_price: variant?.duty_paid_price ?? null,
    },
  };
  return { airport, items: [item] };
}

/**
 * Reserve & Collect's guided form: where to collect, the flight (its time at the departure airport, as on
 * the boarding pass), who collects, and the items at the airport's prices. Nothing is paid online.
 */
export function ReserveForm({ source, location }: { source: ReserveSource; location: string | null }) {
  const t = useT();
  const localize = useLocalizedPath();
  const user = useAppSelector(selectUser);
  const lang = useLanguage();
  const { currencies } = useSiteData();
  const trip = useStoredTrip();
  const rules = useTripRules();
  const [loaded, setLoaded] = useState<Loaded | "no-airport" | "empty" | "failed">();
  const [fields, setFields] = useState({
    collection_point: "",
    flight_number: "",
    departure: "",
    destination: "",
    name: user ? `${user.first_name ?? ""} ${user.last_name ?? ""}`.trim() : "",
    birth_date: "",
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const requestId = useMemo(newRequestId, []);
  const sourceKey = JSON.stringify(source);

  useEffect(() => {
    let live = true;
    load(source, location)
      .then((result) => {
        if (!live) return;
        setLoaded(result);
        if (typeof result === "object") {
          setFields((f) => ({
            ...f,
            collection_point: f.collection_point || result.airport.collection_points[0]?.slug || "",
            // The stated trip's destination, unless it is this airport.
            destination: f.destination || (trip.destination !== result.airport.iata ? (trip.destination ?? "") : ""),
          }));
        }
      })
      .catch(() => live && setLoaded("failed"));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source's value, not its identity
  }, [sourceKey, location]);

  if (loaded === undefined) return <p role="status">{t("reservations.loading")}</p>;
  if (loaded === "failed") return <p role="alert">{t("reservations.loadFailed")}</p>;
  if (loaded === "no-airport")
    return <p>{"list" in source ? t("reservations.listWithoutAirport") : t("reservations.chooseAirport")}</p>;
  if (loaded === "empty") return <p>{t("reservations.nothingToReserve")}</p>;

  const { airport, items } = loaded;
  const adult = items.some((i) => i.adult);
  // Priced for the trip as the API will price it (rules/eligibility.ts): duty-paid inside a customs
  // territory. Until the rules have loaded (a moment, or offline before they ever did) the airport's prices.
  const destination = fields.destination.trim().toUpperCase();
  const known = rules?.findAirport(destination) && destination !== airport.iata ? destination : undefined;
  const sales: Sale[] = items.map((i) =>
    rules
      ? rules.saleFor(known ? { departure: airport.iata, destination: known, connections: [] } : undefined, i.line.kind, i.line)
      : { status: "duty-free", price: i.price },
  );
  const chargedPrice = (n: number) => {
    const sale = sales[n];
    return sale.status === "not-sold" ? undefined : sale.price;
  };
  // What will be paid in the airport's currency, each line rounded as the API freezes it (at today's rate).
  const lines = items.map((i, n) => (chargedPrice(n) === undefined ? 0 : toMinorUnits(chargedPrice(n)!, airport.currency, currencies)));
  const localTotal = lines.every((l) => l !== null)
    ? formatMinorUnits(
        lines.reduce((sum, l, n) => sum! + l! * items[n]!.quantity, 0)!,
        airport.currency,
        currencies,
        LOCALES[lang],
      )
    : undefined;
  const set = (name: keyof typeof fields) => (event: React.ChangeEvent<{ value: string }>) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));
  const fieldError = (name: string) => errors[name]?.[0];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const required: (keyof typeof fields)[] = [
      "flight_number",
      "departure",
      "destination",
      "name",
      ...(adult ? (["birth_date"] as const) : []),
    ];
    const missing = Object.fromEntries(
      required.filter((name) => !fields[name].trim()).map((name) => [name, [t("reservations.required")]]),
    );
    setErrors(missing);
    setFormError(undefined);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const reservation = await placeReservation({
        request_id: requestId,
        airport: airport.slug,
        collection_point: fields.collection_point,
        flight_number: fields.flight_number,
        departure: fields.departure,
        destination: fields.destination.trim(),
        name: fields.name,
        birth_date: adult ? fields.birth_date : null,
        items: items.map((i) => ({ product: i.product, ...(i.sku ? { size: i.sku } : {}), quantity: i.quantity })),
      });
      if (user) keepReservations(user.email, [reservation]);
      await navigate(localize(`/my-reservations/?id=${reservation.id}`));
    } catch (error) {
      const refusal = refusalMessage(error, t);
      setFormError(
        typeof navigator !== "undefined" && navigator.onLine === false ? t("reservations.offline") : refusal.message,
      );
      setErrors(refusal.fields);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t("reservations.reserveTitle")}
    >
      <p className={styles.airportName}>
        {t("reservations.airport")}: {airport.iata} – {airport.name}
      </p>
      <section aria-labelledby="reserve-items">
        <h2 id="reserve-items">{t("reservations.items")}</h2>
        <ul className={styles.items}>
          {items.map((item, n) => (
            <li key={`${item.product} ${item.sku ?? ""}`} data-sale={sales[n].status}>
              <span>
                {t("reservations.quantity", { count: item.quantity })} {item.name}
                {item.size ? `, ${item.size}` : ""}
              </span>
              {chargedPrice(n) === undefined ? (
                <span>{sales[n].status === "not-sold" && sales[n].reason === "not-online" ? t("trip.sale.not-online") : t("trip.sale.duty-paid-only")}</span>
              ) : (
                <Price amount={chargedPrice(n)!} />
              )}
            </li>
          ))}
        </ul>
        {sales.some((sale) => sale.status === "duty-paid") && <p>{t("reservations.dutyPaidNote")}</p>}
        {localTotal && (
          <p className={styles.total}>
            {t("reservations.totalLocal")}: <strong data-testid="form-local-total">{localTotal}</strong>
          </p>
        )}
        <p className={styles.payNote}>{t("reservations.payAtCollection", { currency: airport.currency })}</p>
      </section>
      <label className={choices.selectField}>
        <span>{t("reservations.collectionPoint")}</span>
        <select name="collection_point" value={fields.collection_point} onChange={set("collection_point")}>
          {airport.collection_points.map((point) => (
            <option key={point.slug} value={point.slug}>
              {point.name} ({point.terminal.name})
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t("reservations.flightNumber")}
        hint={t("reservations.flightNumberHint")}
        name="flight_number"
        value={fields.flight_number}
        onChange={set("flight_number")}
        error={fieldError("flight_number")}
        autoCapitalize="characters"
        maxLength={12}
      />
      <TextField
        label={t("reservations.departure", { airport: airport.iata })}
        hint={t("reservations.departureHint", { hours: airport.rules.min_hours, days: airport.rules.max_days })}
        name="departure"
        type="datetime-local"
        value={fields.departure}
        onChange={set("departure")}
        error={fieldError("departure")}
      />
      <TextField
        label={t("reservations.destination")}
        hint={t("reservations.destinationHint")}
        name="destination"
        value={fields.destination}
        onChange={set("destination")}
        error={fieldError("destination")}
        autoCapitalize="characters"
        maxLength={3}
      />
      {known && (
        <LazyTripRules
          variant="reservation"
          departure={airport.iata}
          destination={known}
          connections={trip.destination === known ? trip.connections : []}
          lines={items.map((i) => i.line)}
        />
      )}
      <TextField
        label={t("reservations.name")}
        hint={t("reservations.nameHint")}
        name="name"
        value={fields.name}
        onChange={set("name")}
        error={fieldError("name")}
        autoComplete="name"
        maxLength={100}
      />
      {adult && (
        <TextField
          label={t("reservations.birthDate")}
          hint={t("reservations.birthDateHint", { age: airport.rules.adult_age, airport: airport.iata })}
          name="birth_date"
          type="date"
          value={fields.birth_date}
          onChange={set("birth_date")}
          error={fieldError("birth_date")}
          autoComplete="bday"
        />
      )}
      {formError && (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={formStyles.primary} disabled={busy}>
        {busy ? t("reservations.submitting") : t("reservations.submit")}
      </button>
    </form>
  );
}
