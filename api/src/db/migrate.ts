import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database, Transaction } from "./database.ts";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The `NNN_name` versions in `dir`, in the order they apply. */
export function migrationVersions(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ""));
}

/**
 * Applies, in order and each in its own transaction, the `NNN_name.sql` files not yet recorded in
 * `schema_migrations`. The same files run on PGlite and on PostgreSQL. A migration that fails is
 * rolled back whole (its statements and its schema_migrations row) and stops the ones after it, so
 * the database is left as the last good migration made it.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(CREATE_TABLE);
  const done = new Set((await db.query<{ version: string }>("SELECT version FROM schema_migrations")).rows.map((r) => r.version));
  const applied: string[] = [];
  for (const version of migrationVersions(dir)) {
    if (done.has(version)) continue;
    try {
      await db.transaction((tx) => applyOne(tx, dir, version));
    } catch (error) {
      throw new Error(`migration ${version} failed and was rolled back: ${(error as Error).message}`, { cause: error });
    }
    applied.push(version);
  }
  return applied;
}

/**
 * Inside a transaction the caller holds (a restore): applies the versions of `dir` that `only` accepts
 * and that are not recorded yet, in order.
 */
export async function migrateWithin(
  tx: Transaction,
  { dir = MIGRATIONS_DIR, only = () => true }: { dir?: string; only?: (version: string) => boolean } = {},
): Promise<string[]> {
  await tx.exec(CREATE_TABLE);
  const done = new Set((await tx.query<{ version: string }>("SELECT version FROM schema_migrations")).rows.map((r) => r.version));
  const applied: string[] = [];
  for (const version of migrationVersions(dir)) {
    if (done.has(version) || !only(version)) continue;
    await applyOne(tx, dir, version);
    applied.push(version);
  }
  return applied;
}

const CREATE_TABLE =
  "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())";

async function applyOne(tx: Transaction, dir: string, version: string) {
  await tx.exec(fs.readFileSync(path.join(dir, `${version}.sql`), "utf8"));
  await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
}
