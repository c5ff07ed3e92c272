import type { Currency } from "@travel-retail/api/schemas";

const USD: Currency = { code: "USD", name: "US dollar", symbol: "$", rate: "1", decimals: 2 };

// One formatter per currency: building Intl.NumberFormat is far costlier than calling format().
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  const key = `${currency.code}:${currency.decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: currency.code,
        minimumFractionDigits: currency.decimals,
        maximumFractionDigits: currency.decimals,
      });
    } catch {
      // An unknown ISO code must not break a page: fall back to a plain number with the code.
      const plain = new Intl.NumberFormat("en-US", { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals });
      formatter = { format: (n: number) => `${currency.code} ${plain.format(n)}` } as Intl.NumberFormat;
    }
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
 * The locale is fixed to en-US so the server-rendered HTML and the browser agree (no hydration mismatch).
 *
 * @param usd a decimal string in USD, e.g. "24.90"
 * @param currency the display currency, as a Currency or its ISO code
 * @param rates every currency with its rate (units per 1 USD); needed when `currency` is a code
 * @returns the formatted price, e.g. "€22.91"; an empty string when `usd` is not a number
 * @example formatPrice("10.00", "EUR", [{ code: "EUR", rate: "0.92", decimals: 2, … }]) // "€9.20"
 */
export function formatPrice(usd: string, currency: Currency | string = "USD", rates: readonly Currency[] = []): string {
  const amount = Number(usd);
  if (usd === "" || !Number.isFinite(amount)) return "";
  const target = findCurrency(currency, rates);
  const rate = Number(target.rate);
  const converted = amount * (Number.isFinite(rate) && rate > 0 ? rate : 1);
  return formatterFor(target).format(converted);
}
