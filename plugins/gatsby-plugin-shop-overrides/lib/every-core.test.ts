/** @jest-environment node */
import { describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cores, oneGatsbyWorkerPerCore, workerCountProblems } from "./every-core";

describe("oneGatsbyWorkerPerCore", () => {
  it("asks Gatsby for cores + 1, which gives one HTML worker per core", () => {
    const env: NodeJS.ProcessEnv = {};
    oneGatsbyWorkerPerCore(env);
    expect(env.GATSBY_CPU_COUNT).toBe(String(cores() + 1));
  });

  it("keeps a count set by whoever runs the build", () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: "logical_cores" };
    oneGatsbyWorkerPerCore(env);
    expect(env.GATSBY_CPU_COUNT).toBe("logical_cores");
  });
});

describe("workerCountProblems", () => {
  const gatsbyDist = path.join(path.dirname(require.resolve("gatsby/package.json")), "dist");
  const real = { pool: path.join(gatsbyDist, "utils/worker/pool.js"), initialize: path.join(gatsbyDist, "services/initialize.js") };

  it("finds what the setting relies on in the installed Gatsby", () => {
    expect(workerCountProblems(real)).toEqual([]);
  });

  it("reports a pool sized otherwise, and a pool created before onPreInit", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pool-"));
    const pool = path.join(dir, "pool.js");
    const initialize = path.join(dir, "initialize.js");
    fs.writeFileSync(pool, fs.readFileSync(real.pool, "utf8").replace("cpuCoreCount)() - 1", "cpuCoreCount)() - 2"));
    fs.writeFileSync(initialize, "const workerPool = WorkerPool.create();\napiRunnerNode(`onPreInit`);");
    const problems = workerCountProblems({ pool, initialize });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain("cpuCoreCount() − 1");
    expect(problems[1]).toContain("after onPreInit");
  });
});
