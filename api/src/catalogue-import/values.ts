/**
 * The cell values of an import file, read into what the database stores. Each reader answers the value
 * or throws a ValueError with the reason shown on the row's error. Money stays a decimal string from the
 * file to the database: never a float.
 */

export class ValueError extends Error {}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
// Control characters other than tab and newline: invisible in a spreadsheet, harmful in a page.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function slug(value: string): string {
  if (value.length > 200 || !SLUG.test(value)) {
    throw new ValueError("must be a slug: lowercase letters, digits and single hyphens, such as glen-corran-12");
  }
  return value;
}

export function sku(value: string): string {
  if (!SKU.test(value)) throw new ValueError("must be 1–64 letters, digits, dots, slashes or hyphens");
  return value;
}

export function text(max: number) {
  return (value: string): string => {
    if (value.length > max) throw new ValueError(`must be at most ${max} characters`);
    if (CONTROL.test(value)) throw new ValueError("must not hold control characters");
    return value;
  };
}

export function requiredText(max: number) {
  const read = text(max);
  return (value: string): string => {
    if (value.trim() === "") throw new ValueError("must not be empty");
    return read(value.trim());
  };
}

/**
 * A price in USD with at most two decimals, as the canonical string the database gives back
 * (numeric(10, 2)): "12.5" → "12.50", so a file and an export compare equal.
 */
export function price(value: string): string {
  const v = value.trim();
  if (/^-/.test(v)) throw new ValueError("must not be negative");
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(v);
  if (!match) throw new ValueError("must be a price such as 12.50 (a dot, at most two decimals, below 100000000)");
  return `${BigInt(match[1]!)}.${(match[2] ?? "").padEnd(2, "0")}`;
}

/** A whole number from `min` to `max`. */
export function integer(min: number, max: number) {
  return (value: string): number => {
    const v = value.trim();
    if (!/^-?\d{1,9}$/.test(v) || Number(v) < min || Number(v) > max) {
      throw new ValueError(`must be a whole number from ${min} to ${max}`);
    }
    return Number(v);
  };
}

/** Alcohol by volume, % with at most one decimal, as numeric(4, 1) gives it back ("40" → "40.0"). */
export function abv(value: string): string {
  const match = /^(\d{1,3})(?:\.(\d))?$/.exec(value.trim());
  const tenths = match ? Number(match[1]) * 10 + Number(match[2] ?? 0) : NaN;
  if (!match || tenths <= 0 || tenths > 1000)
    throw new ValueError("must be a percentage above 0 and at most 100, such as 40 or 12.5");
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

const TRUE = new Set(["true", "yes", "1", "y"]);
const FALSE = new Set(["false", "no", "0", "n"]);

export function boolean(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  throw new ValueError("must be true or false");
}

export function oneOf<T extends string>(allowed: readonly T[]) {
  return (value: string): T => {
    const v = value.trim() as T;
    if (!allowed.includes(v)) throw new ValueError(`must be one of ${allowed.join(", ")}`);
    return v;
  };
}

/** An IATA airport code, upper-cased. */
export function iata(value: string): string {
  const v = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(v)) throw new ValueError("must be an airport's three-letter IATA code, such as WAW");
  return v;
}
