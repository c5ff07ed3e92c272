/**
 * Gatsby's own SitePage type is @dontInfer already, but it declares it outside createTypes, so the
 * inference bookkeeping still walked every page's context (every field, with a date check on every
 * string) for field types nothing reads: ≈ 2.1 s of the main thread while createPages runs at 10,000
 * products. Declaring it again (no fields: Gatsby's stay as they are) marks it as not inferred.
 */
import fs from "node:fs";

export const SITE_PAGE_NOT_INFERRED = "type SitePage implements Node @dontInfer";

/**
 * Gatsby's built-in declaration the redeclaration repeats, and the reducer that turns a createTypes
 * @dontInfer (from any plugin) into "no inference bookkeeping" for the type.
 */
export function sitePageProblems(builtInTypesFile: string, inferenceReducerFile: string): string[] {
  const problems: string[] = [];
  if (!fs.readFileSync(builtInTypesFile, "utf8").includes(`${SITE_PAGE_NOT_INFERRED} {`)) {
    problems.push(`${builtInTypesFile} no longer declares \`${SITE_PAGE_NOT_INFERRED}\``);
  }
  const reducer = fs.readFileSync(inferenceReducerFile, "utf8").replace(/\s+/g, " ");
  if (!reducer.includes("case `CREATE_TYPES`: { const typeDefs = Array.isArray(action.payload) ? action.payload : [action.payload]; const ignoredTypes = typeDefs.reduce(_typeDefs.typesWithoutInference, []);")) {
    problems.push(`${inferenceReducerFile} no longer stops inference for the types createTypes declares @dontInfer`);
  }
  return problems;
}
