import { randomInt } from "node:crypto";

/**
 * Collection codes: six characters a traveller reads out and counter staff type, from an alphabet
 * without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), so a code read from a phone in a hurry is typed
 * right. 25⁶ ≈ 244 million codes; the database's unique index catches the rare repeat and the caller
 * draws again.
 */
export const CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const CODE_LENGTH = 6;

export function newCollectionCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A typed or scanned code as stored: capitals, without the spaces and dashes of "K7M-4QX". */
export function normaliseCollectionCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, "");
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : undefined;
}

/** How the code is shown: two groups of three. */
export const displayCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;
