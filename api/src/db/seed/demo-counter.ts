import { randomBytes } from "node:crypto";
import type { Database, Transaction } from "../database.ts";
import { hashPassword } from "../../lib/passwords.ts";

/**
 * The staff accounts of a newcomer's first run on the embedded demo, so that every side of the shop can
 * be tried at once: a counter account (staff at every demo airport, for Reserve & Collect) and an
 * operator (the catalogue import), each with a random password shown once in the API's output. Never
 * made on PostgreSQL (a real shop's staff are given with `npm run staff`) and never with a fixed password.
 */
export const DEMO_COUNTER_EMAIL = "counter@demo.travel-retail.example";
export const DEMO_OPERATOR_EMAIL = "operator@demo.travel-retail.example";

async function createDemoAccount(
  db: Database,
  email: string,
  firstName: string,
  grant: (tx: Transaction, userId: number) => Promise<unknown>,
): Promise<{ email: string; password: string }> {
  const password = `${firstName}-${randomBytes(9).toString("base64url")}`;
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed)
       VALUES ($1, $2, $3, 'Demo', true) RETURNING id`,
      [email, hash, firstName],
    );
    await grant(tx, rows[0]!.id);
  });
  return { email, password };
}

export const createDemoCounter = (db: Database) =>
  createDemoAccount(db, DEMO_COUNTER_EMAIL, "Counter", (tx, id) =>
    tx.query("INSERT INTO staff_airports (user_id, airport_id) SELECT $1, id FROM airports", [id]),
  );

export const createDemoOperator = (db: Database) =>
  createDemoAccount(db, DEMO_OPERATOR_EMAIL, "Operator", (tx, id) =>
    tx.query("INSERT INTO operators (user_id) VALUES ($1)", [id]),
  );
