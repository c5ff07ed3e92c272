import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    /** The one Redis connection of this process when REDIS_URL is set (the limiters' shared counters). */
    redis?: Redis;
  }
}

/**
 * One Redis client for every plugin that keeps counters there, so that a process holds one connection
 * and one error policy: fail fast rather than hold requests while Redis is away (each failed command
 * reaches its caller, which fails closed), and reconnect on its own.
 */
export const redis = fp(async (app: FastifyInstance) => {
  if (!app.config.redisUrl) return;
  const client = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on("error", () => {}); // an unheard "error" event would crash the process; commands report their own
  app.decorate("redis", client);
  app.addHook("onClose", async () => {
    await client.quit().catch(() => client.disconnect());
  });
});
