import crypto from "node:crypto";

/**
 * Gatsby takes the browser bundle's webpack compilation hash (stats.hash) as the site's version: it is
 * written into every page's HTML, and a new one makes Gatsby rewrite and stitch every page again (≈ 13 s
 * at 30,000 pages). With webpack's persistent cache (WEBPACK_CACHE=1) the first compilation restored
 * from the cache gets another hash than the fresh one that wrote it, though every file it emits is the
 * same, byte for byte: so the first rebuild after a cold one redid every page for nothing. Here the hash
 * is a digest of what was emitted (each script and stylesheet, by name and content), which changes
 * exactly when the browser's code does, however webpack got there.
 */
interface Asset {
  name: string;
  source: { buffer(): Buffer };
}
interface Compilation {
  hash?: string;
  getAssets(): readonly Asset[];
}
interface Compiler {
  hooks: { emit: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

const NAME = "StableCompilationHash";
/** The last digest set, for the build's own check (gatsby-node.ts onPostBuild). */
let lastDigest: string | undefined;
export const stableCompilationHash = () => lastDigest;

/** webpack's own hash length in Gatsby's app-data.json (20 hex characters). */
export function emittedDigest(assets: readonly Asset[]): string {
  const hash = crypto.createHash("sha256");
  for (const asset of [...assets].filter((a) => /\.(js|css)$/.test(a.name)).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    hash.update(`${asset.name}\n`).update(asset.source.buffer()).update("\n");
  }
  return hash.digest("hex").slice(0, 20);
}

export class StableCompilationHashPlugin {
  apply(compiler: Compiler): void {
    // At emit: the files are final, and webpack has not yet dropped their contents (it does once written).
    compiler.hooks.emit.tap(NAME, (compilation) => {
      lastDigest = emittedDigest(compilation.getAssets());
      compilation.hash = lastDigest;
    });
  }
}
