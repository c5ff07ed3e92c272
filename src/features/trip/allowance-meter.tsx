import React from "react";
import type { Currency } from "@travel-retail/api/schemas";
import {
  meter,
  rulesFor,
  findAirport,
  type AllowanceOption,
  type AllowanceUsage,
  type DestinationRules,
  type TripItem,
} from "@travel-retail/api/rules";
import { formatPrice } from "../../lib/money";
import { LOCALES, useLanguage, useT, type MessageId, type Translate } from "../../i18n";
import { converter, knowsCurrency, minorToUsd } from "./trip-lines";
import { regionName } from "./airport-names";
import * as styles from "./trip.module.css";

interface Format {
  t: Translate;
  locale: string;
  currency: string;
  currencies: readonly Currency[];
  rules: DestinationRules;
}

/** An option's amount in words: litres, sticks, grams, bottles or money in the display currency. */
function amount(option: AllowanceOption, value: number, f: Format): string {
  const number = (n: number) => new Intl.NumberFormat(f.locale, { maximumFractionDigits: 2 }).format(n);
  switch (option.unit) {
    case "ml":
      return f.t("trip.unit.ml", { amount: number(value / 1000) });
    case "sticks":
      return f.t("trip.unit.sticks", { amount: number(value) });
    case "g":
      return f.t("trip.unit.g", { amount: number(value) });
    case "items":
      return f.t("trip.unit.items", { amount: value });
    case "value":
      return formatPrice(minorToUsd(value, f.rules.currency, f.currencies), f.currency, f.currencies, f.locale);
  }
}

/** The lines of an allowance: the options the items use (or the first, when none), each used of its limit. */
function UsageLines({ usage, f }: { usage: AllowanceUsage; f: Format }) {
  const used = usage.options.filter((o) => o.used > 0);
  const shown = used.length > 0 ? used : usage.options.slice(0, 1);
  const percent = new Intl.NumberFormat(f.locale, { style: "percent", maximumFractionDigits: 0 }).format(usage.share);
  return (
    <li className={usage.over ? styles.over : undefined} data-allowance={usage.allowance.id} data-over={usage.over}>
      <span className={styles.allowanceName}>{f.t(`trip.allowance.${usage.allowance.id}` as MessageId)}</span>
      {shown.map(({ option, used: value }) => (
        <span key={option.id} className={styles.usage}>
          {f.t("trip.meter.line", {
            option: f.t(`trip.option.${option.id}` as MessageId),
            used: amount(option, value, f),
            limit: amount(option, option.limit, f),
          })}
        </span>
      ))}
      {used.length > 1 && <span className={styles.usage}>{f.t("trip.meter.together", { percent })}</span>}
      <span className={styles.bar} aria-hidden="true">
        <span style={{ width: `${Math.min(usage.share, 1) * 100}%` }} />
      </span>
      {usage.allowance.minAge !== undefined && <span className={styles.note}>{f.t("trip.meter.minAge", { age: usage.allowance.minAge })}</span>}
    </li>
  );
}

/**
 * What the items use of each arrival allowance at the destination, in the page's language and the
 * display currency. It warns when something is over and says what follows; it never blocks anything.
 */
export function AllowanceMeter({
  destination,
  items,
  currency,
  currencies,
}: {
  destination: string;
  items: TripItem[];
  currency: string;
  currencies: readonly Currency[];
}) {
  const t = useT();
  const locale = LOCALES[useLanguage()];
  const airport = findAirport(destination);
  const found = rulesFor(destination);
  if (!airport) return null;
  if (!found) return <p className={styles.note}>{t("trip.meter.noRules", { country: regionName(airport.country, locale) })}</p>;
  // A value allowance in a currency the shop has no rate for cannot be compared: it is left out, and said.
  const comparable = knowsCurrency(found.currency, currencies);
  const rules: DestinationRules = comparable
    ? found
    : { ...found, allowances: found.allowances.filter((a) => a.options.every((o) => o.unit !== "value")) };
  const result = meter(rules, items, converter(currencies));
  const f: Format = { t, locale, currency, currencies, rules };
  const place = regionName(found.id, locale);
  return (
    <section className={styles.meter} aria-label={t("trip.meter.title", { place })} data-testid="allowance-meter">
      <h3 className={styles.heading}>{t("trip.meter.title", { place })}</h3>
      <p className={result.over ? styles.overNote : styles.withinNote} data-testid="meter-verdict">
        {result.over ? t("trip.meter.over") : t("trip.meter.within")}
      </p>
      <ul className={styles.allowances}>
        {result.usages.map((usage) => (
          <UsageLines key={usage.allowance.id} usage={usage} f={f} />
        ))}
      </ul>
      {!comparable && <p className={styles.note}>{t("trip.meter.valueUnknown", { currency: found.currency })}</p>}
      {found.travellers === "residents" && <p className={styles.note}>{t("trip.meter.residents")}</p>}
      <p className={styles.note}>
        {found.sources.map((source, i) => (
          <React.Fragment key={source.url}>
            {i > 0 && " · "}
            <a href={source.url} rel="noopener noreferrer" target="_blank">
              {t("trip.meter.source", { title: source.title, date: source.checked })}
            </a>
          </React.Fragment>
        ))}
      </p>
    </section>
  );
}
