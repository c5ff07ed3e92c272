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

/** Who is trying: the client's address, and whether it is a known client of the account. */
export interface LoginClient {
  ip: string;
  /**
   * The device id of a valid device token (it signed in to this account before), or `session:<user id>`
   * for the holder of a valid access token; each is a client of its own, whatever its address.
   */
  trustedDevice?: string;
}

export interface LoginLimiter {
  /**
   * Counts a login attempt before its password is checked, so that parallel guesses cannot all slip
   * past the check. Answers 0 when the attempt may go on, else the seconds to wait. A refused attempt
   * is not counted, so that refusals never extend a lock.
   */
  attempt(email: string, client: LoginClient): Promise<number>;
  /** The attempt was not a failed guess: the pair starts afresh and the other counts get it back. */
  succeeded(email: string, client: LoginClient): Promise<void>;
  /** The password was never checked (the server was too busy): the attempt is given back to every count. */
  abandoned(email: string, client: LoginClient): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

/**
 * ASVS 2.2.1: never more than 100 failed attempts per account per hour, whatever the settings say.
 * Clients that never signed in to the account may use 90 of them; the last 10 are kept for the owner's
 * devices, so that someone guessing from many addresses cannot lock the owner out.
 */
const ACCOUNT_HOURLY_CAP = 100;
const UNTRUSTED_HOURLY_SHARE = 90;

/**
 * The in-memory store's bound: a flood of distinct addresses or e-mails must not grow the process without
 * end. Past it, the oldest windows go first (a Map keeps insertion order), which only forgets the
 * quietest counters; with Redis the keys expire on their own.
 */
const MEMORY_STORE_MAX_KEYS = 200_000;

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
      if (!w || w.resetAt <= now) {
        windows.delete(key);
        while (windows.size >= MEMORY_STORE_MAX_KEYS) windows.delete(windows.keys().next().value!);
        windows.set(key, (w = { count: 0, resetAt: now + windowMs }));
      }
      w.count++;
      return { count: w.count, resetMs: w.resetAt - now };
    },
    async undo(key) {
      const w = windows.get(key);
      // A count back at zero is no count: dropping it keeps refused attempts from leaving entries behind.
      if (w && --w.count <= 0) windows.delete(key);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const UNDO = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 1 then redis.call('DECR', KEYS[1]) elseif n == 1 then redis.call('DEL', KEYS[1]) end
return 0`;

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

interface Rule {
  key: string;
  limit: number;
  windowMs: number;
}

export const loginLimiter = fp(async (app: FastifyInstance) => {
  const { loginMaxAttempts, loginWindowSeconds, loginClientMaxAttempts } = app.config;
  const store = app.redis ? redisStore(app.redis) : memoryStore();
  const windowMs = loginWindowSeconds * 1000;

  /**
   * Limits are keyed on the account together with the client, never on the account alone: ten wrong
   * passwords from elsewhere must not lock the owner out, nor travellers behind one airport address
   * lock each other out. A device that signed in before is a client of its own, whatever its address.
   */
  function rules(email: string, { ip, trustedDevice }: LoginClient): { counted: Rule[]; pair: Rule } {
    const account = email.toLowerCase();
    if (trustedDevice) {
      const pair = { key: `device:${account}:${trustedDevice}`, limit: loginMaxAttempts, windowMs };
      return {
        pair,
        counted: [pair, { key: `account-hour:${account}`, limit: ACCOUNT_HOURLY_CAP, windowMs: 3_600_000 }],
      };
    }
    const pair = { key: `pair:${account}:${ip}`, limit: loginMaxAttempts, windowMs };
    return {
      pair,
      // The client's own cap first: a client past it is refused before any key of the account is touched.
      counted: [
        { key: `ip:${ip}`, limit: loginClientMaxAttempts, windowMs },
        pair,
        { key: `account-hour:${account}`, limit: UNTRUSTED_HOURLY_SHARE, windowMs: 3_600_000 },
      ],
    };
  }

  app.decorate("loginLimiter", {
    async attempt(email: string, client: LoginClient) {
      const hit: Rule[] = [];
      for (const rule of rules(email, client).counted) {
        const { count, resetMs } = await store.hit(rule.key, rule.windowMs);
        hit.push(rule);
        if (count > rule.limit) {
          // Refused: nothing of this attempt stays counted, and the later keys are never touched.
          for (const done of hit) await store.undo(done.key);
          return Math.ceil(resetMs / 1000);
        }
      }
      return 0;
    },
    async abandoned(email: string, client: LoginClient) {
      for (const rule of rules(email, client).counted) await store.undo(rule.key);
    },
    async succeeded(email: string, client: LoginClient) {
      const { pair, counted } = rules(email, client);
      await store.reset(pair.key);
      for (const rule of counted) if (rule !== pair) await store.undo(rule.key);
    },
  });
});
