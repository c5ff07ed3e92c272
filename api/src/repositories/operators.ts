import type { Queryable } from "../db/database.ts";
import { userIdOf } from "./staff.ts";

/**
 * Operators: accounts that load and publish the catalogue (the catalogue import routes). Given and taken
 * by `npm run staff -- add <email> --role operator` (api/scripts/staff.ts), never through the API.
 */

export async function isOperator(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM operators WHERE user_id = $1", [userId]);
  return rows.length > 0;
}

export async function grantOperator(db: Queryable, email: string): Promise<void> {
  await db.query("INSERT INTO operators (user_id) VALUES ($1) ON CONFLICT DO NOTHING", [await userIdOf(db, email)]);
}

export async function revokeOperator(db: Queryable, email: string): Promise<number> {
  return (await db.query("DELETE FROM operators WHERE user_id = $1", [await userIdOf(db, email)])).rowCount;
}

export async function listOperators(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    "SELECT u.email FROM operators o JOIN users u ON u.id = o.user_id ORDER BY u.email",
  );
  return rows.map((r) => r.email);
}
