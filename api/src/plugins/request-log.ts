import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { redactUrl } from "../lib/log-redaction.ts";

/** The site's files that every page load fetches: logged only when they fail. */
const ASSET =
  /^\/(static|page-data|media|~partytown)\/|\.(js|mjs|css|map|json|webmanifest|ico|png|jpe?g|svg|webp|avif|gif|woff2?|txt|xml)$/i;

/**
 * With LOG_FORMAT=pretty (a terminal, as `npm start` runs it): one line per page or API request, its
 * status and time, and none for the static files each page pulls in unless they fail. With JSON logs
 * Fastify's own request logging stays, for a log pipeline to filter.
 */
export const requestLog = fp(async (app: FastifyInstance) => {
  if (app.config.logFormat !== "pretty") return;
  app.addHook("onResponse", async (request, reply) => {
    const path = request.url.split("?")[0]!;
    if (reply.statusCode < 400 && ASSET.test(path)) return;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
});
