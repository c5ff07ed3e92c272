import { Type, type Static } from "@sinclair/typebox";
import { Money, Slug } from "./common.ts";
import { Sku } from "./account.ts";
import { AirportShop } from "./airport-detail.ts";
import { ProductKind, SizeFacts } from "./catalogue.ts";

/** Reserve & Collect (issue 19): a traveller's reservation, collected and paid for at the airport. */

export const RESERVATION_STATUSES = ["placed", "ready", "collected", "cancelled", "expired"] as const;
export const ReservationStatus = Type.Union(RESERVATION_STATUSES.map((s) => Type.Literal(s)));
export type ReservationStatus = Static<typeof ReservationStatus>;

/** An amount in the airport's currency, with that currency's decimals ("1234.50" PLN, "1235" JPY). */
const LocalMoney = Type.String({ pattern: "^\\d{1,12}(\\.\\d{1,4})?$" });
/** `YYYY-MM-DDTHH:mm` at the departure airport (the time on the boarding pass). */
export const LocalDateTime = Type.String({
  pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$",
  examples: ["2026-12-01T14:30"],
});
const CalendarDate = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", examples: ["1990-05-17"] });
const Iata = Type.String({ pattern: "^[A-Za-z]{3}$", examples: ["JFK"] });
const Instant = Type.String({ format: "date-time" });
const NullableInstant = Type.Union([Instant, Type.Null()]);

export const ReservationRules = Type.Object({
  min_hours: Type.Integer({ description: "Reservations close this many hours before departure." }),
  max_days: Type.Integer({ description: "…and open this many days before it." }),
  hold_hours: Type.Integer({ description: "Held this many hours after departure, then expired." }),
  adult_age: Type.Integer({ description: "Legal age for alcohol and tobacco." }),
  max_quantity: Type.Integer({ description: "At most this many of one product." }),
});
export type ReservationRules = Static<typeof ReservationRules>;

/** `GET /api/reservations/airports/<slug>/`: what the reservation form needs of the airport. */
export const ReservationAirport = Type.Object({
  slug: Slug,
  iata: Type.String(),
  name: Type.String(),
  timezone: Type.String(),
  currency: Type.String(),
  rules: ReservationRules,
  collection_points: Type.Array(AirportShop),
});
export type ReservationAirport = Static<typeof ReservationAirport>;

export const ReservationItem = Type.Object({
  product: Type.Object({ slug: Slug, name: Type.String(), brand: Type.String() }),
  sku: Type.String(),
  size: Type.String(),
  adult: Type.Boolean(),
  quantity: Type.Integer(),
  unit_price: Money, // USD, frozen at placement
  local_unit_price: LocalMoney, // the airport's currency, what is paid
  // What the allowance meter needs, as placed.
  kind: ProductKind,
  abv: Type.Union([Type.Number(), Type.Null()]),
  ...SizeFacts,
});
export type ReservationItem = Static<typeof ReservationItem>;

export const Reservation = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: "The collection code, six characters.", examples: ["K7MQX4"] }),
  status: ReservationStatus,
  airport: Type.Object({ slug: Slug, iata: Type.String(), name: Type.String(), timezone: Type.String() }),
  collection_point: AirportShop,
  flight_number: Type.String({ examples: ["LO 123"] }),
  departure: LocalDateTime, // local time at the airport
  departure_at: Instant,
  destination: Type.String(),
  duty: Type.Union([Type.Literal("duty-free"), Type.Literal("duty-paid")], {
    description: "How the trip buys: duty-paid on a flight inside a customs territory (priced at the duty-paid prices).",
  }),
  name: Type.String(),
  birth_date: Type.Union([CalendarDate, Type.Null()]),
  items: Type.Array(ReservationItem),
  total: Money,
  local_total: LocalMoney,
  currency: Type.String({ description: "The airport's currency: what is paid at collection." }),
  rate: Type.String({ description: "Units of `currency` for 1 USD, frozen at placement." }),
  /** Flight details can be changed until then (the window's close); cancelling until collection. */
  changeable_until: Instant,
  expires_at: Instant,
  can_change: Type.Boolean(),
  can_cancel: Type.Boolean(),
  id_check_required: Type.Boolean(),
  adult_age: Type.Integer({ description: "The airport's legal age for the adult items." }),
  qr_svg: Type.String({ description: "The code's QR code, an SVG image." }),
  created_at: Instant,
  ready_at: NullableInstant,
  collected_at: NullableInstant,
  cancelled_at: NullableInstant,
  expired_at: NullableInstant,
});
export type Reservation = Static<typeof Reservation>;

export const ReservationItemBody = Type.Object(
  {
    product: Slug,
    size: Type.Optional(Sku), // the size's SKU; without it, the product's default size
    quantity: Type.Integer({ minimum: 1, maximum: 99 }),
  },
  { additionalProperties: false },
);

const FlightFields = {
  flight_number: Type.String({ minLength: 2, maxLength: 12, examples: ["LO 123"] }),
  departure: LocalDateTime,
  destination: Iata,
};

export const ReservationCreateBody = Type.Object(
  {
    request_id: Type.String({ minLength: 8, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" }),
    airport: Slug,
    collection_point: Slug,
    ...FlightFields,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    birth_date: Type.Optional(Type.Union([CalendarDate, Type.Null()])),
    items: Type.Array(ReservationItemBody, { minItems: 1, maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type ReservationCreateBody = Static<typeof ReservationCreateBody>;

export const ReservationPatchBody = Type.Object(
  {
    flight_number: Type.Optional(FlightFields.flight_number),
    departure: Type.Optional(FlightFields.departure),
    destination: Type.Optional(FlightFields.destination),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ReservationPatchBody = Static<typeof ReservationPatchBody>;

export const ReservationListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    when: Type.Optional(Type.Union([Type.Literal("upcoming"), Type.Literal("past")])),
  },
  { additionalProperties: false },
);

/** The counter's airports: where the signed-in staff member works. */
export const CounterAirport = ReservationAirport;

export const CounterListQuery = Type.Object(
  {
    airport: Slug,
    collection_point: Type.Optional(Slug),
    day: Type.Optional(Type.Union([Type.Literal("today"), Type.Literal("tomorrow")])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })),
  },
  { additionalProperties: false },
);

export const CollectedBody = Type.Object(
  { id_checked: Type.Optional(Type.Boolean({ description: "Boarding pass, ID and age were checked." })) },
  { additionalProperties: false },
);

/** An action without fields (cancel, ready): no body, or `{}`; anything else is refused. */
export const EmptyBody = Type.Object({}, { additionalProperties: false });
