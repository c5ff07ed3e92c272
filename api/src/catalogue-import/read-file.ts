import { parse } from "csv-parse/sync";
import { COLUMNS, KINDS, kindOfHeader, type CellError, type ImportKind } from "./kinds.ts";

/**
 * An import file's bytes as rows of cells by column name: CSV (UTF-8, comma or semicolon, as
 * spreadsheets in English and in Polish or German save it) or JSON (`{"kind": …, "rows": [{…}]}`).
 * Anything wrong with the file as a whole (not UTF-8, not CSV or JSON, unknown or missing columns,
 * too big) is an error on line 1 or on the line where it happens, never an exception.
 */

export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 500_000;

export interface FileRow {
  line: number;
  cells: Record<string, string>;
}

export type ReadFile =
  { ok: true; kind: ImportKind; columns: string[]; rows: FileRow[] } | { ok: false; errors: CellError[] };

const fail = (line: number, reason: string, column = ""): ReadFile => ({
  ok: false,
  errors: [{ line, column, reason }],
});

export function readImportFile(bytes: Uint8Array, expected?: ImportKind): ReadFile {
  if (bytes.byteLength > MAX_IMPORT_BYTES) {
    return fail(
      1,
      `the file is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB at a time: split it`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const line = lenient.slice(0, lenient.indexOf("\uFFFD")).split("\n").length;
    return fail(line, "the file is not UTF-8 text: save it as CSV UTF-8 (or JSON) and import it again");
  }
  text = text.replace(/^\uFEFF/, "");
  if (text.trim() === "") return fail(1, "the file is empty");
  if (/\u0000/.test(text))
    return fail(1, "the file is not text (it holds NUL bytes): is it a spreadsheet's own format? Save it as CSV UTF-8");
  const start = text.trimStart()[0];
  return start === "{" || start === "[" ? readJson(text, expected) : readCsv(text, expected);
}

function readCsv(text: string, expected?: ImportKind): ReadFile {
  const firstLine = text.slice(0, text.indexOf("\n") === -1 ? undefined : text.indexOf("\n"));
  const delimiter = count(firstLine, ";") > count(firstLine, ",") ? ";" : ",";
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      skip_empty_lines: true,
      relax_quotes: false,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return fail(line, `the file is not valid CSV here: ${(error as Error).message.replace(/^Invalid [^:]*: /, "")}`);
  }
  if (records.length - 1 > MAX_IMPORT_ROWS) return fail(1, `at most ${MAX_IMPORT_ROWS} rows at a time: split the file`);
  const header = records[0]!.record.map((name) => name.trim().toLowerCase());
  const checked = checkHeader(header, expected);
  if (typeof checked !== "string") return checked;
  const rows = records.slice(1).map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries(header.map((name, i) => [name, record[i] ?? ""])),
  }));
  return { ok: true, kind: checked, columns: header, rows };
}

function readJson(text: string, expected?: ImportKind): ReadFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return fail(1, `the file is not valid JSON: ${(error as Error).message}`);
  }
  const named =
    !Array.isArray(data) && typeof data === "object" && data !== null ? (data as Record<string, unknown>) : undefined;
  const list = Array.isArray(data) ? data : named?.rows;
  if (!Array.isArray(list)) return fail(1, 'a JSON import is {"kind": "products", "rows": [{…}, …]}');
  if (list.length > MAX_IMPORT_ROWS) return fail(1, `at most ${MAX_IMPORT_ROWS} rows at a time: split the file`);
  if (named?.kind !== undefined && !KINDS.includes(named.kind as ImportKind)) {
    return fail(1, `"kind" must be one of ${KINDS.join(", ")}`, "kind");
  }
  const errors: CellError[] = [];
  const rows: FileRow[] = [];
  const header = new Set<string>();
  list.forEach((item, i) => {
    const line = i + 1;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      errors.push({ line, column: "", reason: "each row must be an object of column names and values" });
      return;
    }
    const cells: Record<string, string> = {};
    for (const [key, value] of Object.entries(item)) {
      const name = key.trim().toLowerCase();
      header.add(name);
      if (value === null) cells[name] = "";
      else if (typeof value === "string") cells[name] = value;
      else if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value)))
        cells[name] = String(value);
      else errors.push({ line, column: name, reason: "must be text, a number, true or false" });
    }
    rows.push({ line, cells });
  });
  if (errors.length) return { ok: false, errors };
  const kind = (named?.kind as ImportKind | undefined) ?? expected;
  const checked = checkHeader([...header], kind);
  if (typeof checked !== "string") return checked;
  return { ok: true, kind: checked, columns: [...header], rows };
}

/** The file's kind, or the error with its columns: unknown, repeated or missing ones. */
function checkHeader(header: string[], expected?: ImportKind): ImportKind | ReadFile {
  const repeated = header.find((name, i) => header.indexOf(name) !== i);
  if (repeated !== undefined) return fail(1, "the column is there twice", repeated);
  const kind = expected ?? kindOfHeader(header);
  if (!kind) {
    const kinds = KINDS.map((k) => `${k} (${required(k)})`).join("; ");
    return fail(1, `the columns fit no kind of import; each kind needs its columns: ${kinds}`);
  }
  const known = COLUMNS[kind];
  const unknown = header.find((name) => !(name in known));
  if (unknown !== undefined)
    return fail(1, `not a column of ${kind}: the columns are ${Object.keys(known).join(", ")}`, unknown);
  const missing = Object.keys(known).filter((name) => known[name]!.required && !header.includes(name));
  if (missing.length) return fail(1, `a file of ${kind} needs the columns ${missing.join(", ")}`, missing[0]);
  return kind;
}

const required = (kind: ImportKind) =>
  Object.entries(COLUMNS[kind])
    .filter(([, c]) => c.required)
    .map(([name]) => name)
    .join(", ");

const count = (text: string, char: string) => text.split(char).length - 1;
