import { createHash, randomBytes } from "node:crypto";

/** A url-safe random secret (32 bytes → 43 characters) for links sent by e-mail. */
export function randomUrlToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Secrets sent by e-mail are stored only as this digest, so a database leak does not leak usable links. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
