import ProgressBar from "progress";
import fs from "node:fs";
import path from "node:path";
import { claimDataDir, DataDirInUseError } from "../src/backup/control-socket.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { isSeeded } from "../src/db/seed/index.ts";

/** `--name value` from the command line. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const value = process.argv[i + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`--${name} needs a value`);
  return value;
}

/**
 * A progress bar on stderr for a command's long steps, one bar per stage (`onProgress(stage, done, total)`);
 * in a log rather than a terminal, a line per stage instead (the bar redraws itself, which a log cannot).
 */
export function progressBar(): (stage: string, done: number, total: number) => void {
  let current: string | undefined;
  let bar: ProgressBar | undefined;
  return (stage, done, total) => {
    if (stage !== current) {
      if (bar && !bar.complete) bar.terminate();
      current = stage;
      if (!process.stderr.isTTY) {
        process.stderr.write(`${stage}…\n`);
        return;
      }
      bar = new ProgressBar(`  ${stage} [:bar] :current/:total :etas`, {
        total: Math.max(1, total),
        width: 30,
        stream: process.stderr,
      });
    }
    if (bar && !bar.complete) bar.update(total ? Math.min(1, done / total) : 1);
  };
}

/** Whether the shop has started on this database at least once (its tables made and seeded). */
async function hasShop(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>("SELECT to_regclass('airports') IS NOT NULL AS found");
  return rows[0]!.found && (await isSeeded(db));
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
 * is stopped (the embedded database serves one process at a time). It must be a shop that has started
 * once; a newer version's migrations are applied first, as the shop does when it starts.
 */
export async function withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const where = config.databaseUrl ? "DATABASE_URL" : `DATA_DIR (${config.dataDir})`;
  const noShop = () =>
    new Error(`${where} holds no shop yet: start the shop once (npm start), stop it, then run this again`);
  const ready = async (db: Database) => {
    if (!(await hasShop(db))) throw noShop();
    await migrate(db);
    return use(db);
  };
  if (config.databaseUrl) {
    const db = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      return await ready(db);
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
    // Checked before opening: opening an empty folder would create a database there (and take seconds).
    if (!fs.existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))) throw noShop();
    const db = await openDatabase({
      dataDir: path.join(config.dataDir, "pglite"),
      unsafeNoFsync: config.pgliteUnsafeNoFsync,
    });
    try {
      return await ready(db);
    } finally {
      await db.close();
    }
  } finally {
    await control?.close();
  }
}
