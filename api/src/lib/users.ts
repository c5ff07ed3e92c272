import type { Queryable } from "../db/database.ts";
import type { User } from "../schemas/account.ts";

const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.currency, a.slug AS airport, u.newsletter, u.date_joined`;

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

/** Addresses are compared lower-cased everywhere, so Jane@X.com and jane@x.com are one account. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
