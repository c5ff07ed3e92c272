import fs from "node:fs/promises";
import path from "node:path";
import { LANGUAGES } from "../i18n/languages";
import { catalogueFile } from "../i18n/catalogues";

/**
 * Publishes every language's message catalogue below public/ (src/i18n/catalogues.ts, catalogueFile):
 * before the pages are built, which name these files, and in `gatsby develop` too, which serves public/.
 * Files of earlier builds stay, as Gatsby leaves earlier bundles: a page an offline worker kept from the
 * previous deploy may still ask for one.
 */
export async function writeCatalogueFiles(publicDir: string): Promise<string[]> {
  return Promise.all(
    LANGUAGES.map(async (lang) => {
      const { url, text } = catalogueFile(lang);
      const file = path.join(publicDir, ...url.split("/").filter(Boolean));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, text);
      return url;
    }),
  );
}
