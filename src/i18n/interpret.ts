/**
 * Turns a compiled message into text: the format Lingui's compiler writes (catalogues.ts), read the way
 * @lingui/core's runtime reads it, in a fraction of its size. The home page's first-load JavaScript has a
 * 90 KB budget and @lingui/core (2.4 KB gzip: event emitter, locale loading, message descriptors,
 * development warnings) took it over; the differential test (interpret.test.ts) checks every message of
 * every catalogue, and each ICU feature, against @lingui/core itself, so the two cannot drift apart.
 *
 * A compiled message is a string, or a list of: text, `[name]` (a value), `[name, "number"|"date"|"time",
 * style]`, `[name, "plural"|"selectordinal"|"select", cases]`, where plural cases may hold "#" (the number).
 */
import { LOCALES, type Language } from "./languages";

export type CompiledToken = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = string | CompiledToken[];
export type Values = Record<string, unknown>;

type Cases = Record<string, CompiledMessage> & { offset?: number };
type Formatter = Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat;

export function makeInterpreter(lang: Language) {
  const locale = LOCALES[lang];
  const memo = new Map<string, Formatter>();
  const cached = <T extends Formatter>(key: string, make: () => T): T => {
    let value = memo.get(key) as T | undefined;
    if (!value) memo.set(key, (value = make()));
    return value;
  };

  // English's cardinal rule written out, and small whole numbers written as they are: an English page then
  // builds no Intl object for "1 item" / "3 items" (the first one loads the locale's data, tens of
  // milliseconds on a phone while the page starts; see src/lib/money.ts).
  const category = (n: number, ordinal: boolean) =>
    lang === "en" && !ordinal
      ? Math.abs(n) === 1
        ? "one"
        : "other"
      : cached(`plural-${ordinal}`, () => new Intl.PluralRules(locale, { type: ordinal ? "ordinal" : "cardinal" })).select(n);
  const count = (n: number) =>
    Number.isInteger(n) && Math.abs(n) < 1000 ? String(n) : cached("number", () => new Intl.NumberFormat(locale)).format(n);

  const format = (type: string, value: unknown, style: unknown): unknown => {
    if (type === "number") {
      const options = (typeof style === "string" ? { style } : style) as Intl.NumberFormatOptions | undefined;
      return cached(`number-${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value as number);
    }
    if (type === "date" || type === "time") {
      // A named style ("short", "long"…) is Intl's dateStyle/timeStyle, as ICU defines it (@lingui/core
      // spells its own approximations out; the test compares named styles with Intl instead).
      const options = (typeof style === "object" && style ? style : { [`${type}Style`]: style ?? "medium" }) as Intl.DateTimeFormatOptions;
      const date = value instanceof Date ? value : new Date(value as string);
      return cached(`${type}-${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(date);
    }
    return value;
  };

  const run = (message: CompiledMessage, values: Values, hash?: string): string => {
    if (!Array.isArray(message)) return message;
    let out = "";
    for (const token of message) {
      if (typeof token === "string") {
        out += token === "#" && hash !== undefined ? hash : token;
        continue;
      }
      const [name, type, style] = token;
      const value = values[name];
      let piece: unknown;
      if (type === "plural" || type === "selectordinal") {
        const cases = style as Cases;
        const n = Number(value) - (cases.offset ?? 0);
        const chosen = cases[String(value)] ?? cases[category(n, type === "selectordinal")] ?? cases.other;
        piece = run(chosen, values, count(n));
      } else if (type === "select") {
        const cases = style as Cases;
        piece = run(cases[String(value)] ?? cases.other, values);
      } else piece = type ? format(type, value, style) : value;
      if (piece != null) out += String(piece);
    }
    return out;
  };
  return (message: CompiledMessage | undefined, values: Values = {}) => (message === undefined ? undefined : run(message, values));
}

