import { randomBytes } from "node:crypto";
import type { Database } from "../database.ts";
import { hashPassword } from "../../lib/passwords.ts";

/**
 * A counter account for a newcomer's first run on the embedded demo, so that Reserve & Collect can be
 * tried from both sides at once: staff at every demo airport, with a random password shown once in the
 * API's output. Never made on PostgreSQL (a real shop's staff are given with `npm run staff`) and never
 * with a fixed password.
 */
export const DEMO_COUNTER_EMAIL = "counter@demo.travel-retail.example";

export async function createDemoCounter(db: Database): Promise<{ email: string; password: string }> {
  const password = `Counter-${randomBytes(9).toString("base64url")}`;
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed)
       VALUES ($1, $2, 'Counter', 'Demo', true) RETURNING id`,
      [DEMO_COUNTER_EMAIL, hash],
    );
    await tx.query("INSERT INTO staff_airports (user_id, airport_id) SELECT $1, id FROM airports", [rows[0]!.id]);
  });
  return { email: DEMO_COUNTER_EMAIL, password };
}
