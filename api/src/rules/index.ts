/** The trip's rules, shared by the API and the storefront (see types.ts). */
export * from "./types.ts";
export * from "./ids.ts";
export * from "./meter.ts";
export * from "./eligibility.ts";
export * from "./liquids.ts";
export { RULES_VERSION, DESTINATION_RULES } from "./data/allowances.ts";
export { WORLD_AIRPORTS } from "./data/world-airports.ts";
export { LIQUIDS_MAX_ML, LIQUIDS_RESCREENING } from "./data/liquids.ts";
export { sizeFactsOf, type SizeFacts } from "./size-facts.ts";
