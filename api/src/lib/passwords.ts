import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a corrupt stored hash must read as a wrong password, not a 500
  }
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
