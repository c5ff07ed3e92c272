import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Routes that send an e-mail to any address given (newsletter, partner application, confirmation
 * resend) could be used to flood someone's inbox. They take this per-client limit through
 * `config: { rateLimit: MAIL_SENDING_LIMIT }`: MAIL_RATE_LIMIT (default 20) requests per 10 minutes, generous
 * enough for many travellers behind one airport Wi-Fi address. Other routes are not limited here (login
 * has its own per-account limiter).
 */
export const MAIL_SENDING_LIMIT = {
  max: (request: FastifyRequest) => request.server.config.mailRateLimit,
  timeWindow: "10 minutes",
};

export const requestLimits = fp(async (app: FastifyInstance) => {
  const { redis } = app;
  await app.register(rateLimit, {
    global: false,
    // Counted after validation: only requests that would send an e-mail use up the allowance, and a
    // malformed one still gets its own 400 or 413.
    hook: "preHandler",
    ...(redis ? { redis, nameSpace: "shop-mail-limit:" } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  });
});
