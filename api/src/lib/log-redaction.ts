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
  url = redactLinkPath(url);
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

// The pages of e-mailed links carry their secret in the path: /password-reset/<uid>/<token>/, /confirm-email/<key>/.
const SECRET_PATH = /^(\/password-reset\/[^/?#]*\/|\/confirm-email\/)[^/?#]+/;

/** A link's token is a password for an hour: the log keeps which page was asked for, not the token. */
function redactLinkPath(url: string): string {
  return url.replace(SECRET_PATH, "$1[redacted]");
}

/** The API's logger: pino at `level`, with each request's URL redacted (Fastify's request fields otherwise). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
  format: "pretty" | "json" = "json",
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : format === "pretty" ? { stream: readableLines(process.stdout) } : {}),
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

const LEVELS: Record<number, string> = { 10: "trace", 20: "debug", 30: "info", 40: "WARN", 50: "ERROR", 60: "FATAL" };

/**
 * pino's JSON lines as a person reads them in a terminal: the time, the level when it is not info, the
 * message, and any other fields as key=value (an error's message and first stack line).
 */
export function readableLines(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line);
      } catch {
        out.write(line);
        return;
      }
      const { level, time, msg, pid: _pid, hostname: _host, reqId: _req, err, ...rest } = entry;
      const clock = new Date(typeof time === "number" ? time : Date.now()).toTimeString().slice(0, 8);
      const tag = level === 30 ? "" : ` ${LEVELS[level as number] ?? level}`;
      const extra = Object.entries(rest).map(([k, v]) => ` ${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
      const error =
        err && typeof err === "object"
          ? ` ${(err as { stack?: string }).stack?.split("\n").slice(0, 2).join(" ") ?? ""}`
          : "";
      out.write(`${clock}${tag} ${msg ?? ""}${extra.join("")}${error}\n`);
    },
  };
}
