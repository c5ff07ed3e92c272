/**
 * The embedded database on a thread of its own (db/pglite-worker.ts), behind the same `Database` as
 * PGlite in the API's thread: what PGLITE_THREAD=worker, the server's default, opens. Why: PGlite runs
 * PostgreSQL on the thread that calls it, so a query there held up every other request (bench/README.md,
 * "PGlite off the event loop", has the figures).
 */
import { fileURLToPath } from "node:url";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Database, QueryResult, Transaction } from "./database.ts";
import { errorFrom, type Reply, type Request, type ThreadOptions } from "./pglite-protocol.ts";

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
// Distributive, so that each kind of request keeps its own fields without its id.
type Ask = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

/** The worker's module beside this one: .ts when the sources run through tsx (tests, `npm run dev`), .js in api/dist. */
const workerUrl = new URL(`./pglite-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * A worker does not inherit tsx's loader hooks (`--import tsx` in its execArgv does not reach its
 * entry on Node 20), so the sources' worker registers tsx itself before importing its module.
 */
function startWorker(options: ThreadOptions): Worker {
  if (!workerUrl.pathname.endsWith(".ts")) return new Worker(workerUrl, { workerData: options });
  const load = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(load, { eval: true, workerData: options });
}

export async function openPgliteThread(options: ThreadOptions): Promise<Database & { fsyncCount(): Promise<number> }> {
  const worker = startWorker(options);
  const pending = new Map<number, Pending>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let gone: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: Reply) => {
      if ("ready" in message) return resolve();
      if ("notice" in message) return listeners.get(message.notice)?.(message.payload);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) waiting?.resolve(message.result);
      else waiting?.reject(errorFrom(message.error));
    });
    // The thread failed (it could not open the data directory, say) or ended: nothing more will be answered.
    const end = (error: Error) => {
      gone ??= error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on("error", end);
    worker.on("exit", (code) => end(new Error(`PGlite's thread ended (exit code ${code})`)));
  });

  // A transaction's or listener's id is that of the request that opened it.
  const ask = <T>(request: Ask, id = nextId++): Promise<T> => {
    if (gone) return Promise.reject(gone);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const statements = (tx?: number): Transaction => ({
    query: <T>(sql: string, params: unknown[] = []) => ask<QueryResult<T>>({ op: "query", sql, params, tx }),
    exec: (sql: string) => ask<void>({ op: "exec", sql, tx }),
  });

  await ready;
  return {
    kind: "pglite",
    ...statements(),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = nextId++;
      await ask({ op: "begin" }, tx);
      let result: T;
      try {
        result = await fn(statements(tx));
      } catch (error) {
        await ask({ op: "rollback", tx }).catch(() => {});
        throw error;
      }
      await ask({ op: "commit", tx });
      return result;
    },
    async listen(channel: string, onNotice: (payload: string) => void) {
      const listener = nextId++;
      listeners.set(listener, onNotice);
      await ask({ op: "listen", channel }, listener).catch((error) => {
        listeners.delete(listener);
        throw error;
      });
      return async () => {
        listeners.delete(listener);
        await ask({ op: "unlisten", listener });
      };
    },
    fsyncCount: () => ask<number>({ op: "fsyncs" }),
    async close() {
      if (gone) return;
      await ask({ op: "close" });
      await worker.terminate();
    },
  };
}
