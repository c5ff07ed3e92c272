import type { FastifyInstance } from "fastify";
import { airportsRoutes } from "./airports.ts";
import { brandsRoutes } from "./brands.ts";
import { categoriesRoutes } from "./categories.ts";
import { subcategoriesRoutes } from "./subcategories.ts";
import { productsRoutes } from "./products.ts";
import { thematicSectionsRoutes } from "./thematic-sections.ts";
import { blogRoutes } from "./blog.ts";
import { currenciesRoutes } from "./currencies.ts";
import { mediaRoutes } from "./media.ts";
import { healthRoutes } from "./health.ts";
import { authRoutes } from "./auth.ts";
import { passwordResetRoutes } from "./password-reset.ts";
import { preferencesRoutes } from "./preferences.ts";
import { wishlistRoutes } from "./wishlist.ts";
import { newsletterRoutes } from "./newsletter.ts";
import { partnersRoutes } from "./partners.ts";
import { reservationRoutes } from "./reservations.ts";
import { counterRoutes } from "./counter.ts";
import { operatorRoutes } from "./operator.ts";
import { firstResultsRoutes } from "./first-results.ts";

/** Every route of the contract in ../shared/DESIGN.md, one file per resource. */
export async function registerRoutes(app: FastifyInstance) {
  // Catalogue (public, read-only)
  await app.register(airportsRoutes, { prefix: "/api/airports" });
  await app.register(brandsRoutes, { prefix: "/api/brands" });
  await app.register(categoriesRoutes, { prefix: "/api/categories" });
  await app.register(subcategoriesRoutes, { prefix: "/api/subcategories" });
  await app.register(productsRoutes, { prefix: "/api/products" }); // includes /api/products/mainpage/
  await app.register(thematicSectionsRoutes, { prefix: "/api/thematic-sections" });
  await app.register(blogRoutes, { prefix: "/api/blog" }); // /api/blog/, /articles/, /categories/
  await app.register(currenciesRoutes, { prefix: "/api/currencies" });
  await app.register(mediaRoutes, { prefix: "/media" }); // generated SVG images
  await app.register(healthRoutes, { prefix: "/api/health" });
  // The search page's first results, included in its HTML by nginx or the static server
  await app.register(firstResultsRoutes, { prefix: "/api/first-results" });
  // Accounts
  await app.register(authRoutes, { prefix: "/auth" });
  await app.register(passwordResetRoutes, { prefix: "/auth" }); // /auth/password/reset/ and …/confirm/
  await app.register(preferencesRoutes, { prefix: "/api" }); // /api/currency/set/, /api/location/set/, /api/language/set/
  await app.register(wishlistRoutes, { prefix: "/api/wishlist" });
  await app.register(newsletterRoutes, { prefix: "/api/newsletter" });
  await app.register(partnersRoutes, { prefix: "/api/partners" });
  // Reserve & Collect: the traveller's reservations and the counter's side (staff only)
  await app.register(reservationRoutes, { prefix: "/api/reservations" });
  await app.register(counterRoutes, { prefix: "/api/counter" });
  // The catalogue's import and export (operators only)
  await app.register(operatorRoutes, { prefix: "/api/operator" });
}
