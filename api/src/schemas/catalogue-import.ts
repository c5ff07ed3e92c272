import { Type, type Static } from "@sinclair/typebox";

/** The operator's catalogue import and export (routes/operator.ts, api/src/catalogue-import/). */

const Kind = Type.Union([
  Type.Literal("brands"),
  Type.Literal("categories"),
  Type.Literal("subcategories"),
  Type.Literal("products"),
  Type.Literal("offers"),
]);

export const ImportQuery = Type.Object({
  /** true (the default): report what the file would change and write nothing. */
  dry_run: Type.Optional(Type.Boolean()),
  /** The file is the whole catalogue of its kind: what it leaves out is hidden. */
  full: Type.Optional(Type.Boolean()),
  /** The kind the file must hold; by default the one its columns name. */
  kind: Type.Optional(Kind),
  /** Shown in the history. */
  file_name: Type.Optional(Type.String({ maxLength: 200 })),
});

export const ExportQuery = Type.Object({
  kind: Kind,
  format: Type.Optional(Type.Union([Type.Literal("csv"), Type.Literal("json")])),
});

const Counts = Type.Object({
  added: Type.Integer(),
  changed: Type.Integer(),
  hidden: Type.Integer(),
  unchanged: Type.Integer(),
});

export const ImportReport = Type.Object({
  kind: Type.Union([Kind, Type.Null()]),
  dry_run: Type.Boolean(),
  full: Type.Boolean(),
  /** The changes were written (never when there is an error). */
  applied: Type.Boolean(),
  /** The apply changed the catalogue; false when every row was unchanged (nothing written, no build). */
  changed: Type.Boolean(),
  rows: Type.Integer(),
  counts: Counts,
  error_count: Type.Integer(),
  /** The first 1,000 errors, by line: the file's line (CSV) or row number (JSON), the column and why. */
  errors: Type.Array(Type.Object({ line: Type.Integer(), column: Type.String(), reason: Type.String() })),
  import_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type ImportReport = Static<typeof ImportReport>;

export const ImportHistoryEntry = Type.Object({
  id: Type.Integer(),
  /** The operator's e-mail; null for the command line (or an account deleted since). */
  email: Type.Union([Type.String(), Type.Null()]),
  source: Type.Union([Type.Literal("command"), Type.Literal("api")]),
  file_name: Type.String(),
  kind: Type.String(),
  full_import: Type.Boolean(),
  counts: Counts,
  created_at: Type.String({ format: "date-time" }),
});
export type ImportHistoryEntry = Static<typeof ImportHistoryEntry>;

/** The operator's import of product photographs (api/src/catalogue-import/images.ts). */
export const ImagesReport = Type.Object({
  dry_run: Type.Boolean(),
  applied: Type.Boolean(),
  files: Type.Integer(),
  counts: Type.Object({ added: Type.Integer(), changed: Type.Integer(), unchanged: Type.Integer() }),
  error_count: Type.Integer(),
  errors: Type.Array(Type.Object({ file: Type.String(), reason: Type.String() })),
});
export type ImagesReport = Static<typeof ImagesReport>;

/** A build of the static site after imports (plugins/site-publisher.ts). */
export const SiteBuild = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal("queued"), Type.Literal("building"), Type.Literal("published"), Type.Literal("failed")]),
  import_ids: Type.Array(Type.Integer()),
  requested_at: Type.String({ format: "date-time" }),
  started_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  finished_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  /** The build's latest line of output while it runs. */
  progress: Type.String(),
  /** Why it failed (the end of its output). */
  error: Type.String(),
});
export type SiteBuild = Static<typeof SiteBuild>;

export const SiteBuilds = Type.Object({
  /** Whether this shop publishes its site after imports (npm start does); otherwise builds wait for a deploy. */
  publishing: Type.Boolean(),
  results: Type.Array(SiteBuild),
});
