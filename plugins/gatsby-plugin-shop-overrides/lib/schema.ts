/**
 * Gatsby's own SitePage type is @dontInfer already, but it declares it outside createTypes, so the
 * inference bookkeeping still walked every page's context (every field, with a date check on every
 * string) for field types nothing reads: ≈ 2.1 s of the main thread while createPages runs at 10,000
 * products. Declaring it again (no fields: Gatsby's stay as they are) marks it as not inferred.
 */
import fs from "node:fs";

export const SITE_PAGE_NOT_INFERRED = "type SitePage implements Node @dontInfer";

/** Gatsby's built-in declaration the redeclaration repeats. */
export function sitePageProblems(builtInTypesFile: string): string[] {
  return fs.readFileSync(builtInTypesFile, "utf8").includes(`${SITE_PAGE_NOT_INFERRED} {`)
    ? []
    : [`${builtInTypesFile} no longer declares \`${SITE_PAGE_NOT_INFERRED}\``];
}
