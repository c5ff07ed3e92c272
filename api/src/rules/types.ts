/**
 * The trip's rules as data: what a traveller may bring into the destination without paying duty
 * (allowances), whether the departure airport sells duty-free for the trip (eligibility), and what
 * happens to liquids bought airside on a trip with connections. Pure data and pure functions: the API
 * and the storefront import the same module, so the storefront's meter works offline.
 */

/** What a product is for the rules. Perfume is its own kind (some countries allow an amount of it); the rest is "other". */
export const PRODUCT_KINDS = [
  "spirits",
  "wine",
  "sparkling",
  "fortified",
  "beer",
  "cigarettes",
  "cigarillos",
  "cigars",
  "tobacco",
  "perfume",
  "other",
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const ALCOHOL_KINDS: readonly ProductKind[] = ["spirits", "wine", "sparkling", "fortified", "beer"];
export const TOBACCO_KINDS: readonly ProductKind[] = ["cigarettes", "cigarillos", "cigars", "tobacco"];

/**
 * What an option's limit counts: millilitres of the drink, sticks (cigarettes, cigarillos, cigars),
 * grams of tobacco, items (bottles, packs) or value (minor units of the rule set's currency).
 */
export type AllowanceUnit = "ml" | "sticks" | "g" | "items" | "value";

/** One way to use an allowance ("1 L of spirits over 22 %"). */
export interface AllowanceOption {
  /** Names the option in the message catalogue (`trip.option.<id>`). */
  id: string;
  /** The kinds that count towards it. */
  kinds: ProductKind[];
  /** Only drinks stronger than this (% vol), as "over 22 %". */
  abvOver?: number;
  /** Only drinks up to this strength (% vol), as "not over 22 %". */
  abvAtMost?: number;
  unit: AllowanceUnit;
  /** In `unit`; for "value", minor units (cents) of the rule set's currency. */
  limit: number;
}

/**
 * An allowance: one option, or several the law joins with "or".
 * - "proportional": the options may be combined, each used as a share of its own limit, the shares
 *   adding up to at most 100 % (the EU's and the UK's "or"). An item that several options accept goes
 *   to the one it uses least of.
 * - "one": only one of the options may be used (Canada's "or"); the one the items use least of is chosen.
 */
export interface Allowance {
  /** Names the allowance in the message catalogue (`trip.allowance.<id>`). */
  id: string;
  combine: "proportional" | "one";
  options: AllowanceOption[];
  /** The youngest traveller it applies to; younger travellers have none of it. */
  minAge?: number;
}

/** Where a figure comes from. */
export interface RuleSource {
  url: string;
  title: string;
  /** The date (YYYY-MM-DD) the figures were last compared against the source. */
  checked: string;
}

/** The arrival allowances of one destination (a country, or a customs territory such as the EU). */
export interface DestinationRules {
  /** "EU" or a country's ISO 3166-1 alpha-2 code. */
  id: string;
  /** The countries (ISO alpha-2) whose airports these rules apply to. */
  countries: string[];
  /** The currency (ISO 4217) of the value limits. */
  currency: string;
  /** Who the figures are for: everyone arriving by air, or residents returning home. */
  travellers: "everyone" | "residents";
  allowances: Allowance[];
  sources: RuleSource[];
}

/** An airport of the destinations table. */
export interface WorldAirport {
  iata: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /**
   * Set where the airport lies outside its country's customs or excise territory (the Canary Islands
   * are Spain but outside the EU's excise territory): the territory's own code.
   */
  territory?: string;
}

/** What a connection's security screening does to liquids in a sealed security bag. */
export interface LiquidsRescreening {
  /** ISO alpha-2 of the connection's country. */
  country: string;
  /** "accepted": sealed bags from the trip's airports pass; "may-refuse": screening may take them away. */
  outcome: "accepted" | "may-refuse";
  /** How long after purchase a sealed bag is accepted, in hours, where the rule says. */
  maxHours?: number;
  sources: RuleSource[];
}
