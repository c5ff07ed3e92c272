import type { FastifyInstance } from "fastify";

/**
 * Catalogue answers may be cached by browsers and CDNs for a minute: the catalogue changes rarely and
 * every page of the storefront reads it. Errors are not cached, so a fixed typo is seen at once.
 */
export function publicCache(app: FastifyInstance, maxAgeSeconds = 60) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (
      (request.method === "GET" || request.method === "HEAD") &&
      reply.statusCode < 400 &&
      !reply.hasHeader("cache-control")
    ) {
      reply.header("cache-control", `public, max-age=${maxAgeSeconds}`);
    }
    return payload;
  });
}
