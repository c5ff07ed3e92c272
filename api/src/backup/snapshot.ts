import fs from "node:fs";
import path from "node:path";
import type { Database, Queryable, Transaction } from "../db/database.ts";
import { MIGRATIONS_DIR, migrateWithin, migrationVersions } from "../db/migrate.ts";
import { type Backup, BackupFileError, FORMAT, FORMAT_VERSION, type FileDump, type TableDump } from "./archive.ts";

/**
 * What DATA_DIR holds besides the database that the shop keeps: the generated JWT secret and imported
 * media. The e-mail outbox is left out on purpose: it is a development stand-in for SMTP, not data.
 */
export const KEPT_FILES = ["jwt-secret"];
export const KEPT_DIRS = ["media"];

/**
 * Row text is the same on PGlite and on any PostgreSQL server only with the same output settings, so
 * checksums taken on one compare with the other's (a move from PGlite to PostgreSQL).
 */
export const OUTPUT_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL extra_float_digits = 1",
  "SET LOCAL bytea_output = 'hex'",
];

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The user tables of the current schema, but schema_migrations (a restore rebuilds it by migrating) and
 * catalogue_identity (migration 013: a restored database is a new history of the product versions, so
 * it makes an identity of its own).
 */
async function userTables(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND c.relname NOT IN ('schema_migrations', 'catalogue_identity')
      ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

/** Per table: row count and an MD5 of its whole rows as text in byte order. Run inside a transaction. */
export async function tableChecksums(tx: Queryable): Promise<Record<string, { count: number; checksum: string }>> {
  const result: Record<string, { count: number; checksum: string }> = {};
  for (const table of await userTables(tx)) {
    const { rows } = await tx.query<{ count: number; checksum: string }>(
      `SELECT count(*)::int AS count, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS checksum FROM ${ident(table)} t`,
    );
    result[table] = rows[0];
  }
  return result;
}

/** The same checksums in a transaction of their own, with the output settings a backup uses. */
export async function databaseChecksums(db: Database) {
  return db.transaction(async (tx) => {
    for (const sql of OUTPUT_SETTINGS) await tx.query(sql);
    return tableChecksums(tx);
  });
}

/**
 * Everything the shop keeps, from one snapshot: every table's rows read in one REPEATABLE READ,
 * READ ONLY transaction (on PostgreSQL writers carry on meanwhile; PGlite has one connection, so its
 * writes wait for the read and then go on), the sequences from the same snapshot, then DATA_DIR's files.
 */
export async function takeBackup(db: Database, dataDir: string): Promise<Backup> {
  const { header, tables, sequences } = await db.transaction(async (tx) => {
    await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    for (const sql of OUTPUT_SETTINGS) await tx.query(sql);
    const migrations = (
      await tx.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version")
    ).rows.map((r) => r.version);
    const sums = await tableChecksums(tx);
    const tables: TableDump[] = [];
    for (const table of Object.keys(sums)) {
      const columns = await storedColumns(tx, table);
      const order = (await primaryKey(tx, table)) ?? columns;
      const { rows } = await tx.query<{ row: string }>(
        `SELECT row_to_json(x)::text AS row FROM (SELECT ${columns.map(ident).join(", ")} FROM ${ident(table)} ORDER BY ${order.map(ident).join(", ")}) x`,
      );
      tables.push({ table, columns, rows: rows.map((r) => r.row), ...sums[table] });
    }
    const sequences = [];
    const seqs = await tx.query<{ name: string }>(
      "SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'S' ORDER BY c.relname",
    );
    for (const { name } of seqs.rows) {
      const { rows } = await tx.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text AS last_value, is_called FROM ${ident(name)}`,
      );
      sequences.push({ sequence: name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
    }
    const header = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: db.kind,
      migrations,
    } as const;
    return { header, tables, sequences };
  });
  return { header, tables, sequences, files: readKeptFiles(dataDir) };
}

async function storedColumns(tx: Queryable, table: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [ident(table)],
  );
  return rows.map((r) => r.name);
}

async function primaryKey(tx: Queryable, table: string): Promise<string[] | undefined> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i
       JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n) ON true
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY k.n`,
    [ident(table)],
  );
  return rows.length ? rows.map((r) => r.name) : undefined;
}

function readKeptFiles(dataDir: string): FileDump[] {
  const files: FileDump[] = [];
  const add = (rel: string) => {
    const abs = path.join(dataDir, rel);
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (stat?.isFile())
      files.push({ path: rel.split(path.sep).join("/"), mode: stat.mode & 0o777, data: fs.readFileSync(abs) });
    else if (stat?.isDirectory()) for (const entry of fs.readdirSync(abs).sort()) add(path.join(rel, entry));
  };
  for (const rel of [...KEPT_FILES, ...KEPT_DIRS]) add(rel);
  return files;
}

/** Whether the database holds any table of the shop (an empty one may be restored into). */
export async function hasShopTables(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p', 'v', 'm', 'S')",
  );
  return rows[0].n > 0;
}

/** --force on PostgreSQL: drops what the migrations made, inside the restore's transaction. */
export async function dropShopObjects(tx: Transaction): Promise<void> {
  const { rows } = await tx.query<{ sql: string }>(
    `SELECT format('DROP %s IF EXISTS %s CASCADE', CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, c.oid::regclass) AS sql
       FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
     UNION ALL
     SELECT format('DROP ROUTINE IF EXISTS %s CASCADE', p.oid::regprocedure) FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace
     UNION ALL
     SELECT format('DROP TYPE IF EXISTS %s CASCADE', t.oid::regtype) FROM pg_type t
      WHERE t.typnamespace = current_schema()::regnamespace AND t.typtype IN ('e', 'd', 'c') AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.oid = t.typrelid AND c.relkind <> 'c')`,
  );
  for (const { sql } of rows) await tx.query(sql);
}

/**
 * Rebuilds the backed-up database inside `tx` (on an empty database): the schema as the backup's
 * migrations made it, the rows table by table in foreign-key order, each table's count and checksum
 * checked against the backup's, the sequences where they were, and then the migrations newer than the
 * backup, so an older backup comes back upgraded. Any difference throws, and the caller's transaction
 * rolls everything back.
 */
export async function restoreInto(
  tx: Transaction,
  backup: Backup,
  { dir = MIGRATIONS_DIR } = {},
): Promise<{ newerMigrations: string[] }> {
  const known = new Set(migrationVersions(dir));
  const unknown = backup.header.migrations.filter((v) => !known.has(v));
  if (unknown.length)
    throw new BackupFileError(
      `the backup was made by a newer version of the shop (migrations ${unknown.join(", ")} are unknown here): update the shop first`,
    );
  const inBackup = new Set(backup.header.migrations);
  await migrateWithin(tx, { dir, only: (v) => inBackup.has(v) });

  for (const sql of OUTPUT_SETTINGS) await tx.query(sql);
  const byName = new Map(backup.tables.map((t) => [t.table, t]));
  const existing = new Set(await userTables(tx));
  for (const t of backup.tables) {
    if (!existing.has(t.table))
      throw new BackupFileError(`the backup holds table ${t.table}, which its own migrations do not create`);
  }
  // The rows come back as they were: the tables' own triggers (migration 012's product versions) would
  // write bookkeeping of their own over the backed-up rows. Foreign keys (system triggers) stay checked.
  for (const table of byName.keys()) await tx.query(`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`);
  for (const table of await foreignKeyOrder(tx, [...byName.keys()])) {
    const t = byName.get(table)!;
    const cols = t.columns.map(ident).join(", ");
    for (let i = 0; i < t.rows.length; i += 2000) {
      await tx.query(
        `INSERT INTO ${ident(table)} (${cols}) OVERRIDING SYSTEM VALUE SELECT ${cols} FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
        [`[${t.rows.slice(i, i + 2000).join(",")}]`],
      );
    }
  }
  for (const table of byName.keys()) await tx.query(`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`);
  const sums = await tableChecksums(tx);
  for (const t of backup.tables) {
    const got = sums[t.table];
    if (got.count !== t.count || got.checksum !== t.checksum) {
      throw new Error(
        `table ${t.table} did not come back the same (${got.count} rows, checksum ${got.checksum}; the backup has ${t.count} rows, ${t.checksum})`,
      );
    }
  }
  for (const s of backup.sequences) {
    await tx.query("SELECT setval($1::regclass, $2::bigint, $3)", [ident(s.sequence), s.lastValue, s.isCalled]);
  }
  return { newerMigrations: await migrateWithin(tx, { dir }) };
}

/** Tables ordered so that every table comes after those its foreign keys point to. */
async function foreignKeyOrder(tx: Queryable, tables: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace AND c.conrelid <> c.confrelid`,
  );
  const unquote = (n: string) => (n.startsWith('"') ? n.slice(1, -1).replace(/""/g, '"') : n);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of rows) parents.get(unquote(r.child))?.add(unquote(r.parent));
  const order: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (t: string) => {
    if (state.get(t) === "done") return;
    if (state.get(t) === "visiting") throw new Error(`foreign keys form a cycle through ${t}`);
    state.set(t, "visiting");
    for (const p of parents.get(t) ?? []) if (parents.has(p)) visit(p);
    state.set(t, "done");
    order.push(t);
  };
  for (const t of tables) visit(t);
  return order;
}
