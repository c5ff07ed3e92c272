import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp, type App, type BuildAppOptions } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import { openDatabase, type Database } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { seed } from "../../src/db/seed/index.ts";

/**
 * Fresh databases for tests, on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
 * A migrated, seeded template is built once per test process; every test gets its own copy of it,
 * so tests never see each other's writes.
 */
export const TEST_SEED_PRODUCTS = 80;
const pgUrl = process.env.TEST_DATABASE_URL;
export const backend: "pglite" | "postgres" = pgUrl ? "postgres" : "pglite";

let template: Promise<{ dump?: Blob; dbName?: string }> | undefined;
let counter = 0;

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function buildTemplate() {
  if (backend === "pglite") {
    const db = (await openDatabase({})) as Database & { dump(): Promise<Blob> };
    await migrate(db);
    await seed(db, { products: TEST_SEED_PRODUCTS });
    const dump = await db.dump();
    await db.close();
    return { dump };
  }
  const admin = await openDatabase({ databaseUrl: pgUrl });
  const dbName = `shop_tmpl_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const db = await openDatabase({ databaseUrl: withDatabase(pgUrl!, dbName) });
  await migrate(db);
  await seed(db, { products: TEST_SEED_PRODUCTS });
  await db.close();
  await admin.close();
  process.once("exit", () => {
    // Best effort: the template of a crashed run is dropped by the next run of the same pid anyway.
  });
  return { dbName };
}

/** A fresh, migrated and seeded database of the configured backend. */
export async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  template ??= buildTemplate();
  const t = await template;
  if (backend === "pglite") {
    const db = await openDatabase({ loadDataDir: t.dump });
    return { db, drop: () => db.close() };
  }
  return newPgDatabase(`shop_t_${process.pid}_${++counter}`, t.dbName);
}

/** A new PostgreSQL database of the test server (a copy of `template` when given) and how to drop it. */
async function newPgDatabase(name: string, template?: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  const admin = await openDatabase({ databaseUrl: pgUrl });
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const db = await openDatabase({ databaseUrl: withDatabase(pgUrl!, name) });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  /** The folder the test app writes e-mails (outbox/) and secrets to. */
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A whole API on a fresh database, to drive with `app.inject`; `prepare` may add routes before it is
 * ready, `logger` capture its log.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  {
    logger,
    prepare,
    now,
  }: { logger?: BuildAppOptions["logger"]; prepare?: (app: App) => void; now?: BuildAppOptions["now"] } = {},
): Promise<TestApp> {
  const { db, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-api-test-"));
  const config = loadConfig(
    {},
    { dataDir, jwtSecret: "test-secret-that-is-at-least-32-characters-long", publicUrl: "http://shop.test", ...overrides },
  );
  const app = await buildApp({ config, db, logger, now });
  prepare?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database of the configured backend (nothing migrated): what a restore starts from. */
export async function emptyDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (backend === "pglite") {
    const db = await openDatabase({});
    return { db, drop: () => db.close() };
  }
  return newPgDatabase(`shop_e_${process.pid}_${++counter}`);
}
