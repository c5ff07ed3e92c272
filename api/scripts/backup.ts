// npm run backup [-- --out FILE]: a consistent backup of everything the shop keeps, taken while it
// serves. PostgreSQL (DATABASE_URL): read in one REPEATABLE READ, READ ONLY transaction. PGlite: asked
// of the running API through DATA_DIR/control.sock, or read directly when the shop is stopped.
import fs from "node:fs";
import path from "node:path";
import { decodeBackup, encodeBackup } from "../src/backup/archive.ts";
import { claimDataDir, requestBackup } from "../src/backup/control-socket.ts";
import { takeBackup } from "../src/backup/snapshot.ts";
import { loadConfig } from "../src/config.ts";
import { fsyncPath, openDatabase } from "../src/db/database.ts";
import { option, run } from "./cli.ts";

run(async () => {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "Z");
  const out = path.resolve(option("out") ?? path.join("backups", `shop-${stamp}.backup.gz`));
  const started = Date.now();
  let file: Buffer | undefined;
  let how: string;
  if (config.databaseUrl) {
    const db = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      file = encodeBackup(await takeBackup(db, config.dataDir));
    } finally {
      await db.close();
    }
    how = "from PostgreSQL";
  } else {
    file = await requestBackup(config.dataDir);
    how = "from the running API";
    if (!file) {
      const pglite = path.join(config.dataDir, "pglite");
      if (!fs.existsSync(path.join(pglite, "PG_VERSION"))) {
        throw new Error(
          `there is no embedded database in ${pglite} to back up (set DATA_DIR, or DATABASE_URL for PostgreSQL)`,
        );
      }
      const control = await claimDataDir(config.dataDir);
      try {
        const db = await openDatabase({ dataDir: pglite, unsafeNoFsync: config.pgliteUnsafeNoFsync });
        try {
          file = encodeBackup(await takeBackup(db, config.dataDir));
        } finally {
          await db.close();
        }
      } finally {
        await control?.close();
      }
      how = `from ${pglite} (the shop is not running)`;
    }
  }
  // Read back before keeping it: a backup that would not restore is no backup.
  const backup = decodeBackup(file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const temp = `${out}.${process.pid}.tmp`;
  fs.writeFileSync(temp, file, { mode: 0o600 });
  fsyncPath(temp);
  fs.renameSync(temp, out);
  fsyncPath(path.dirname(out));
  const rows = backup.tables.reduce((n, t) => n + t.count, 0);
  console.log(
    `Backup written to ${out} (${(file.length / 1024).toFixed(0)} KiB, ${how}, ${Date.now() - started} ms): ` +
      `${backup.tables.length} tables, ${rows} rows, ${backup.files.length} files of ${config.dataDir}, migrations up to ${backup.header.migrations.at(-1)}`,
  );
});
