import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";

/**
 * The OpenAPI document, generated from every route's TypeBox schemas, and its reference UI at
 * /api/docs/ (the document itself at /api/docs/json). Registered before the routes so it sees them all.
 */
export const openapi = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Travel Retail Shop API",
        version: "1.0.0",
        description:
          "The catalogue (airports, brands, categories, products, thematic sections, blog, currencies) and the account API " +
          "of the travel-retail shop. Lists are paginated with `?page=&page_size=` (at most 100) into `{count, next, previous, results}`; " +
          "prices are decimal strings in USD; errors are `{message, errors?}`.",
      },
      tags: [
        { name: "catalogue", description: "Public and read-only; answers may be cached for a minute" },
        { name: "blog" },
        { name: "media", description: "Generated SVG pictures" },
        { name: "auth", description: "Registration, login, tokens and the signed-in user" },
        { name: "preferences", description: "The signed-in user's currency and airport" },
        { name: "wishlist", description: "The signed-in user's lists" },
        { name: "newsletter" },
        { name: "partners" },
        { name: "meta" },
        { name: "site", description: "For the storefront's server: parts of pages included where they are served" },
      ],
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list", deepLinking: true } });
});
