import fs from "node:fs";
import path from "node:path";
import type { Pool, PoolClient } from "pg";
import { statementNames } from "./prepared-statements.ts";
import { sessionOptions, sessionSetSql } from "./session-settings.ts";

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What a route needs from the database: parameterised SQL ($1, $2 …), the same on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** A transaction's handle: queries, plus scripts of several statements (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `onNotice` for every NOTIFY on `channel` (from any process on the same database), and after a
   * lost connection is made again (notices may have been missed meanwhile). Answers how to stop.
   */
  listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data directory; `undefined` keeps the database in memory (tests). */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests clone a migrated, seeded template this way). */
  loadDataDir?: Blob;
  /**
   * PGlite on disk only: skip fsync (PGLITE_UNSAFE_NO_FSYNC). Faster writes, but an operating-system
   * crash or power cut may lose or corrupt what was acknowledged.
   */
  unsafeNoFsync?: boolean;
  /**
   * PGlite on a thread of its own (db/pglite-thread.ts) rather than the caller's: the server's default
   * (PGLITE_THREAD). Not with `loadDataDir`, which only the tests use.
   */
  pgliteThread?: "worker" | "main";
  /** Called when PGlite's thread ends without close() (db/pglite-thread.ts). */
  onPgliteThreadLost?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.pgliteThread === "worker") {
    if (options.loadDataDir) throw new Error("a PGlite thread does not start from a data-dir dump");
    const { openPgliteThread } = await import("./pglite-thread.ts");
    return openPgliteThread({ dataDir: options.dataDir, unsafeNoFsync: options.unsafeNoFsync }, options.onPgliteThreadLost);
  }
  return openPglite(options);
}

/** PGlite in this thread (the tests', and PGlite's own thread's: db/pglite-worker.ts). */
export async function openPglite({ dataDir, loadDataDir, unsafeNoFsync = false }: OpenOptions): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  let db: InstanceType<typeof PGlite>;
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const fresh = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
    const durable = !unsafeNoFsync;
    db = await PGlite.create({
      fs: await pgliteNodeFs(dataDir, durable),
      ...(durable ? { startParams: durableStartParams(PGlite.defaultStartParams) } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    // PGlite writes a new cluster's files (initdb's output) without syncing them; PostgreSQL only syncs
    // the whole directory after crash recovery. Without this a power cut soon after the first start
    // could leave a cluster that does not open.
    if (fresh && durable) fsyncTree(dataDir);
  } else {
    db = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  }
  await db.exec(sessionSetSql());
  const normalise = <T>(r: { rows: T[]; affectedRows?: number }) => ({ rows: r.rows, rowCount: r.affectedRows ?? r.rows.length });
  return {
    kind: "pglite",
    async query<T>(sql: string, params: unknown[] = []) {
      return normalise(await db.query<T>(sql, params));
    },
    transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          query: async <R>(sql: string, params: unknown[] = []) => normalise(await tx.query<R>(sql, params)),
          exec: async (sql: string) => void (await tx.exec(sql)),
        }),
      );
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    // One process holds an embedded database: its notices come from itself.
    listen: (channel: string, onNotice: (payload: string) => void) => db.listen(channel, onNotice),
    async close() {
      await db.close();
    },
    // Tests clone databases from a dump of this one.
    dump: () => db.dumpDataDir("none"),
  } as Database & { dump: () => Promise<Blob> };
}

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Node filesystem (Emscripten's NODEFS) has
 * no fsync at all: fsync() in the database reaches `stream_ops.fsync`, which NODEFS leaves undefined,
 * and fdatasync() is a no-op in Emscripten whatever the filesystem. So durability needs both: fsync
 * on, WAL synced with fsync() rather than fdatasync(), and an fsync that reaches the disk.
 */
export function durableStartParams(defaults: readonly string[]): string[] {
  if (!defaults.includes("-F")) throw new Error("PGlite's start parameters changed: -F (fsync off) is no longer among them");
  return [...defaults.filter((p) => p !== "-F"), "-c", "fsync=on", "-c", "wal_sync_method=fsync"];
}

/** Counts the fsyncs that reached the disk, so a test can see durability is really on. */
export const fsyncCalls = { count: 0 };

async function pgliteNodeFs(dataDir: string, durable: boolean) {
  const { NodeFS } = await import("@electric-sql/pglite/nodefs");
  class SyncingNodeFS extends NodeFS {
    override async init(...args: Parameters<InstanceType<typeof NodeFS>["init"]>) {
      const result = await super.init(...args);
      if (!durable) return result;
      const opts = result.emscriptenOpts as { preRun?: Array<(mod: EmscriptenModule) => void> };
      opts.preRun = [
        ...(opts.preRun ?? []),
        (mod) => {
          const nodefs = mod.NODEFS ?? mod.FS?.filesystems?.NODEFS;
          if (!nodefs?.stream_ops) throw new Error("PGlite's Node filesystem changed: NODEFS.stream_ops not found");
          nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
            if (stream.nfd !== undefined) {
              fs.fsyncSync(stream.nfd);
              fsyncCalls.count++;
            }
            return 0;
          };
        },
      ];
      return result;
    }
  }
  return new SyncingNodeFS(dataDir);
}

interface EmscriptenModule {
  NODEFS?: { stream_ops?: Record<string, unknown> };
  FS?: { filesystems?: { NODEFS?: { stream_ops?: Record<string, unknown> } } };
}

/** fsync every file and directory under `dir` (directories after their entries). */
export function fsyncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(p);
    else if (entry.isFile()) fsyncPath(p);
  }
  fsyncPath(dir);
}

export function fsyncPath(p: string): void {
  const fd = fs.openSync(p, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  // int8 (count(*)) as a number: counts in this shop never approach 2^53.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_SIZE || 10),
    options: sessionOptions(),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  await pool.query("select 1");
  // Repeated parameterised SQL is prepared once per connection (db/prepared-statements.ts).
  const names = statementNames();
  const wrap = (client: Pool | PoolClient): Transaction => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const name = params.length > 0 ? names.nameFor(sql) : undefined;
      const r = await (name === undefined ? client.query(sql, params) : client.query({ name, text: sql, values: params }));
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    // Without parameters pg uses the simple protocol, which runs a script of several statements.
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotice) => listenPostgres(pg, url, channel, onNotice),
    async close() {
      await pool.end();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it). When that
 * connection drops (a restart of the database, a network cut), it is made again after a pause that
 * grows to 5 s, and `onNotice` is called once it is back: what was notified meanwhile is unknown.
 */
async function listenPostgres(
  pg: typeof import("pg").default,
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (attempt: number): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotice(message.payload ?? "");
    });
    next.on("error", () => {
      void next.end().catch(() => {});
      if (!stopped && client === next) schedule(1);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => {});
      if (attempt === 0) throw error;
      schedule(attempt + 1);
      return;
    }
    client = next;
    if (attempt > 0) onNotice("");
  };
  const schedule = (attempt: number) => {
    if (stopped) return;
    retry = setTimeout(() => void connect(attempt), Math.min(5000, 250 * 2 ** attempt));
    retry.unref();
  };
  await connect(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
