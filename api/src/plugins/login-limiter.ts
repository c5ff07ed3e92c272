import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

/** A fixed-window counter shared by every check of one key. */
interface CounterStore {
  /** Adds one and tells the new count and the milliseconds left in the key's window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Takes back one hit, for an attempt that turned out not to be a failure. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface LoginLimiter {
  /**
   * Counts a login attempt before its password is checked, so that parallel guesses cannot all slip
   * past the check. Answers 0 when the attempt may go on, else the seconds to wait.
   */
  attempt(email: string, ip: string): Promise<number>;
  /** The attempt was not a failed guess: the account starts afresh and the client gets its attempt back. */
  succeeded(email: string, ip: string): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

/** ASVS 2.2.1: never more than 100 failed attempts per account per hour, whatever the settings say. */
const ACCOUNT_HOURLY_CAP = 100;

function memoryStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 0;
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now >= sweepAt) {
        sweepAt = now + 60_000;
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) windows.set(key, (w = { count: 0, resetAt: now + windowMs }));
      w.count++;
      return { count: w.count, resetMs: w.resetAt - now };
    },
    async undo(key) {
      const w = windows.get(key);
      if (w && w.count > 0) w.count--;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const UNDO = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end return 0`;

/** Several API processes share one Redis, so a client cannot multiply its guesses by spreading them. */
// While Redis is away its commands fail fast (plugins/redis.ts); the error handler answers 500 (fail closed).
function redisStore(redis: Redis): CounterStore {
  const prefix = "login-limit:";
  return {
    async hit(key, windowMs) {
      const [count, pttl] = (await redis.eval(HIT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetMs: pttl > 0 ? pttl : windowMs };
    },
    async undo(key) {
      await redis.eval(UNDO, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export const loginLimiter = fp(async (app: FastifyInstance) => {
  const { loginMaxAttempts, loginWindowSeconds } = app.config;
  const store = app.redis ? redisStore(app.redis) : memoryStore();

  const windowMs = loginWindowSeconds * 1000;
  const rules = (email: string, ip: string) => [
    { key: `account:${email.toLowerCase()}`, limit: loginMaxAttempts, windowMs },
    { key: `account-hour:${email.toLowerCase()}`, limit: ACCOUNT_HOURLY_CAP, windowMs: 3_600_000 },
    { key: `ip:${ip}`, limit: loginMaxAttempts, windowMs },
  ];

  app.decorate("loginLimiter", {
    async attempt(email: string, ip: string) {
      let waitMs = 0;
      for (const rule of rules(email, ip)) {
        const { count, resetMs } = await store.hit(rule.key, rule.windowMs);
        if (count > rule.limit) waitMs = Math.max(waitMs, resetMs);
      }
      return Math.ceil(waitMs / 1000);
    },
    async succeeded(email: string, ip: string) {
      const [account, hour, client] = rules(email, ip);
      await store.reset(account!.key);
      await store.undo(hour!.key);
      await store.undo(client!.key);
    },
  });
});
