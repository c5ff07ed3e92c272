/**
 * Planner settings every database session of the API runs with, in one place: database.ts applies
 * them to each connection (PGlite after opening, the pg pool through the connection's `options`), and
 * bench/search.mjs applies the same ones to its EXPLAIN session so the plan it shows is the API's.
 *
 * random_page_cost: PostgreSQL's default (4) assumes spinning disks and makes the planner scan all
 * products instead of using the full-text GIN index; on SSDs and in memory 1.1 is the usual setting
 * (bench/search.mjs measured p95 10–18 ms → 1.6–3.9 ms at 10,000 products).
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = Object.freeze({
  random_page_cost: "1.1",
});

/** The settings as SET statements (one script), for a session that is already open. */
export function sessionSetSql(settings: Readonly<Record<string, string>> = SESSION_SETTINGS): string {
  return Object.entries(settings)
    .map(([name, value]) => `SET ${name} = ${value};`)
    .join("\n");
}

/** The settings as libpq connection `options` (`-c name=value …`), applied when a connection opens. */
export function sessionOptions(settings: Readonly<Record<string, string>> = SESSION_SETTINGS): string {
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
}
