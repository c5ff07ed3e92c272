import type { Currency } from "@travel-retail/api/schemas";

const USD: Currency = { code: "USD", name: "US dollar", symbol: "$", rate: "1", decimals: 2 };

/**
 * A non-negative number rounded to `decimals` places as Intl rounds it: from its shortest decimal form
 * (the one String() gives, so 0.015 is "0.015", not the binary 0.01499…), ties away from zero.
 */
function roundHalfExpand(abs: number, decimals: number): { whole: string; fraction: string } {
  const text = String(abs);
  if (text.includes("e")) {
    // Below 1e-6 (the caller keeps out 1e21 and above): nothing shows at a currency's few decimals.
    return { whole: "0", fraction: "0".repeat(decimals) };
  }
  const [whole, fraction = ""] = text.split(".");
  if (fraction.length <= decimals) return { whole, fraction: fraction.padEnd(decimals, "0") };
  const digits = (whole + fraction.slice(0, decimals)).split("").map(Number);
  if (Number(fraction[decimals]) >= 5) {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === 9) digits[i--] = 0;
    if (i >= 0) digits[i] += 1;
    else digits.unshift(1);
  }
  const joined = digits.join("");
  return { whole: joined.slice(0, joined.length - decimals) || "0", fraction: joined.slice(joined.length - decimals) };
}

/**
 * US dollars as en-US's Intl.NumberFormat writes them ("$1,234.50", "-$5.00"), without Intl: the first
 * Intl.NumberFormat of a page loads ICU's locale data, about 80 ms of main thread on a mid-range phone,
 * in the middle of hydrating the prices of every card. USD is what every page is rendered in; other
 * currencies, chosen by the visitor, still go through Intl. The test checks the output against Intl.
 */
const usdFormatter = (decimals: number): Formatter => ({
  format(n: number): string {
    if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return `$${n}`;
    const { whole, fraction } = roundHalfExpand(Math.abs(n), decimals);
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    const negative = n < 0 || Object.is(n, -0);
    return `${negative ? "-" : ""}$${grouped}${fraction ? `.${fraction}` : ""}`;
  },
});

type Formatter = Pick<Intl.NumberFormat, "format">;

/**
 * The locale prices are written in by default, and on English pages. A Polish page passes "pl-PL"
 * ("1 234,50 zł"), a German one "de-DE" ("1.234,50 €"): the page's language, from src/i18n's LOCALES.
 */
const EN_US = "en-US";

// One formatter per currency: building Intl.NumberFormat is far costlier than calling format().
const formatters = new Map<string, Formatter>();

function intlFormatter(currency: Currency, locale: string): Formatter {
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.code,
      minimumFractionDigits: currency.decimals,
      maximumFractionDigits: currency.decimals,
      // Thousands grouped from 1,000 in every locale: Polish CLDR data starts at 10 000, so a shop's
      // prices would read "1234,50 zł" beside "12 345,00 zł". (Older TypeScript libs lack "always".)
      useGrouping: "always" as unknown as boolean,
    });
  } catch {
    // An unknown ISO code must not break a page: fall back to a plain number with the code.
    const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals });
    return { format: (n: number) => `${currency.code} ${plain.format(n)}` };
  }
}

function formatterFor(currency: Currency, locale: string): Formatter {
  const key = `${locale}:${currency.code}:${currency.decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = currency.code === "USD" && locale === EN_US ? usdFormatter(currency.decimals) : intlFormatter(currency, locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Finds a currency by its code in the rates list; unknown codes fall back to USD, the prices' own currency.
 */
export function findCurrency(code: string | Currency, rates: readonly Currency[] = []): Currency {
  if (typeof code !== "string") return code;
  return rates.find((c) => c.code === code) ?? (code === "USD" ? USD : rates.find((c) => c.code === "USD") ?? USD);
}

/**
 * Converts a USD price (a decimal string, as the API sends it) into the chosen currency and formats it.
 *
 * The locale is the page's (en-US unless given): the server renders each language's page with its own,
 * so the HTML and the browser agree (no hydration mismatch).
 *
 * @param usd a decimal string in USD, e.g. "24.90"
 * @param currency the display currency, as a Currency or its ISO code
 * @param rates every currency with its rate (units per 1 USD); needed when `currency` is a code
 * @returns the formatted price, e.g. "€22.91"; an empty string when `usd` is not a number
 * @example formatPrice("10.00", "EUR", [{ code: "EUR", rate: "0.92", decimals: 2, … }]) // "€9.20"
 */
export function formatPrice(usd: string, currency: Currency | string = "USD", rates: readonly Currency[] = [], locale = EN_US): string {
  const amount = Number(usd);
  if (usd === "" || !Number.isFinite(amount)) return "";
  const target = findCurrency(currency, rates);
  const rate = Number(target.rate);
  const converted = amount * (Number.isFinite(rate) && rate > 0 ? rate : 1);
  return formatterFor(target, locale).format(converted);
}

/**
 * A USD price (a decimal string) in the display currency's minor units (cents, yen…), rounded once. Sums
 * of these integers are exact, so a list's total is exactly the sum of the lines it shows, whatever the
 * rate; null when `usd` is not a number.
 */
export function toMinorUnits(usd: string, currency: Currency | string = "USD", rates: readonly Currency[] = []): number | null {
  const amount = Number(usd);
  if (usd.trim() === "" || !Number.isFinite(amount)) return null;
  const target = findCurrency(currency, rates);
  const rate = Number(target.rate);
  const converted = amount * (Number.isFinite(rate) && rate > 0 ? rate : 1);
  // Rounds the shortest decimal form (as formatPrice does), so 1.005 is 101 cents, not the binary 100.49….
  const { whole, fraction } = roundHalfExpand(Math.abs(converted), target.decimals);
  const minor = Number(`${whole}${fraction}`);
  return converted < 0 ? -minor : minor;
}

/** Formats an amount in the currency's minor units (from toMinorUnits) the way formatPrice formats prices. */
export function formatMinorUnits(minor: number, currency: Currency | string = "USD", rates: readonly Currency[] = [], locale = EN_US): string {
  const target = findCurrency(currency, rates);
  const sign = minor < 0 ? "-" : "";
  const digits = String(Math.abs(minor)).padStart(target.decimals + 1, "0");
  const decimal = target.decimals > 0 ? `${digits.slice(0, -target.decimals)}.${digits.slice(-target.decimals)}` : digits;
  return formatterFor(target, locale).format(Number(`${sign}${decimal}`));
}
