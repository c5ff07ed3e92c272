import type { AirportDetail, OpeningHours } from "@travel-retail/api/schemas";
import { airports, products } from "./catalogue";

const week = (opens: string, closes: string, days = 7): OpeningHours[] =>
  (["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const)
    .slice(0, days)
    .map((day) => ({ day, opens, closes }));

/** Warsaw as GET /api/airports/waw/ gives it: one shop around the clock, one closed on Sundays. */
export const airportDetail: AirportDetail = {
  ...airports[0]!,
  terminals: ["Terminal A"],
  currency: "PLN",
  terminal_details: [{ code: "A", name: "Terminal A" }],
  shops: [
    {
      slug: "duty-free-schengen",
      name: "Duty Free Schengen",
      terminal: { code: "A", name: "Terminal A" },
      kind: "duty free",
      zone: "airside after security, Schengen gates A–E",
      collection_point: true,
      note: "Bring your boarding pass.",
      opening_hours: week("00:00", "24:00"),
    },
    {
      slug: "polish-delicatessen",
      name: "Polish Delicatessen",
      terminal: { code: "A", name: "Terminal A" },
      kind: "food & gifts",
      zone: "airside, Schengen pier",
      collection_point: false,
      note: "",
      opening_hours: week("06:00", "20:00", 6),
    },
  ],
  top_brands: [
    { slug: "aurora", name: "Aurora", product_count: 12 },
    { slug: "glen-corran", name: "Glen Corran", product_count: 7 },
  ],
  top_products: products,
};
