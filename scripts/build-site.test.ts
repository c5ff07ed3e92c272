/** @jest-environment node */
// scripts/build-site.mjs runs `gatsby build` once more when, and only when, it failed on Gatsby's
// query-result race. A preload stands in for Gatsby's failure in its main process (the CLI), and
// `gatsby build --help` for a build, so that the test takes a second instead of minutes.
import { expect, test } from "@jest/globals";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const FAKE_GATSBY_FAILURE = `
const fs = require("node:fs");
if (/gatsby[\\\\/]cli\\.js$/.test(process.argv[1] ?? "")) {
  fs.appendFileSync(process.env.FAKE_RUNS, "run\\n");
  const run = fs.readFileSync(process.env.FAKE_RUNS, "utf8").split("\\n").filter(Boolean).length;
  const fails = process.env.FAKE_MODE === "race-always" || (process.env.FAKE_MODE === "race-once" && run === 1);
  if (fails) {
    process.stderr.write('error Failed to write page-data for ""/categories/x/\\nError: Couldn' + "'t find temp query result for \\"/categories/x/\\".\\n");
    process.exit(1);
  }
  if (process.env.FAKE_MODE === "api-down") {
    process.stderr.write("Could not build the shop from the API at http://127.0.0.1:9\\n");
    process.exit(1);
  }
}
`;

function buildSite(mode: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-site-"));
  const preload = path.join(dir, "fake-gatsby-failure.cjs");
  const runs = path.join(dir, "runs");
  fs.writeFileSync(preload, FAKE_GATSBY_FAILURE);
  fs.writeFileSync(runs, "");
  const out = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build-site.mjs"), "--help"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: `--require ${preload}`, FAKE_RUNS: runs, FAKE_MODE: mode },
  });
  const gatsbyRuns = fs.readFileSync(runs, "utf8").split("\n").filter(Boolean).length;
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: out.status, stderr: out.stderr, gatsbyRuns };
}

test("a build that failed on the query-result race is run once more, and succeeds", () => {
  const { status, stderr, gatsbyRuns } = buildSite("race-once");
  expect(gatsbyRuns).toBe(2);
  expect(stderr).toContain("building once more on the same cache");
  expect(status).toBe(0);
});

test("the race twice in a row fails the build after the second run", () => {
  const { status, gatsbyRuns } = buildSite("race-always");
  expect(gatsbyRuns).toBe(2);
  expect(status).toBe(1);
});

test("any other failure is not run again: the exit code and message are Gatsby's", () => {
  const { status, stderr, gatsbyRuns } = buildSite("api-down");
  expect(gatsbyRuns).toBe(1);
  expect(stderr).toContain("Could not build the shop from the API");
  expect(stderr).not.toContain("building once more");
  expect(status).toBe(1);
});

test("a build that passes runs once", () => {
  const { status, gatsbyRuns } = buildSite("none");
  expect(gatsbyRuns).toBe(1);
  expect(status).toBe(0);
});
