import { Type, type Static } from "@sinclair/typebox";
import { Slug } from "./common.ts";
import { Airport, ProductSummary } from "./catalogue.ts";

/** schema.org's day names, so the storefront's structured data uses them as they are. */
export const DAYS_OF_WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** A local wall-clock time, "HH:MM"; "24:00" only as a closing time (open until midnight). */
const LocalTime = Type.String({ pattern: "^(?:[01]\\d|2[0-3]):[0-5]\\d$|^24:00$", examples: ["05:30"] });

/**
 * One open day of a shop, in the airport's own time zone. A day that is not listed is closed;
 * "00:00"–"24:00" is open around the clock; `closes` at or before `opens` closes after midnight.
 */
export const OpeningHours = Type.Object({
  day: Type.Union(DAYS_OF_WEEK.map((d) => Type.Literal(d))),
  opens: LocalTime,
  closes: LocalTime,
});
export type OpeningHours = Static<typeof OpeningHours>;

export const AirportTerminal = Type.Object({
  code: Type.String({ examples: ["A", "T1", "2"] }),
  name: Type.String(),
});
export type AirportTerminal = Static<typeof AirportTerminal>;

/** A shop at an airport; the collection points are where Reserve & Collect orders are picked up. */
export const AirportShop = Type.Object({
  slug: Slug, // unique within its airport
  name: Type.String(),
  terminal: AirportTerminal,
  kind: Type.String({ examples: ["duty free"] }),
  zone: Type.String({ examples: ["airside after security, gate area B"] }),
  collection_point: Type.Boolean(),
  note: Type.String(),
  opening_hours: Type.Array(OpeningHours), // Monday first; a missing day is closed
});
export type AirportShop = Static<typeof AirportShop>;

export const AirportBrand = Type.Object({
  slug: Slug,
  name: Type.String(),
  product_count: Type.Integer(), // products of the brand in stock at this airport
});
export type AirportBrand = Static<typeof AirportBrand>;

/** `GET /api/airports/<slug>/`: the list's airport and what its page shows. */
export const AirportDetail = Type.Composite([
  Airport,
  Type.Object({
    currency: Type.String({ pattern: "^[A-Z]{3}$" }), // the tills' currency; prices stay USD
    terminal_details: Type.Array(AirportTerminal),
    shops: Type.Array(AirportShop),
    top_brands: Type.Array(AirportBrand),
    top_products: Type.Array(ProductSummary), // priced at this airport
  }),
]);
export type AirportDetail = Static<typeof AirportDetail>;
