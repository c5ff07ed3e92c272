import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { ApiError, PageQuery, Paginated } from "../schemas/common.ts";
import {
  ExportQuery,
  ImagesReport,
  ImportHistoryEntry,
  ImportQuery,
  ImportReport,
  SiteBuilds,
} from "../schemas/catalogue-import.ts";
import { latestSiteBuilds } from "../repositories/site-builds.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { catalogueChanged } from "../lib/catalogue-memo.ts";
import { isOperator } from "../repositories/operators.ts";
import { countImports, importHistory } from "../repositories/catalogue-import.ts";
import { runImport } from "../catalogue-import/run-import.ts";
import { exportCatalogue } from "../catalogue-import/export.ts";
import { MAX_IMPORT_BYTES } from "../catalogue-import/read-file.ts";
import { importImages } from "../catalogue-import/images.ts";

/**
 * The operator's side of the catalogue (issue 21), for `operator` accounts (npm run staff -- add <email>
 * --role operator): import a file (a dry run first, then apply), the history of imports, and export.
 * To anyone else these routes do not exist (404). The file is the request's body as it is (CSV or JSON
 * bytes, up to MAX_IMPORT_BYTES), whatever its content type says: the reader decides what it is.
 */
export async function operatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  app.addHook("onRequest", app.authenticate);
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) return;
    // Exactly what an unknown route answers: a traveller learns nothing about the operator's routes.
    if (!(await isOperator(db, request.userId!))) {
      return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split("?")[0]}` });
    }
  });
  // The file as bytes, whatever it claims to be (a browser's upload of a .csv may say anything).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_IMPORT_BYTES + 1 }, (_request, body, done) =>
    done(null, body),
  );
  const schema = { tags: ["operator"], security: [{ bearer: [] }] };
  /** The file, as the body parser above hands it over (no body: an empty file, which the readers refuse). */
  const fileOf = (body: unknown) => (body instanceof Uint8Array ? body : new Uint8Array());
  /**
   * An import's answer: the report, or 422 with it when an apply wrote nothing for its errors. A change
   * drops this process's cached catalogue at once; the others (and this one again) drop theirs when the
   * import's notice arrives (plugins/catalogue-changes.ts).
   */
  const answer = <R extends { applied: boolean; error_count: number }>(
    reply: FastifyReply,
    dryRun: boolean,
    report: R,
    changed: boolean,
    nothing: string,
  ) => {
    if (changed) catalogueChanged();
    if (dryRun || report.applied) return report;
    const errorsText = `${report.error_count} error${report.error_count === 1 ? "" : "s"}`;
    return reply.status(422).send({ message: `${nothing}: ${errorsText}.`, report });
  };
  const errors = { 400: ApiError, 401: ApiError, 404: ApiError, 413: ApiError };

  app.post(
    "/imports/",
    {
      bodyLimit: MAX_IMPORT_BYTES + 1,
      schema: {
        ...schema,
        summary:
          "Import a catalogue file: a dry run (the default) reports what it would change; apply writes it all or nothing",
        querystring: ImportQuery,
        response: { 200: ImportReport, 422: Type.Object({ message: Type.String(), report: ImportReport }), ...errors },
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run ?? true;
      const report = await runImport(db, fileOf(request.body), {
        dryRun,
        full: request.query.full ?? false,
        kind: request.query.kind,
        source: "api",
        userId: request.userId!,
        fileName: request.query.file_name ?? "",
      });
      return answer(reply, dryRun, report, report.changed, "Nothing was imported: the file has");
    },
  );

  app.post(
    "/images/",
    {
      bodyLimit: MAX_IMPORT_BYTES + 1,
      schema: {
        ...schema,
        summary:
          "Import product photographs from a zip (<product slug>.jpg, <slug>--2.jpg …): a dry run (the default) checks them; apply writes them all or none",
        querystring: Type.Object({ dry_run: Type.Optional(Type.Boolean()) }),
        response: { 200: ImagesReport, 422: Type.Object({ message: Type.String(), report: ImagesReport }), ...errors },
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run ?? true;
      const report = await importImages(db, { zip: fileOf(request.body) }, { dryRun, dataDir: app.config.dataDir });
      return answer(reply, dryRun, report, report.applied, "No picture was imported");
    },
  );

  app.get(
    "/imports/",
    {
      schema: {
        ...schema,
        summary: "The applied imports, newest first: who, when, what and the counts",
        querystring: PageQuery,
        response: { 200: Paginated(ImportHistoryEntry), ...errors },
      },
    },
    async (request) =>
      fetchPage(
        request.url,
        pageWindow(request.query),
        (limit, offset) => importHistory(db, limit, offset),
        () => countImports(db),
      ),
  );

  app.get(
    "/builds/",
    {
      schema: {
        ...schema,
        summary:
          "The static site's latest builds after imports: queued, building (with its latest line), published or failed (and why)",
        response: { 200: SiteBuilds, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { publishing: app.config.sitePublish !== undefined, results: await latestSiteBuilds(db, 10) };
    },
  );

  app.get(
    "/export/",
    {
      schema: {
        ...schema,
        summary: "The catalogue as an import file of one kind: importing it back changes nothing",
        querystring: ExportQuery,
        response: { 200: Type.String(), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, format = "csv" } = request.query;
      const text = await exportCatalogue(db, kind, format);
      reply
        .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${kind}.${format}"`)
        .header("cache-control", "no-store");
      return text;
    },
  );
}
