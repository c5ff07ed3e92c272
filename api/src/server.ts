import path from "node:path";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { encodeBackup } from "./backup/archive.ts";
import { claimDataDir } from "./backup/control-socket.ts";
import { takeBackup } from "./backup/snapshot.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { isSeeded, seed } from "./db/seed/index.ts";
import { seedAirportShopsIfMissing } from "./db/seed/seed-airport-shops.ts";
import { createDemoCounter, createDemoOperator } from "./db/seed/demo-counter.ts";
import { loggerOptions } from "./lib/log-redaction.ts";

/** Starts the API: open the database, migrate, seed an empty one, listen, and close cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const started = Date.now();
  // PGlite's files are this process's alone: claim DATA_DIR before opening them (and serve backups).
  const control = config.databaseUrl ? undefined : await claimDataDir(config.dataDir);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, "pglite"),
    unsafeNoFsync: config.pgliteUnsafeNoFsync,
    pgliteThread: config.pgliteThread,
    // Every query would fail from then on: stop, and let the supervisor start the API again.
    onPgliteThreadLost: (error) => {
      console.error(`the embedded database's thread ended: ${error.message}; stopping`);
      process.exit(1);
    },
  });
  const applied = await migrate(db);
  const fresh = !(await isSeeded(db));
  if (fresh) await seed(db, { products: config.seedProducts });
  else await seedAirportShopsIfMissing(db); // a shop seeded before its airports had shops (migration 006)
  // A fresh embedded demo gets a counter account and an operator, shown this once (README).
  const counter = fresh && !config.databaseUrl ? await createDemoCounter(db) : undefined;
  const operator = fresh && !config.databaseUrl ? await createDemoOperator(db) : undefined;
  const app = await buildApp({ config, db, logger: loggerOptions(config.logLevel, undefined, config.logFormat) });
  if (applied.length) app.log.info({ applied }, "migrations applied");
  if (!config.databaseUrl && !control) app.log.warn(`DATA_DIR's path is too long for its control socket: npm run backup cannot reach this process`);
  control?.onBackup(async () => {
    const t0 = Date.now();
    const file = encodeBackup(await takeBackup(db, config.dataDir));
    app.log.info(`backup taken for npm run backup: ${file.length} bytes in ${Date.now() - t0} ms`);
    return file;
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await db.close();
    await control?.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  // Node's default accept queue (511) overflows when thousands of clients connect at once (a connection
  // flood, slow clients reconnecting): the kernel then drops new SYNs, and a visitor's browser retries only
  // after 1, 3, 7 s. The kernel caps this at net.core.somaxconn (4096 on current Linux).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${path.join(config.dataDir, "pglite")}`;
  app.log.info(`API ready in ${Date.now() - started} ms on http://localhost:${config.port} (${where})`);
  if (counter) {
    // Printed, not logged: the password must not end up in log files, and it is shown only this once.
    console.log(
      `\n  Demo counter account (staff at every demo airport), shown only this once:\n` +
        `    e-mail ${counter.email}   password ${counter.password}\n` +
        `  Sign in with it on the shop's sign-in page and open /counter/ to hand reservations over.\n`,
    );
  }
  if (operator) {
    console.log(
      `  Demo operator account (catalogue import and export), shown only this once:\n` +
        `    e-mail ${operator.email}   password ${operator.password}\n` +
        `  It imports through /api/operator/imports/ (docs/catalogue-import.md); stop the shop to use npm run catalogue.\n`,
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
