import { Airport } from "../schemas/catalogue.ts";
import { AirportDetail } from "../schemas/airport-detail.ts";
import { airportBySlug, airportsPage, countAirports } from "../repositories/airports.ts";
import {
  airportExtras,
  airportShops,
  airportTerminals,
  airportTopBrands,
  airportTopProductIds,
} from "../repositories/airport-details.ts";
import { loadProductSummaries } from "../lib/product-summary.ts";
import { catalogueResource } from "./catalogue-resource.ts";

export const airportsRoutes = catalogueResource({
  name: "Airport",
  list: { summary: "Airports with a shop, by city", schema: Airport },
  one: {
    summary:
      "One airport with its terminals, shops (collection points) and their opening hours in the airport's time zone, local currency, top brands and products (priced there)",
    schema: AirportDetail,
  },
  page: (db, _filters, limit, offset) => airportsPage(db, limit, offset),
  count: (db) => countAirports(db),
  bySlug: async (db, slug, _query, lang) => {
    const airport = await airportBySlug(db, slug);
    const extras = airport && (await airportExtras(db, slug));
    if (!airport || !extras) return undefined;
    const [terminal_details, shops, top_brands, productIds] = await Promise.all([
      airportTerminals(db, extras.id),
      airportShops(db, extras.id),
      airportTopBrands(db, extras.id),
      airportTopProductIds(db, extras.id),
    ]);
    return {
      ...airport,
      currency: extras.currency,
      terminal_details,
      shops,
      top_brands,
      top_products: await loadProductSummaries(db, productIds, slug, lang),
    };
  },
});
