import type { Queryable } from "../db/database.ts";

/**
 * Counter staff: an account tied to the airports whose reservations it hands over. Given and taken by
 * the `npm run staff` command (api/scripts/staff.ts), never through the API.
 */

export class StaffError extends Error {}

export async function userIdOf(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE lower(email) = lower($1)", [email]);
  if (!rows[0]) throw new StaffError(`there is no account with the e-mail address ${email}: register it first`);
  return rows[0].id;
}

/** Airport ids by IATA code or slug ("WAW", "waw", "warsaw-chopin-airport"); unknown ones are an error. */
async function airportIds(db: Queryable, airports: string[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number; iata: string; slug: string }>(
    "SELECT id, trim(iata) AS iata, slug FROM airports WHERE upper(trim(iata)) = ANY($1::text[]) OR slug = ANY($2::text[])",
    [airports.map((a) => a.toUpperCase()), airports.map((a) => a.toLowerCase())],
  );
  const unknown = airports.filter((a) => !rows.some((r) => r.iata === a.toUpperCase() || r.slug === a.toLowerCase()));
  if (unknown.length) throw new StaffError(`unknown airport ${unknown.join(", ")}: give IATA codes such as WAW`);
  return rows.map((r) => r.id);
}

export async function grantStaff(db: Queryable, email: string, airports: string[]): Promise<void> {
  if (airports.length === 0) throw new StaffError("name at least one airport: --airport WAW");
  const userId = await userIdOf(db, email);
  await db.query(
    "INSERT INTO staff_airports (user_id, airport_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING",
    [userId, await airportIds(db, airports)],
  );
}

/** Takes the account off the given airports' counters, or off every counter when none is given. */
export async function revokeStaff(db: Queryable, email: string, airports: string[] = []): Promise<number> {
  const userId = await userIdOf(db, email);
  const ids = airports.length ? await airportIds(db, airports) : null;
  const { rowCount } = await db.query(
    "DELETE FROM staff_airports WHERE user_id = $1 AND ($2::int[] IS NULL OR airport_id = ANY($2::int[]))",
    [userId, ids],
  );
  return rowCount;
}

export async function listStaff(db: Queryable): Promise<{ email: string; airports: string[] }[]> {
  const { rows } = await db.query<{ email: string; airports: string[] }>(
    `SELECT u.email, array_agg(trim(a.iata) ORDER BY a.iata) AS airports
       FROM staff_airports s JOIN users u ON u.id = s.user_id JOIN airports a ON a.id = s.airport_id
      GROUP BY u.email ORDER BY u.email`,
  );
  return rows;
}
