import type { FastifyRequest, FastifyServerOptions } from "fastify";

// Query parameters that hold a secret: passwords, tokens, keys and the newsletter's unsubscribe token.
const SECRET_PARAM = /password|token|secret|^(refresh|access|key|unsubscribe)$/i;

/**
 * The URL as the request log shows it: the values of secret query parameters replaced. Every form of
 * the storefront posts its password, but a page cached before that change, a hand-made link or
 * another client may still send one in a query string, and a log is kept, copied and read by more
 * people than a password should be.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // a malformed name is logged as sent, and still checked
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return url.slice(0, at + 1) + pairs.join("&");
}

/** The API's logger: pino at `level`, with each request's URL redacted (Fastify's request fields otherwise). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
