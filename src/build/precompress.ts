/**
 * The build's scripts and styles compressed once, at the highest levels (brotli 11, gzip 9), and written
 * beside them as `<file>.br` and `<file>.gz`. The API's static-site plugin serves those in place of
 * compressing every response on the fly at the fast level it uses for HTML and JSON (brotli 4): the home
 * page's first-load scripts come to about 13 % fewer bytes (bench/README.md, 2026-11-28), on the weak
 * Wi-Fi travellers shop on, and the server stops compressing the same files again for every visitor.
 *
 * Only files with a content hash in their name (`app-963a58689da56ea7f77f.js`, `styles.4ad7….css`): their
 * bytes never change under one name, so a compressed copy written next to one is never stale. Files
 * without one (`sw.js`) and the pages' HTML keep being compressed per response: thousands of pages at
 * brotli 11 would cost the build minutes.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const HASHED_ASSET = /[.-][0-9a-f]{20}\.(js|css)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Precompressed {
  files: number;
  /** Files whose compressed copies were already there from an earlier build, and kept. */
  kept: number;
  bytes: number;
  brotliBytes: number;
}

export async function precompressAssets(publicDir: string): Promise<Precompressed> {
  const all = await fs.readdir(publicDir);
  const names = all.filter((name) => HASHED_ASSET.test(name));
  // Copies of bundles an earlier build wrote and this one no longer has (nothing names them any more),
  // and what a build stopped in the middle of a write left behind.
  const present = new Set(all);
  for (const name of all) {
    const original = /^(.*)\.(br|gz)(\.\d+\.tmp)?$/.exec(name);
    const stale = original && HASHED_ASSET.test(original[1]) && (original[3] || !present.has(original[1]));
    if (stale) await fs.rm(path.join(publicDir, name), { force: true });
  }
  const result: Precompressed = { files: names.length, kept: 0, bytes: 0, brotliBytes: 0 };
  for (const name of names) {
    const file = path.join(publicDir, name);
    result.bytes += (await fs.stat(file)).size;
    const existing = await fs.stat(`${file}.br`).catch(() => null);
    if (existing && (await fs.stat(`${file}.gz`).catch(() => null))) {
      result.kept++;
      result.brotliBytes += existing.size;
      continue;
    }
    // Read only to compress: a kept bundle is not opened.
    const bytes = await fs.readFile(file);
    const br = await brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    result.brotliBytes += br.length;
    await writeAtomically(`${file}.br`, br);
    await writeAtomically(`${file}.gz`, await gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
  return result;
}

/** Through a temporary name: a server reading public/ during a rebuild never sends half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}
