import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { mailboxKey } from "../lib/mailbox.ts";
import { passwordWorkLoad } from "../lib/passwords.ts";
import { BusyError } from "../lib/work-queue.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler of the registration route: REGISTRATION_RATE_LIMIT per client, REGISTRATION_MAILBOX_LIMIT per mailbox. */
    registrationLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** preHandler of the password reset request: PASSWORD_RESET_MAILBOX_LIMIT per mailbox, account or not. */
    passwordResetLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

/**
 * Routes that send an e-mail to any address given (newsletter, partner application, confirmation
 * resend) could be used to flood someone's inbox. They take this per-client limit through
 * `config: { rateLimit: MAIL_SENDING_LIMIT }`: MAIL_RATE_LIMIT (default 20) requests per 10 minutes, generous
 * enough for many travellers behind one airport Wi-Fi address. Registration has its own limits
 * (`registrationLimit`, below); login has its own per-account limiter.
 */
export const MAIL_SENDING_LIMIT = {
  max: (request: FastifyRequest) => request.server.config.mailRateLimit,
  timeWindow: "10 minutes",
};

/** The routes that hash or check a password (lib/passwords.ts). */
const HASHING_ROUTES = new Set([
  "/auth/login/",
  "/auth/registration/",
  "/auth/password/change/",
  "/auth/password/reset/confirm/",
  "/auth/remove/",
]);

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

  // Requests to the routes that hash are admitted up to what the password queue can take (running and
  // waiting); the rest are refused in onRequest, before body parsing, the login limiter and the
  // database read. A storm's surplus then costs a route lookup each (on PGlite the read runs on the
  // event loop every other request waits for: 200 logins at once had stalled it ~0.4 s), and a refused
  // attempt does not count against the client's login allowance. The queue's own check stays for
  // hashes made elsewhere.
  const capacity = app.config.passwordHashConcurrency + app.config.passwordHashQueue;
  const admitted = new WeakSet<FastifyRequest>();
  let inFlight = 0;
  const release = async (request: FastifyRequest) => {
    if (admitted.delete(request)) inFlight--;
  };
  app.addHook("onRequest", async (request) => {
    if (request.method !== "POST" || !HASHING_ROUTES.has(request.routeOptions.url ?? "")) return;
    if (inFlight >= capacity || passwordWorkLoad().full) throw new BusyError(2);
    inFlight++;
    admitted.add(request);
  });
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);

  // Registration hashes a password (seconds of CPU for a few hundred) and sends an e-mail, so it is
  // limited per client address and per target mailbox: plus-addressed variants of one inbox would
  // otherwise each get a confirmation e-mail. Counted after validation, before the handler.
  const perClient = app.createRateLimit({
    max: app.config.registrationRateLimit,
    timeWindow: 10 * 60_000,
    keyGenerator: (request) => `registration-client:${request.ip}`,
  });
  const perMailbox = app.createRateLimit({
    max: app.config.registrationMailboxLimit,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `registration-mailbox:${mailboxKey((request.body as { email: string }).email)}`,
  });
  /** The first of `limits` the request exceeds answers 429 with `what` in its message. */
  const limitedBy =
    (noun: string, limits: ReadonlyArray<readonly [ReturnType<typeof app.createRateLimit>, string]>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      for (const [limit, what] of limits) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
          return reply
            .status(429)
            .header("retry-after", String(result.ttlInSeconds))
            .send({ message: `Too many ${noun} ${what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` });
        }
      }
    };
  app.decorate(
    "registrationLimit",
    limitedBy("registrations", [
      [perClient, "from this network"],
      [perMailbox, "for this e-mail address"],
    ]),
  );

  // Counted for every address asked about, with an account or not, so a 429 reveals nothing either.
  const resetsPerMailbox = app.createRateLimit({
    max: app.config.passwordResetMailboxLimit,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `password-reset-mailbox:${mailboxKey((request.body as { email: string }).email)}`,
  });
  app.decorate("passwordResetLimit", limitedBy("password reset requests", [[resetsPerMailbox, "for this e-mail address"]]));
});
