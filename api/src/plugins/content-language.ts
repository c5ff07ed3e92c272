import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { CONTENT_LANGUAGES, requestLanguage } from "../lib/content-language.ts";

/** The routes whose answers hold catalogue text: each takes `?lang=` and states the language it served. */
export const CONTENT_PREFIXES = [
  "/api/airports/",
  "/api/brands/",
  "/api/categories/",
  "/api/subcategories/",
  "/api/products/",
  "/api/thematic-sections/",
  "/api/blog/",
];

const LANG_PARAMETER = {
  type: "string",
  enum: [...CONTENT_LANGUAGES],
  description:
    "The language of names and descriptions (each field falls back to English where it has no translation). " +
    "Without it, Accept-Language decides. The answer's Content-Language says which was served.",
};

/** `url` a route's or a request's: a prefix's own root is registered both with and without its slash. */
export const isContentRoute = (url: string) =>
  CONTENT_PREFIXES.some(
    (prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1) || url.startsWith(`${prefix.slice(0, -1)}?`),
  );

/**
 * Adds `lang` to the query of every GET content route (after plugins/input-guards.ts closed the query to
 * unknown parameters, so this one is known), and answers with Content-Language, plus `Vary:
 * Accept-Language` when the header rather than the URL chose the language.
 */
export const contentLanguage = fp(async (app: FastifyInstance) => {
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (!methods.includes("GET") || !isContentRoute(route.url)) return;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const query = (schema.querystring as Record<string, unknown> | undefined) ?? {
      type: "object",
      additionalProperties: false,
    };
    const properties = (query.properties as Record<string, unknown> | undefined) ?? {};
    // New objects: a query schema may be shared by several routes.
    route.schema = { ...schema, querystring: { ...query, properties: { ...properties, lang: LANG_PARAMETER } } };
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" || !isContentRoute(request.url) || reply.statusCode >= 400) return payload;
    const { lang, fromQuery } = requestLanguage(request);
    reply.header("content-language", lang);
    if (!fromQuery) {
      const vary = reply.getHeader("vary");
      reply.header("vary", vary ? `${String(vary)}, Accept-Language` : "Accept-Language");
    }
    return payload;
  });
});
