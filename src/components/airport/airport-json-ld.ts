import type { AirportDetail } from "@travel-retail/api/schemas";
import { routes } from "../../lib/routes";

/** The id a shop's block has on its airport's page, so links and structured data can point at it. */
export const shopAnchor = (slug: string) => `shop-${slug}`;

/**
 * schema.org `Airport` with its IATA code and its shops as `Store`s with opening hours, for search
 * engines. schema.org writes "open all day" as 00:00–23:59, so the API's 24:00 becomes 23:59; hours past
 * midnight stay as they are (closes before opens), which is schema.org's own convention for them.
 */
export function airportJsonLd(airport: AirportDetail, siteUrl: string) {
  const url = `${siteUrl}${routes.airport(airport.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Airport",
    "@id": url,
    name: airport.name,
    iataCode: airport.iata,
    url,
    address: { "@type": "PostalAddress", addressLocality: airport.city, addressCountry: airport.country_code },
    containsPlace: airport.shops.map((shop) => ({
      "@type": "Store",
      "@id": `${url}#${shopAnchor(shop.slug)}`,
      name: shop.name,
      description: [shop.kind, shop.terminal.name, shop.zone].filter(Boolean).join(", "),
      currenciesAccepted: airport.currency,
      openingHoursSpecification: shop.opening_hours.map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${h.day}`,
        opens: h.opens,
        closes: h.closes === "24:00" ? "23:59" : h.closes,
      })),
    })),
  };
}
