import fs from "node:fs";
import path from "node:path";
import type { Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all its
 * functions compiled eagerly, on a background thread while the script streams in, instead of each one on
 * the main thread the first time it is called. Other browsers read a comment.
 *
 * Why: React's and Gatsby's scripts (the `framework` and `app` chunks) run almost all of their code while
 * the page starts and hydrates; compiled lazily, that compiling was main-thread work inside the tasks
 * Lighthouse counts as blocking. Measured on a product page, alternating loads (bench/README.md,
 * 2026-11-29 15:05–17:10): main-thread compiling 167 → 42 ms (median of 6, Chromium traces with V8's compile
 * events), main-thread busy time 500 → 412 ms; Lighthouse TBT 81 → 5 ms (medians of 6 alternating pairs).
 * Only these two: the page chunks hold much code that runs later or never (forms, dialogs), which eager
 * compiling would only cost memory and background time.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
/** Gatsby's named chunks that run at start: React and react-dom (`framework`), Gatsby's runtime and the shop's root (`app`). */
export const EAGER_CHUNKS = ["framework", "app"] as const;

const NAME = "EagerCompileHintPlugin";

export class EagerCompileHintPlugin {
  constructor(private readonly chunks: readonly string[] = EAGER_CHUNKS) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying (which drops comments), before webpack's real content hash names the files.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const name of this.chunks) {
          const chunk = compilation.namedChunks.get(name);
          const scripts = chunk ? [...chunk.files].filter((file) => file.endsWith(".js")) : [];
          if (scripts.length === 0) {
            compilation.errors.push(new WebpackError(`${NAME}: no script for the chunk named "${name}" (Gatsby's chunks have changed)`));
            continue;
          }
          for (const file of scripts) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

/**
 * The build's own check, beside its twins (criticalCssResultProblems, scriptsAfterPaintResultProblems):
 * the scripts of Gatsby's `app` entry in `publicDir` (public/webpack.stats.json lists the entry's files,
 * each chunk's named `<chunk>-<hash>.js`) among `chunks` that do not start with the hint, or are not there.
 */
export function compileHintProblems(publicDir: string, chunks: readonly string[] = EAGER_CHUNKS): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName?: Record<string, string[]> };
  const entry = stats.assetsByChunkName?.app ?? [];
  return chunks.flatMap((name) => {
    const scripts = entry.filter((file) => file.startsWith(`${name}-`) && file.endsWith(".js"));
    if (scripts.length === 0) return [`public/webpack.stats.json lists no ${name}-*.js among the app entry's files`];
    return scripts
      .filter((file) => !fs.readFileSync(path.join(publicDir, file), "utf8").startsWith(COMPILE_HINT))
      .map((file) => `public/${file} does not start with V8's compile hint (lib/compile-hints.ts)`);
  });
}
