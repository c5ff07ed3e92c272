import type { Queryable } from "../db/database.ts";
import type { User } from "../schemas/account.ts";
import type { ContentLanguage } from "../lib/content-language.ts";

/**
 * A user as the API shows it, and the preferences a signed-in user saves. Sign-in, tokens and
 * passwords live in repositories/accounts.ts.
 */

const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.currency, a.slug AS airport, u.language, u.newsletter, u.date_joined`;

type UserRow = Omit<User, "date_joined"> & { date_joined: Date | string };

const toUser = (row: UserRow): User => ({ ...row, date_joined: new Date(row.date_joined).toISOString() });

/** The signed-in user as the API shows it, or undefined when the account is gone. */
export async function findUser(db: Queryable, id: number): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN airports a ON a.id = u.airport_id WHERE u.id = $1`,
    [id],
  );
  return rows[0] && toUser(rows[0]);
}

export async function getUser(db: Queryable, id: number): Promise<User> {
  const user = await findUser(db, id);
  if (!user) throw new Error(`user ${id} vanished`);
  return user;
}

/** `currency`: a code the caller has checked (repositories/currencies.ts). */
export async function saveUserCurrency(db: Queryable, userId: number, currency: string): Promise<void> {
  await db.query("UPDATE users SET currency = $2 WHERE id = $1", [userId, currency]);
}

/** The language the account's e-mails are written in; English for an account that is gone. */
export async function userLanguage(db: Queryable, userId: number): Promise<ContentLanguage> {
  const { rows } = await db.query<{ language: ContentLanguage }>("SELECT language FROM users WHERE id = $1", [userId]);
  return rows[0]?.language ?? "en";
}

export async function saveUserLanguage(db: Queryable, userId: number, language: ContentLanguage): Promise<void> {
  await db.query("UPDATE users SET language = $2 WHERE id = $1", [userId, language]);
}

/** `airportId` null: no airport chosen. */
export async function saveUserAirport(db: Queryable, userId: number, airportId: number | null): Promise<void> {
  await db.query("UPDATE users SET airport_id = $2 WHERE id = $1", [userId, airportId]);
}
