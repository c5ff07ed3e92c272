import type { Queryable } from "../db/database.ts";
import * as repo from "../repositories/catalogue-import.ts";
import { FirstLines, noCounts, tally, type ImportPlan, type ImportRow, type PlanOptions } from "./plan.ts";

/**
 * Offers: a size (SKU) at an airport, its price, duty-paid price, stock and whether the airport sells
 * it. Created or updated by (SKU, airport). A full import stops selling the offers it leaves out (the
 * row stays, for the reservations that name it), except a hidden product's: those are out of the
 * catalogue, and out of its export. Selling one again takes a row that says so.
 */
export async function planOffers(tx: Queryable, rows: ImportRow[], { full }: PlanOptions): Promise<ImportPlan> {
  const variantIds = new Map((await repo.variants(tx)).map((v) => [v.sku, v.id]));
  const airports = new Map((await repo.airportIds(tx)).map((a) => [a.iata, a.id]));
  const current = new Map((await repo.offers(tx)).map((o) => [`${o.variant_id}:${o.airport_id}`, o]));

  const counts = noCounts();
  const errors: ImportPlan["errors"] = [];
  const lines = new FirstLines();
  const added: Parameters<typeof repo.insertOffers>[1] = [];
  const changed: Parameters<typeof repo.updateOffers>[1] = [];
  const listed = new Set<string>();
  for (const { line, values } of rows) {
    const sku = values.sku as string;
    const airport = values.airport as string;
    const earlier = lines.seen(`${sku}\n${airport}`, line);
    if (earlier !== undefined) {
      errors.push({ line, column: "sku", reason: `${sku} at ${airport} is already on line ${earlier}` });
      continue;
    }
    const variantId = variantIds.get(sku);
    const airportId = airports.get(airport);
    if (variantId === undefined)
      errors.push({ line, column: "sku", reason: `no size with the SKU ${sku}: import it with the products first` });
    if (airportId === undefined)
      errors.push({ line, column: "airport", reason: `no airport ${airport} in the catalogue` });
    if (variantId === undefined || airportId === undefined) continue;
    const key = `${variantId}:${airportId}`;
    listed.add(key);
    const was = current.get(key);
    const next = {
      variant_id: variantId,
      airport_id: airportId,
      price: values.price as string,
      // Left out of the file: the offer keeps its own; an empty cell: the same as the duty-free price.
      duty_paid_price:
        values.duty_paid_price === undefined
          ? (was?.duty_paid_price ?? null)
          : ((values.duty_paid_price as string | null) ?? null),
      stock: values.stock as number,
      sold: values.sold === undefined || values.sold === null ? (was?.sold ?? true) : (values.sold as boolean),
    };
    const same =
      was !== undefined &&
      was.price === next.price &&
      was.duty_paid_price === next.duty_paid_price &&
      was.stock === next.stock &&
      was.sold === next.sold;
    tally(counts, was, same, next, added, changed);
  }
  const unsold = full
    ? [...current.entries()].filter(([key, o]) => o.sold && !o.hidden && !listed.has(key)).map(([, o]) => o)
    : [];
  counts.hidden = unsold.length;

  return {
    counts,
    errors,
    write: async (db) => {
      await repo.insertOffers(db, added);
      await repo.updateOffers(db, [...changed, ...unsold.map((o) => ({ ...o, sold: false }))]);
      await repo.refreshSummaries(db);
    },
  };
}
