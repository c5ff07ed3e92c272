import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { errorHandler } from "./plugins/error-handler.ts";
import { inputGuards } from "./plugins/input-guards.ts";
import { catalogueCache } from "./plugins/catalogue-cache.ts";
import { contentLanguage } from "./plugins/content-language.ts";
import { connectionLimits, httpServerOptions } from "./plugins/connection-limits.ts";
import { configurePasswordWork } from "./lib/passwords.ts";
import { registerPlugins } from "./plugins/index.ts";
import { registerRoutes } from "./routes/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The time now: reservations' windows and expiry read it, so tests can set the clock. */
    now(): Date;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions["logger"];
  /** A clock for tests; the system's by default. */
  now?: () => Date;
}

/** The whole API as one Fastify instance: external plugins, then app plugins, then routes. */
export async function buildApp({ config, db, logger = false, now = () => new Date() }: BuildAppOptions) {
  const app = Fastify({
    logger,
    ...httpServerOptions(config),
    bodyLimit: 64 * 1024,
    // A terminal gets one readable line per request from plugins/request-log.ts instead of pino's two.
    ...(config.logFormat === "pretty" ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    // A hop count or the proxies' addresses (config.ts): `true` would take the left-most
    // X-Forwarded-For, which the client writes, and let it dodge every per-client limit. A hop count is
    // passed as the function Fastify builds from a number, which its types do not accept.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    ajv: {
      customOptions: {
        // Query strings arrive as text: coerce "2" to 2, but never invent or strip fields silently.
        coerceTypes: true,
        removeAdditional: false,
        allErrors: true,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate("db", db);
  app.decorate("config", config);
  app.decorate("now", now);
  configurePasswordWork({ concurrency: config.passwordHashConcurrency, queue: config.passwordHashQueue });
  await app.register(connectionLimits);
  await app.register(errorHandler);
  await app.register(inputGuards);
  await app.register(contentLanguage); // `?lang=` on content routes (after inputGuards closed their queries)
  await app.register(catalogueCache); // before compression: it keeps JSON text
  await registerPlugins(app);
  await registerRoutes(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
