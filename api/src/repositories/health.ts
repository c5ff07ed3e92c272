import type { Queryable } from "../db/database.ts";

/** Throws when the database does not answer: the health check's one question. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query("SELECT 1");
}
