/**
 * A shopper's search box as a prefix tsquery for to_tsquery('simple', …), so that "chan" finds
 * "Chanel" while keeping websearch_to_tsquery's habits: words are ANDed, `or` between words ORs them,
 * a leading `-` excludes a word. Only letters and digits reach the query text, so no input can make
 * to_tsquery fail with a syntax error.
 *
 * Returns `null` when the input holds no word at all.
 */
export function prefixTsQuery(input: string): string | null {
  const clauses: string[] = [];
  let pendingOr = false;
  for (const token of input.match(/"[^"]*"|\S+/g) ?? []) {
    if (token.toLowerCase() === "or") {
      pendingOr = clauses.length > 0;
      continue;
    }
    const negated = token.startsWith("-");
    const words = token.match(/[\p{L}\p{N}]+/gu);
    if (!words) continue;
    const clause = negated
      ? words.map((w) => `!${w.toLowerCase()}`).join(" & ")
      : words.map((w) => `${w.toLowerCase()}:*`).join(" & ");
    clauses.push(`${clauses.length === 0 ? "" : pendingOr ? " | " : " & "}${clause}`);
    pendingOr = false;
  }
  // A query of exclusions only would match everything but those: treat it as no query.
  if (clauses.length === 0 || clauses.every((c) => c.replace(/^ [&|] /, "").startsWith("!"))) return null;
  return clauses.join("");
}
