import type { ProductKind, RuleSource } from "../types.ts";

/** What an airport of the shop does not sell online, whatever the trip, and why. */
export interface AirportException {
  iata: string;
  notSoldOnline: ProductKind[];
  sources: RuleSource[];
}

export const AIRPORT_EXCEPTIONS: AirportException[] = [
  {
    // The UK's Tobacco Advertising and Promotion Act 2002 makes showing tobacco for sale online
    // advertising; UK airport shops sell it in the shop only, not for reservation.
    iata: "LHR",
    notSoldOnline: ["cigarettes", "cigarillos", "cigars", "tobacco"],
    sources: [
      {
        url: "https://www.legislation.gov.uk/ukpga/2002/36",
        title: "Tobacco Advertising and Promotion Act 2002",
        checked: "2026-11-25",
      },
    ],
  },
];
