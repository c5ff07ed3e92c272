import type { ProductKind } from "@travel-retail/api/rules";
// The size parser alone: this module is in the lists' and the reservation form's first load, the rest
// of the rules (the airports table, the allowances) loads with the trip panel.
import { sizeFactsOf } from "@travel-retail/api/rules/size-facts";

/**
 * A line of a list, a product page or a reservation, as the trip's rules read it: what it is, how much
 * it holds, how many and its prices (USD decimal strings, as the API sends them).
 */
export interface TripLine {
  key: string;
  name: string;
  kind: ProductKind;
  abv: number | null;
  volume_ml: number | null;
  sticks: number | null;
  tobacco_g: number | null;
  quantity: number;
  price: string;
  /** The departure airport's duty-paid price; null: the same as `price`. */
  duty_paid_price: string | null;
}

/** A list row (an account list's, or the visitor's on this device) as a line for the rules. */
export function listLine(item: {
  product: { slug: string; name: string; kind?: ProductKind; abv?: number | null; sku: string; size: string; price: string };
  variant?: {
    sku: string;
    size: string;
    price: string;
    duty_paid_price?: string | null;
    volume_ml?: number | null;
    sticks?: number | null;
    tobacco_g?: number | null;
  };
  quantity: number;
}): TripLine {
  // Rows stored before products carried their kind read as "other"; a row without the size's facts
  // (added offline, not yet answered by the server) reads them from the size's text.
  const kind = item.product.kind ?? "other";
  const size = item.variant?.size ?? item.product.size;
  const parsed = sizeFactsOf(kind, size);
  return {
    key: `${item.product.slug}:${item.variant?.sku ?? item.product.sku}`,
    name: item.variant ? `${item.product.name}, ${size}` : item.product.name,
    kind,
    abv: item.product.abv ?? null,
    volume_ml: item.variant?.volume_ml ?? parsed.volumeMl,
    sticks: item.variant?.sticks ?? parsed.sticks,
    tobacco_g: item.variant?.tobacco_g ?? parsed.tobaccoG,
    quantity: item.quantity,
    price: item.variant?.price ?? item.product.price,
    duty_paid_price: item.variant?.duty_paid_price ?? null,
  };
}
