/**
 * Gatsby names each "shared" chunk (modules that two or more page components use) after the 40 hex
 * characters of a sha1 of its chunks' names. The webpack runtime, the first script of every page, maps
 * each chunk's id to its name and its content hash, so every such name is ≈ 30 bytes of gzip on every
 * page's first load. Unnamed, a shared chunk is known by its id alone: webpack's production ids are
 * deterministic and its file keeps its content hash, so caching is unchanged.
 */
export function unnamedSharedChunks(splitChunks: unknown): void {
  const shared = (splitChunks as { cacheGroups?: Record<string, { name?: unknown } | false> } | undefined)?.cacheGroups?.shared;
  if (!shared || typeof shared.name !== "function") {
    throw new Error("Gatsby's optimization.splitChunks.cacheGroups.shared no longer names its chunks with a function (lib/shared-chunk-names.ts)");
  }
  shared.name = false;
}
