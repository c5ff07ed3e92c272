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

type Pending = { resolve: (reply: Answer) => void; reject: (error: Error) => void };
type Answer = Extract<Reply, { id: number }>;
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
  // Resolved from here, not from the working directory, which may be anywhere.
  const tsx = import.meta.resolve("tsx/esm/api");
  const load = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(load, { eval: true, workerData: options });
}

/**
 * `onLost` is called when the thread ends without close() (out of memory, a crash in PGlite): every
 * query from then on fails, so the server stops rather than answer 500s (server.ts).
 */
export async function openPgliteThread(
  options: ThreadOptions,
  onLost?: (error: Error) => void,
): Promise<Database & { fsyncCount(): Promise<number> }> {
  const worker = startWorker(options);
  const pending = new Map<number, Pending>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let gone: Error | undefined;
  let opened = false;
  let closing: Promise<void> | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: Reply) => {
      if ("ready" in message) return resolve();
      if ("notice" in message) return listeners.get(message.notice)?.(message.payload);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      waiting?.resolve(message); // an error answer too: ask() makes its Error, where the caller's stack is known
    });
    // The thread failed (it could not open the data directory, say) or ended: nothing more will be answered.
    const end = (error: Error) => {
      const first = !gone;
      gone ??= error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      if (first && opened && !closing) onLost?.(error);
    };
    worker.on("error", end);
    // A message that cannot be read leaves its request unanswered: the thread can no longer be trusted.
    worker.on("messageerror", (error) => end(error instanceof Error ? error : new Error(String(error))));
    worker.on("exit", (code) => end(new Error(`PGlite's thread ended (exit code ${code})`)));
  });

  const send = (request: Ask, id: number): Promise<Answer> => {
    if (gone) return Promise.reject(gone);
    return new Promise<Answer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class with private state).
        pending.delete(id);
        reject(error);
      }
    });
  };
  /**
   * A request's result, or its error made here, after the await: V8's async stack trace then names the
   * functions awaiting it (the route, the repository) instead of only PGlite's internals in the other
   * thread, which errorFrom keeps below them. A transaction's or listener's id is that of the request
   * that opened it.
   */
  const ask = async <T>(request: Ask, id = nextId++): Promise<T> => {
    const answer = await send(request, id);
    if (!answer.ok) throw errorFrom(answer.error);
    return answer.result as T;
  };
  /** A transaction's statements are refused once its commit or rollback is asked, as PGlite's own are. */
  const statements = (tx?: number, done?: () => boolean): Transaction => {
    const closed = () => Promise.reject(new Error("Transaction is closed"));
    return {
      query: <T>(sql: string, params: unknown[] = []) => (done?.() ? closed() : ask<QueryResult<T>>({ op: "query", sql, params, tx })),
      exec: (sql: string) => (done?.() ? closed() : ask<void>({ op: "exec", sql, tx })),
    };
  };

  await ready;
  opened = true;
  return {
    kind: "pglite",
    ...statements(),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = nextId++;
      await ask({ op: "begin" }, tx);
      let ended = false;
      let result: T;
      try {
        result = await fn(statements(tx, () => ended));
      } catch (error) {
        ended = true;
        await ask({ op: "rollback", tx }).catch(() => {});
        throw error;
      }
      ended = true;
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
    close() {
      closing ??= (async () => {
        try {
          if (!gone) await ask({ op: "close" });
        } finally {
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}
