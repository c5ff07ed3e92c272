import type { Database, Queryable } from "../database.ts";
import { AIRPORT_SHOPS, WEEKDAYS, parseDayHours } from "./airport-shops.ts";

/**
 * Writes the terminals, shops and opening hours of airport-shops.ts for the airports in the database
 * (matched by IATA code; airports it does not list get none). A dozen airports: plain INSERTs.
 */
export async function seedAirportShops(tx: Queryable): Promise<void> {
  const { rows: airports } = await tx.query<{ id: number; iata: string }>("SELECT id, trim(iata) AS iata FROM airports");
  for (const airport of airports) {
    const seed = AIRPORT_SHOPS[airport.iata];
    if (!seed) continue;
    const terminalIds = new Map<string, number>();
    for (const [position, [code, name]] of seed.terminals.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        "INSERT INTO airport_terminals (airport_id, code, name, position) VALUES ($1, $2, $3, $4) RETURNING id",
        [airport.id, code, name, position],
      );
      terminalIds.set(code, rows[0]!.id);
    }
    for (const [position, shop] of seed.shops.entries()) {
      const terminalId = terminalIds.get(shop.terminal);
      if (terminalId === undefined) throw new Error(`${airport.iata} shop ${shop.slug}: no terminal ${shop.terminal}`);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO airport_shops (airport_id, terminal_id, slug, name, kind, zone, collection_point, note, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [airport.id, terminalId, shop.slug, shop.name, shop.kind, shop.zone, shop.collectionPoint, shop.note ?? "", position],
      );
      for (const [index, day] of WEEKDAYS.entries()) {
        const hours = parseDayHours(shop.hours[day]);
        if (!hours) continue;
        await tx.query("INSERT INTO airport_shop_hours (shop_id, weekday, opens, closes) VALUES ($1, $2, $3, $4)", [
          rows[0]!.id,
          index + 1,
          ...hours,
        ]);
      }
    }
  }
}

/**
 * A database seeded before migration 006 has airports but no terminals: give it the shops once, so an
 * upgraded shop's airport pages are not empty. A database with any terminal is left as its operator made it.
 */
export async function seedAirportShopsIfMissing(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ missing: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM airports) AND NOT EXISTS (SELECT 1 FROM airport_terminals) AS missing",
  );
  if (!rows[0]!.missing) return false;
  await db.transaction((tx) => seedAirportShops(tx));
  return true;
}
