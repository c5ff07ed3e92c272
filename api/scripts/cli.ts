import path from "node:path";
import { claimDataDir, DataDirInUseError } from "../src/backup/control-socket.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/database.ts";

/** `--name value` from the command line. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const value = process.argv[i + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`--${name} needs a value`);
  return value;
}

/** Runs a command line script: a failure prints its message alone and exits 1. */
export function run(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(`Error: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}

/**
 * The shop's database for a command: DATABASE_URL, or the embedded database in DATA_DIR when the shop
 * is stopped (the embedded database serves one process at a time).
 */
export async function withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const db = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  }
  let control;
  try {
    control = await claimDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new Error(
        `the shop is running on the embedded database in ${config.dataDir}: stop it (Ctrl+C), run this again, then start it`,
        { cause: error },
      );
    }
    throw error;
  }
  try {
    const db = await openDatabase({
      dataDir: path.join(config.dataDir, "pglite"),
      unsafeNoFsync: config.pgliteUnsafeNoFsync,
    });
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  } finally {
    await control?.close();
  }
}
