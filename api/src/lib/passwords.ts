import os from "node:os";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { WorkQueue } from "./work-queue.ts";

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Every hash and check goes through this queue. Argon2 runs on libuv's threadpool, which compression
 * and file reads share: 200 logins at once filled all its threads and every core, and a cached
 * catalogue read waited seconds behind them. A few at a time (PASSWORD_HASH_CONCURRENCY) keep cores and
 * threads free for everything else; a full queue (PASSWORD_HASH_QUEUE) answers 503 with Retry-After.
 * One queue per process, like the threadpool it protects; buildApp sets it from the config.
 */
let work = new WorkQueue(Math.max(1, Math.floor(os.availableParallelism() / 2)), 32);

/** Replaces the queue; returns it, so a test can hold its slots for as long as it needs. */
export function configurePasswordWork(options: { concurrency: number; queue: number }): WorkQueue {
  work = new WorkQueue(options.concurrency, options.queue);
  return work;
}

/** How many hashes or checks run and wait now, and whether another would be refused. */
export function passwordWorkLoad() {
  return { running: work.running, waiting: work.waiting, full: work.full };
}

export function hashPassword(password: string): Promise<string> {
  return work.run(() => hash(password, ARGON2ID));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  return work.run(async () => {
    try {
      return await verify(stored, password);
    } catch {
      return false; // a corrupt stored hash must read as a wrong password, not a 500
    }
  });
}

/** A hash at the same parameters as real ones, so checking against it costs what a real check costs. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$GTvJOq7qzubpg+l7WW+sbw$xn7aDksm9BqnlmwguqqQyE32Ov1GkUuuTDW8b0XutaI";

/**
 * Spends the same time as checking a real password, so a login with an unknown e-mail cannot be told
 * apart from a wrong password by the response time.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
