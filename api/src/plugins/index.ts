import type { FastifyInstance } from "fastify";
import { openapi } from "./openapi.ts";
import { auth } from "./auth.ts";
import { mailer } from "./mailer.ts";
import { loginLimiter } from "./login-limiter.ts";

/** App-wide plugins, registered before any route. Each file owns one concern. */
export async function registerPlugins(app: FastifyInstance) {
  await app.register(openapi); // OpenAPI document + reference UI at /api/docs/
  await app.register(mailer); // app.mailer.send(): SMTP_URL or .eml files in DATA_DIR/outbox
  await app.register(auth); // JWT issue/verify, app.authenticate / app.optionalAuth, request.userId
  await app.register(loginLimiter); // per-account and per-client login limits, in memory or Redis
}
