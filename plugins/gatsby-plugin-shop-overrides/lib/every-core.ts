/**
 * Gatsby renders the static HTML in `cores − 1` workers while its main process waits for them (on two
 * cores: one worker, and the main process idle for the whole phase, ≈ 27 s of 97 at 10,000 products).
 * Asking for cores + 1 gives one worker per core. More cores than work changes nothing: Gatsby starts
 * no more workers than it has pages to share.
 */
import fs from "node:fs";
import os from "node:os";

export const cores = (): number => os.availableParallelism?.() ?? os.cpus().length;

/** A GATSBY_CPU_COUNT set by whoever runs the build wins. */
export function oneGatsbyWorkerPerCore(env: NodeJS.ProcessEnv = process.env): void {
  if (env.GATSBY_CPU_COUNT === undefined || env.GATSBY_CPU_COUNT === "") env.GATSBY_CPU_COUNT = String(cores() + 1);
}

/**
 * What the setting relies on, in Gatsby's own code: the pool takes `cpuCoreCount() − 1` workers, and it is
 * created after onPreInit (where the plugin sets the variable) in the same bootstrap. Returns what is
 * not so, or nothing.
 */
export function workerCountProblems(files: { pool: string; initialize: string }): string[] {
  const problems: string[] = [];
  const pool = fs.readFileSync(files.pool, "utf8");
  if (!/numWorkers = Math\.max\(1, \(0, _gatsbyCoreUtils\.cpuCoreCount\)\(\) - 1\)/.test(pool)) {
    problems.push(`${files.pool} no longer sizes its pool as cpuCoreCount() − 1`);
  }
  const initialize = fs.readFileSync(files.initialize, "utf8");
  const preInit = initialize.indexOf("`onPreInit`");
  const pool_ = initialize.indexOf("WorkerPool.create()");
  if (preInit < 0 || pool_ < 0 || pool_ < preInit) {
    problems.push(`${files.initialize} no longer creates the worker pool after onPreInit`);
  }
  return problems;
}
