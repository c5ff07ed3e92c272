import fp from "fastify-plugin";
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";

/**
 * The headers every answer of the API carries, whether or not the built site is served beside it
 * (static-site.ts sets the pages' own): no sniffing, no framing, no referrer, and a Content Security
 * Policy that lets a JSON or SVG answer opened as a document do nothing at all. The API reference UI
 * (/api/docs/) gets the policy it needs to run. Strict-Transport-Security goes on answers to HTTPS
 * requests (request.protocol, which honours TRUST_PROXY), or on every answer when HSTS_MAX_AGE is set.
 *
 * Answers that belong to one person are never stored by a browser or a proxy: Cache-Control: no-store
 * on every answer to a request with an Authorization header, every /auth/ answer and every answer to a
 * write, unless the route chose its own (the catalogue's `public, max-age=60`, which is the same for
 * everyone).
 */
export const API_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-site",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/** Swagger UI: its own scripts and styles, inline style attributes, data: icons, and fetches of the document. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const ONE_YEAR = 365 * 24 * 60 * 60;
const API_PATH = /^\/(api|auth|media)(\/|$|\?)/;
// A Location the server writes must be a path on this origin: one slash, then no slash, backslash or control character.
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/;

function noStoreUnlessChosen(request: FastifyRequest, reply: FastifyReply) {
  if (reply.hasHeader("cache-control")) return;
  const personal = request.headers.authorization !== undefined || request.url.startsWith("/auth/");
  const write = request.method !== "GET" && request.method !== "HEAD";
  if (personal || write) reply.header("cache-control", "no-store");
}

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const { hstsMaxAge, staticDir } = app.config;

  // As a route's own hook it runs after the route's plugin hooks (the catalogue's publicCache), so a
  // route's choice stands; answers that matched no route get the same rule below.
  const lastOnSend: onSendHookHandler = async (request, reply, payload) => {
    noStoreUnlessChosen(request, reply);
    return payload;
  };
  app.addHook("onRoute", (route) => {
    route.onSend = [...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]), lastOnSend];
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.routeOptions.url === undefined) noStoreUnlessChosen(request, reply);
    if (!staticDir || API_PATH.test(request.url)) {
      const headers = request.url.startsWith("/media/")
        ? { ...API_HEADERS, "cross-origin-resource-policy": "cross-origin" } // pictures for a site on a CDN
        : request.url.startsWith("/api/docs")
          ? { ...API_HEADERS, "content-security-policy": DOCS_CSP }
          : API_HEADERS;
      for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (hstsMaxAge > 0 || request.protocol === "https") {
      reply.header("strict-transport-security", `max-age=${hstsMaxAge || ONE_YEAR}`);
    }
    const location = reply.getHeader("location");
    if (location !== undefined && !SAME_ORIGIN_PATH.test(String(location))) {
      // A bug, not an attack to serve: never send a visitor to another site.
      request.log.error({ location: String(location) }, "refused to redirect off the site");
      reply.header("location", "/");
    }
    return payload;
  });
});
