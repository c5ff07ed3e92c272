// npm run restore -- FILE [--force]: puts a backup back, into PostgreSQL when DATABASE_URL is set (so a
// PGlite backup restored this way moves the shop to PostgreSQL) or into DATA_DIR's PGlite. Only into
// an empty database and data directory unless --force; with --force what was there is kept aside
// (PGlite, files) or dropped in the same transaction that restores (PostgreSQL). The backup is read
// and checked whole first, and the database is rebuilt in one transaction that checks every table's
// rows against the backup: a bad file or a failed restore changes nothing.
import fs from "node:fs";
import path from "node:path";
import { type Backup, decodeBackup } from "../src/backup/archive.ts";
import { claimDataDir } from "../src/backup/control-socket.ts";
import { dropShopObjects, hasShopTables, restoreInto } from "../src/backup/snapshot.ts";
import { loadConfig } from "../src/config.ts";
import { fsyncPath, fsyncTree, openDatabase } from "../src/db/database.ts";
import { run } from "./cli.ts";

run(async () => {
  const config = loadConfig();
  const force = process.argv.includes("--force");
  const given = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  if (given.length !== 1) throw new Error("usage: npm run restore -- FILE [--force]");
  const source = path.resolve(given[0]);
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile()) throw new Error(`${source} is not a file`);
  const backup = decodeBackup(fs.readFileSync(source), source);
  const started = Date.now();
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "Z");
  const aside = path.join(config.dataDir, `replaced-${stamp}`);

  const clashes = backup.files.filter((f) => {
    const existing = path.join(config.dataDir, f.path);
    return fs.existsSync(existing) && !fs.readFileSync(existing).equals(f.data);
  });
  if (clashes.length && !force) {
    throw new Error(
      `${config.dataDir} already holds ${clashes.map((f) => f.path).join(", ")} with other contents; --force replaces them (the old ones are kept in ${aside})`,
    );
  }

  let newer: string[];
  let where: string;
  if (config.databaseUrl) {
    const db = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      newer = await db.transaction(async (tx) => {
        if (await hasShopTables(tx)) {
          if (!force)
            throw new Error(
              "the PostgreSQL database is not empty; --force drops what is in it (in the same transaction as the restore)",
            );
          await dropShopObjects(tx);
        }
        return (await restoreInto(tx, backup)).newerMigrations;
      });
    } finally {
      await db.close();
    }
    where = "PostgreSQL";
  } else {
    const control = await claimDataDir(config.dataDir);
    try {
      const target = path.join(config.dataDir, "pglite");
      if (fs.existsSync(path.join(target, "PG_VERSION")) && !force) {
        throw new Error(`${target} already holds a database; --force replaces it (the old one is kept in ${aside})`);
      }
      newer = await restorePglite(backup, target, config.pgliteUnsafeNoFsync);
      if (fs.existsSync(target)) {
        fs.mkdirSync(aside, { recursive: true });
        fs.renameSync(target, path.join(aside, "pglite"));
      }
      fs.renameSync(`${target}.restoring`, target);
      fsyncPath(config.dataDir);
    } finally {
      await control?.close();
    }
    where = path.join(config.dataDir, "pglite");
  }

  for (const f of backup.files) {
    const dest = path.join(config.dataDir, f.path);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    if (clashes.includes(f)) {
      fs.mkdirSync(path.dirname(path.join(aside, f.path)), { recursive: true });
      fs.renameSync(dest, path.join(aside, f.path));
    }
    const temp = `${dest}.${process.pid}.tmp`;
    fs.writeFileSync(temp, f.data, { mode: f.mode });
    fsyncPath(temp);
    fs.renameSync(temp, dest);
    fsyncPath(path.dirname(dest));
  }

  const rows = backup.tables.reduce((n, t) => n + t.count, 0);
  console.log(
    `Restored ${source} (taken ${backup.header.createdAt} from ${backup.header.source}) into ${where} in ${Date.now() - started} ms: ` +
      `${backup.tables.length} tables, ${rows} rows, every table's rows checked against the backup; ${backup.files.length} files into ${config.dataDir}` +
      (newer.length ? `; then migrated the backup forward: ${newer.join(", ")}` : ""),
  );
  if (fs.existsSync(aside)) console.log(`What was there before is kept in ${aside}.`);
});

/** Builds the database beside its final place; only a complete, checked one is renamed into it. */
async function restorePglite(backup: Backup, target: string, unsafeNoFsync: boolean): Promise<string[]> {
  const building = `${target}.restoring`;
  fs.rmSync(building, { recursive: true, force: true });
  try {
    const db = await openDatabase({ dataDir: building, unsafeNoFsync });
    let newer: string[];
    try {
      newer = await db.transaction(async (tx) => (await restoreInto(tx, backup)).newerMigrations);
    } finally {
      await db.close();
    }
    fsyncTree(building);
    return newer;
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
}
