import fs from "node:fs/promises";
import path from "node:path";
import { LANGUAGES } from "../i18n/languages";
import { catalogueFile } from "../i18n/catalogues";
import { replaceTheOneLine } from "../../plugins/gatsby-plugin-shop-overrides/lib/service-worker";

/** Every language's catalogue URL, as pages name it. */
export const catalogueUrls = (): string[] => LANGUAGES.map((lang) => catalogueFile(lang).url);

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

/** The line of public/sw.js that ends gatsby-plugin-offline's precache list (workbox-build 4's template). */
export const PRECACHE_LIST_END = "].concat(self.__precacheManifest || []);";

/**
 * Adds the catalogue files to the offline worker's precache list, so that a worker that installs has
 * every language's messages (a page hydrates only once it has them, src/i18n/browser-catalogue.ts) and
 * keeps them until a deploy changes them. Not a runtime cache: gatsby-plugin-offline's worker deletes
 * every cache named "runtime" when a page finds a new deploy (sw-append.js, clearPathResources), and
 * a shell opened offline after that would wait for its messages for ever. The names carry their
 * content's hash, so the entries need no revision. gatsby-plugin-offline's options cannot add a file
 * that no page links (workbox-build 4 has no additionalManifestEntries, and the plugin merges
 * `globPatterns` into its own by index), hence this edit, which fails the build when the line changed. It
 * is the site's (gatsby-node.ts, onPostBuild, after every plugin's) because the files are the site's; the
 * edits of Gatsby's and the plugin's own behaviour are the local plugin's (lib/service-worker.ts).
 */
export function withPrecachedCatalogues(serviceWorker: string, urls: string[]): string {
  const entries = urls.map((url) => ({ url: url.replace(/^\//, "") }));
  const replacement = `].concat(${JSON.stringify(entries)}, self.__precacheManifest || []);`;
  return replaceTheOneLine(serviceWorker, PRECACHE_LIST_END, replacement, "precache list's end", "PRECACHE_LIST_END", "src/build/catalogue-files.ts");
}
