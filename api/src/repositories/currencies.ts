import type { Queryable } from "../db/database.ts";
import type { Currency } from "../schemas/catalogue.ts";

/** Display currencies in the shop's order; rates as decimal strings. */
export async function currenciesPage(db: Queryable, limit: number, offset: number): Promise<Currency[]> {
  const { rows } = await db.query<Currency>(
    // trim_scale: "0.920000" → "0.92", as the rate was written.
    "SELECT code, name, symbol, trim_scale(rate)::text AS rate, decimals FROM currencies ORDER BY position, code LIMIT $1 OFFSET $2",
    [limit, offset],
  );
  return rows;
}

export async function countCurrencies(db: Queryable): Promise<number> {
  return (await db.query<{ count: number }>("SELECT count(*)::int AS count FROM currencies")).rows[0]!.count;
}

export async function currencyExists(db: Queryable, code: string): Promise<boolean> {
  return (await db.query("SELECT 1 FROM currencies WHERE code = $1", [code])).rows.length > 0;
}
