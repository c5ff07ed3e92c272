/**
 * The allowance and option ids the rules data may use: each has its words in the storefront's message
 * catalogue (`trip.allowance.<id>`, `trip.option.<id>`), and a test checks that the data uses no other.
 */
export const ALLOWANCE_IDS = [
  "alcohol",
  "wine",
  "beer",
  "tobacco",
  // Where cigars and loose tobacco have limits of their own beside the cigarettes' (US, Canada).
  "cigars",
  "loose-tobacco",
  "perfume",
  "goods",
] as const;

export const OPTION_IDS = [
  "spirits", // spirits over 22 % vol
  "low-alcohol", // alcohol up to 22 % vol: fortified and sparkling wine, liqueurs, aperitifs
  "alcohol", // any alcoholic drink
  "still-wine",
  "wine", // any wine, still or sparkling
  "sparkling-fortified", // sparkling or fortified wine
  "beer",
  "bottles", // alcoholic drinks counted in bottles
  "cigarettes",
  "cigarillos",
  "cigars",
  "tobacco", // smoking tobacco by weight
  "tobacco-products", // any tobacco product
  "perfume",
  "goods", // other goods, by value
] as const;
