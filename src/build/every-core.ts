/**
 * Two phases of a production build leave a core idle on a small machine, because the tools reserve one
 * for a main thread that has nothing to do while they run:
 *
 * - Gatsby renders the static HTML in `cores − 1` workers while its main process waits for them (on two
 *   cores: one worker, and the main process idle for the whole phase, ≈ 27 s of 97 at 10,000 products).
 * - terser-webpack-plugin minifies in `cores − 1` workers (capped there whatever `parallel` says) while
 *   webpack's thread waits for the minified assets (on two cores: ≈ 7 s of CPU in one thread).
 *
 * Both therefore get one worker per core. More cores than work changes nothing: Gatsby starts no more
 * workers than it has pages to share, terser no more than it has scripts. The build minifies with SWC
 * in webpack's own process (src/build/swc-minify.ts); terser's workers are the fallback if Gatsby's
 * terser-webpack-plugin ever lacks SWC support.
 */
import os from "node:os";

export const cores = (): number => os.availableParallelism?.() ?? os.cpus().length;

/**
 * Gatsby's worker count, from the site's config (before Gatsby reads it): cores + 1 gives one HTML worker
 * per core. A GATSBY_CPU_COUNT set by whoever runs the build wins.
 */
export function oneGatsbyWorkerPerCore(env: NodeJS.ProcessEnv = process.env): void {
  if (env.GATSBY_CPU_COUNT === undefined || env.GATSBY_CPU_COUNT === "") env.GATSBY_CPU_COUNT = String(cores() + 1);
}

interface Minimizer {
  constructor: { name: string };
  optimize?: (
    compiler: unknown,
    compilation: unknown,
    assets: unknown,
    options: { availableNumberOfCores: number },
  ) => Promise<void>;
}

/**
 * terser-webpack-plugin computes its worker count in apply() and hands it to optimize(); this passes one
 * worker per core instead. The plugin's own `parallel` option cannot: it is capped at cores − 1.
 * Returns whether a minimizer was changed (a newer plugin without optimize() is left as it is).
 */
export function minifyOnEveryCore(minimizers: unknown[] | undefined): boolean {
  let changed = false;
  for (const minimizer of (minimizers ?? []) as Minimizer[]) {
    if (minimizer?.constructor?.name !== "TerserPlugin" || typeof minimizer.optimize !== "function") continue;
    const optimize = minimizer.optimize.bind(minimizer);
    minimizer.optimize = (compiler, compilation, assets, options) =>
      optimize(compiler, compilation, assets, { ...options, availableNumberOfCores: cores() });
    changed = true;
  }
  return changed;
}
