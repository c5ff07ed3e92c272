// The messages between the API thread (db/pglite-thread.ts) and PGlite's thread (db/pglite-worker.ts).

export interface ThreadOptions {
  dataDir?: string;
  unsafeNoFsync?: boolean;
}

/** Every request has an id, answered once; a statement of an open transaction names it in `tx`. */
export type Request =
  | { id: number; op: "query"; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: "exec"; sql: string; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "commit" | "rollback"; tx: number }
  | { id: number; op: "listen"; channel: string }
  | { id: number; op: "unlisten"; listener: number }
  | { id: number; op: "fsyncs" | "close" };

export type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: ErrorFields }
  /** A NOTIFY for the listener whose listen request had this id. */
  | { notice: number; payload: string }
  | { ready: true };

/**
 * What an error keeps when it crosses to the other thread. A structured clone of an Error keeps its
 * message and stack only; PostgreSQL's fields (SQLSTATE code, constraint, detail …) are copied by name.
 */
export type ErrorFields = { message: string; name?: string; stack?: string } & Partial<Record<(typeof PG_FIELDS)[number], string>>;

const PG_FIELDS = ["code", "severity", "detail", "hint", "position", "where", "schema", "table", "column", "dataType", "constraint", "routine"] as const;

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name, stack: error.stack };
  for (const key of PG_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined && value !== null) fields[key] = String(value);
  }
  return fields;
}

/**
 * The error again, on the API's side: its message and PostgreSQL's fields; its stack is where this is
 * called (in the API's thread), followed by the one it had in PGlite's thread.
 */
export function errorFrom(fields: ErrorFields): Error {
  const { message, name, stack, ...pg } = fields;
  const error = Object.assign(new Error(message), pg);
  if (name && name !== "Error") error.name = name;
  // Taken again with the name set (its first line), from the caller on: the log's two stack lines
  // (lib/log-redaction.ts) then show the error and the code that asked, not this function.
  Error.captureStackTrace(error, errorFrom);
  const thread = stack?.split("\n").filter((line) => /^\s+at /.test(line));
  if (thread?.length) error.stack = `${error.stack}\n    in PGlite's thread:\n${thread.join("\n")}`;
  return error;
}
