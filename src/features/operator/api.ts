import type { ImagesReport, ImportHistoryEntry, ImportReport, Page, SiteBuild } from "@travel-retail/api/schemas";
import { apiClient } from "../../api-client/client";

/** The operator's calls (api/src/routes/operator.ts): operators only; to anyone else they answer 404. */
const IMPORTS = "/api/operator/imports/";
const EXPORT = "/api/operator/export/";

export type ImportKind = "brands" | "categories" | "subcategories" | "products" | "offers";

/**
 * Sends the file as the request's body, as it is: a dry run (the report, nothing written) or an apply.
 * An apply refused for errors answers 422 with the same report, returned here like a dry run's.
 */
export async function sendImport(
  file: Blob,
  options: { apply: boolean; full: boolean; fileName: string },
): Promise<ImportReport> {
  const params = { dry_run: !options.apply, full: options.full, file_name: options.fileName.slice(0, 200) };
  try {
    return (
      await apiClient.post<ImportReport>(IMPORTS, file, {
        params,
        headers: { "content-type": file.type || "text/csv" },
      })
    ).data;
  } catch (failure) {
    const response = (failure as { response?: { status?: number; data?: { report?: ImportReport } } }).response;
    if (response?.status === 422 && response.data?.report) return response.data.report;
    throw failure;
  }
}

export async function fetchImportHistory(): Promise<ImportHistoryEntry[]> {
  return (await apiClient.get<Page<ImportHistoryEntry>>(IMPORTS, { params: { page_size: 20 } })).data.results;
}

/** The static site's latest builds after imports, and whether this shop publishes them itself. */
export async function fetchBuilds(): Promise<{ publishing: boolean; results: SiteBuild[] }> {
  return (await apiClient.get<{ publishing: boolean; results: SiteBuild[] }>("/api/operator/builds/")).data;
}

/** The catalogue of one kind as a CSV file, fetched with the operator's token (a plain link would carry none). */
export async function fetchExport(kind: ImportKind): Promise<Blob> {
  return (await apiClient.get<Blob>(EXPORT, { params: { kind, format: "csv" }, responseType: "blob" })).data;
}

/**
 * A zip of product photographs (api/src/catalogue-import/images.ts): a dry run checks every picture, an
 * apply writes them all or none. Refused for errors, the apply answers 422 with the report, returned here.
 */
export async function sendPictures(zip: Blob, options: { apply: boolean }): Promise<ImagesReport> {
  try {
    return (
      await apiClient.post<ImagesReport>("/api/operator/images/", zip, {
        params: { dry_run: !options.apply },
        headers: { "content-type": "application/zip" },
      })
    ).data;
  } catch (failure) {
    const response = (failure as { response?: { status?: number; data?: { report?: ImagesReport } } }).response;
    if (response?.status === 422 && response.data?.report) return response.data.report;
    throw failure;
  }
}
