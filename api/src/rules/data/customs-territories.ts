import type { RuleSource } from "../types.ts";

/**
 * The EU's member states (ISO 3166-1 alpha-2): one customs and excise territory. A flight between two of
 * them is not an exportation, so the departure airport sells duty-paid, not duty-free (Council Directive
 * 2008/118/EC, article 14 for excise; Council Directive 2006/112/EC, article 146 for VAT). Airports of a
 * member state that lie outside that territory (the Canary Islands) say so in the airports table.
 */
export const EU_MEMBER_STATES = [
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT",
  "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
];

export const EU_TERRITORY_SOURCES: RuleSource[] = [
  {
    url: "https://eur-lex.europa.eu/eli/dir/2008/118/oj",
    title: "Council Directive 2008/118/EC: general arrangements for excise duty (article 14: tax-free shops)",
    checked: "2026-11-25",
  },
];
