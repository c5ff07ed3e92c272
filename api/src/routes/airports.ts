import { Airport } from "../schemas/catalogue.ts";
import { airportBySlug, airportsPage, countAirports } from "../repositories/airports.ts";
import { catalogueResource } from "./catalogue-resource.ts";

export const airportsRoutes = catalogueResource({
  name: "Airport",
  list: { summary: "Airports with a shop, by city", schema: Airport },
  one: { summary: "One airport", schema: Airport },
  page: (db, _filters, limit, offset) => airportsPage(db, limit, offset),
  count: (db) => countAirports(db),
  bySlug: (db, slug) => airportBySlug(db, slug),
});
