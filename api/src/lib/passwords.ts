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

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, so a login with an unknown e-mail cannot be told
 * apart from a wrong password by the response time.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy password that matches no account");
  await verifyPassword(await dummyHash, password);
  return false;
}
