import { COMMON_PASSWORDS } from "./common-passwords.ts";

/**
 * Django's password validators, which dj-rest-auth clients expect: minimum length, not common,
 * not entirely numeric, not too similar to the user's attributes.
 */
export function passwordProblems(password: string, attributes: Array<string | undefined>): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  if ([...password].length < 8) problems.push("This password is too short. It must contain at least 8 characters.");
  if (COMMON_PASSWORDS.has(lower)) problems.push("This password is too common.");
  if (/^\d+$/.test(password)) problems.push("This password is entirely numeric.");
  if (attributes.some((a) => a && tooSimilar(lower, a.toLowerCase()))) {
    problems.push("The password is too similar to your personal details.");
  }
  return problems;
}

/** Compares with the whole attribute and, as Django does, with each of its parts ("jane.doe@x.com" → jane, doe, x, com). */
function tooSimilar(password: string, attribute: string): boolean {
  const parts = [attribute, ...attribute.split(/\W+/)].filter((p) => p.length >= 3);
  return parts.some(
    (part) => (password.includes(part) && part.length >= password.length / 2) || similarity(password, part) >= 0.7,
  );
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
