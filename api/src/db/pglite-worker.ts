/**
 * PGlite on a thread of its own (db/pglite-thread.ts starts it): the database the API's event loop
 * would otherwise run itself. PGlite is PostgreSQL compiled to WebAssembly and runs on whichever thread
 * calls it, so on the API's event loop a long query (a backup, an import) held up every other request,
 * even one answered from memory. Here it runs beside the event loop, on the second core; a request that
 * needs the database still waits for it, as on any single connection.
 *
 * The messages are db/pglite-protocol.ts's. A transaction stays open in this thread, inside PGlite's own
 * `transaction()`, while the API thread sends it one statement at a time and finally commit or rollback.
 */
import { parentPort, workerData } from "node:worker_threads";
import { fsyncCalls, openPglite, type Transaction } from "./database.ts";
import { errorFields, type Reply, type Request, type ThreadOptions } from "./pglite-protocol.ts";

const port = parentPort!;
const options = workerData as ThreadOptions;
const reply = (message: Reply) => port.postMessage(message);
const failed = (id: number, error: unknown): Reply => ({ id, ok: false, error: errorFields(error) });

/** The transactions open in this thread, by id: the statements sent for each, waiting to run in order. */
const open = new Map<number, { waiting: Request[]; wake?: () => void }>();

/** Thrown inside PGlite's transaction() to make it roll back. */
const ROLLBACK = Symbol("rollback");

const db = await openPglite(options);
const stops = new Map<number, () => Promise<void>>();

function nextStatement(slot: { waiting: Request[]; wake?: () => void }): Promise<Request> {
  const next = slot.waiting.shift();
  if (next) return Promise.resolve(next);
  return new Promise((resolve) => (slot.wake = () => resolve(slot.waiting.shift()!)));
}

async function run(tx: Transaction, request: Request): Promise<Reply> {
  try {
    if (request.op === "exec") {
      await tx.exec(request.sql);
      return { id: request.id, ok: true, result: undefined };
    }
    if (request.op === "query") return { id: request.id, ok: true, result: await tx.query(request.sql, request.params) };
    return failed(request.id, new Error(`${request.op} is not a statement`));
  } catch (error) {
    return failed(request.id, error);
  }
}

function begin(id: number) {
  const slot: { waiting: Request[]; wake?: () => void } = { waiting: [] };
  open.set(id, slot);
  let last: Request | undefined;
  db.transaction(async (tx) => {
    reply({ id, ok: true, result: undefined });
    for (;;) {
      last = await nextStatement(slot);
      if (last.op === "commit") return;
      if (last.op === "rollback") throw ROLLBACK;
      reply(await run(tx, last));
    }
  }).then(
    () => reply({ id: last!.id, ok: true, result: undefined }),
    // Before it began (a broken connection), at the commit, or the rollback asked for.
    (error) => reply(error === ROLLBACK ? { id: last!.id, ok: true, result: undefined } : failed(last?.id ?? id, error)),
  ).finally(() => open.delete(id));
}

port.on("message", (request: Request) => {
  if ("tx" in request && request.tx !== undefined) {
    const slot = open.get(request.tx);
    if (!slot) return reply(failed(request.id, new Error(`transaction ${request.tx} is not open`)));
    slot.waiting.push(request);
    const wake = slot.wake;
    slot.wake = undefined;
    wake?.();
    return;
  }
  const answer = (work: Promise<unknown>) =>
    void work.then(
      (result) => reply({ id: request.id, ok: true, result }),
      (error) => reply(failed(request.id, error)),
    );
  switch (request.op) {
    case "query":
      return answer(db.query(request.sql, request.params));
    case "exec":
      return answer(db.exec(request.sql));
    case "begin":
      return begin(request.id);
    case "listen":
      return answer(
        db.listen(request.channel, (payload) => reply({ notice: request.id, payload })).then((stop) => void stops.set(request.id, stop)),
      );
    case "unlisten":
      return answer((stops.get(request.listener) ?? (async () => {}))().finally(() => stops.delete(request.listener)));
    case "fsyncs":
      return answer(Promise.resolve(fsyncCalls.count));
    case "close":
      return answer(db.close());
    default:
      return reply(failed(request.id, new Error(`unknown request ${request.op}`)));
  }
});

reply({ ready: true });
