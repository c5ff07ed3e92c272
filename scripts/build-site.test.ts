/** @jest-environment node */
// scripts/build-site.mjs runs `gatsby build` once more when, and only when, it failed on Gatsby's
// query-result race and was not stopped. A preload stands in for Gatsby's failure in its main process
// (the CLI), and `gatsby build --help` for a build, so that the test takes a second instead of minutes.
// Each run is in a folder of its own: the script empties the .cache/.parcel-cache of its working folder.
import { expect, test } from "@jest/globals";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SCRIPT = path.resolve(__dirname, "build-site.mjs");
const FAKE_GATSBY = `
const fs = require("node:fs");
if (/gatsby[\\\\/]cli\\.js$/.test(process.argv[1] ?? "")) {
  fs.appendFileSync(process.env.FAKE_RUNS, "run\\n");
  const run = fs.readFileSync(process.env.FAKE_RUNS, "utf8").split("\\n").filter(Boolean).length;
  const mode = process.env.FAKE_MODE;
  const race = 'Error: Couldn' + "'t find temp query result for \\"/categories/x/\\".\\n";
  if (mode === "race-always" || (mode === "race-once" && run === 1)) {
    process.stderr.write('error Failed to write page-data for ""/categories/x/\\n' + race);
    process.exit(1);
  }
  // The two cases below outlive the CLI's own work (printing the help), which must not end the process.
  const exit = process.exit.bind(process);
  if ((mode === "race-split" || mode === "race-then-stopped") && run === 1) process.exit = () => {};
  if (mode === "race-split" && run === 1) {
    // The message in two chunks of stderr, with a line on stdout between them.
    process.stderr.write("error Failed to write page-data\\nError: Couldn");
    setTimeout(() => process.stdout.write("info something else\\n"), 50);
    setTimeout(() => process.stderr.write(race.slice("Error: Couldn".length), () => exit(1)), 100);
    setInterval(() => {}, 1000);
  } else if (mode === "race-then-stopped" && run === 1) {
    // Gatsby stopped by the caller: it exits with a code of its own, after the race's message.
    process.on("SIGTERM", () => exit(1));
    process.stderr.write(race);
    fs.writeFileSync(process.env.FAKE_RUNS + ".ready", "");
    setInterval(() => {}, 1000);
  } else if (mode === "api-down") {
    process.stderr.write("Could not build the shop from the API at http://127.0.0.1:9\\n");
    process.exit(1);
  }
}
`;

async function buildSite(mode: string, { stopWhenReady = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-site-"));
  const preload = path.join(dir, "fake-gatsby.cjs");
  const runs = path.join(dir, "runs");
  fs.writeFileSync(preload, FAKE_GATSBY);
  fs.writeFileSync(runs, "");
  const child = spawn(process.execPath, [SCRIPT, "--help"], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: `--require ${preload}`, FAKE_RUNS: runs, FAKE_MODE: mode },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  child.stdout.resume();
  if (stopWhenReady) {
    const started = Date.now();
    while (!fs.existsSync(`${runs}.ready`) && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));
    child.kill("SIGTERM");
  }
  const status = await new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const gatsbyRuns = fs.readFileSync(runs, "utf8").split("\n").filter(Boolean).length;
  fs.rmSync(dir, { recursive: true, force: true });
  return { status, stderr, gatsbyRuns };
}

test("a build that failed on the query-result race is run once more, and succeeds", async () => {
  const { status, stderr, gatsbyRuns } = await buildSite("race-once");
  expect(gatsbyRuns).toBe(2);
  expect(stderr).toContain("build-site: building once more on the same cache");
  expect(status).toBe(0);
});

test("the race's message split between two chunks, with the other stream between them, is still found", async () => {
  const { status, gatsbyRuns } = await buildSite("race-split");
  expect(gatsbyRuns).toBe(2);
  expect(status).toBe(0);
});

test("the race twice in a row fails the build after the second run", async () => {
  const { status, gatsbyRuns } = await buildSite("race-always");
  expect(gatsbyRuns).toBe(2);
  expect(status).toBe(1);
});

test("a build that was stopped is not run again, even after the race's message", async () => {
  const { status, stderr, gatsbyRuns } = await buildSite("race-then-stopped", { stopWhenReady: true });
  expect(gatsbyRuns).toBe(1);
  expect(stderr).not.toContain("building once more");
  expect(status).not.toBe(0);
});

test("any other failure is not run again: the exit code and message are Gatsby's", async () => {
  const { status, stderr, gatsbyRuns } = await buildSite("api-down");
  expect(gatsbyRuns).toBe(1);
  expect(stderr).toContain("Could not build the shop from the API");
  expect(stderr).not.toContain("building once more");
  expect(status).toBe(1);
});

test("a build that passes runs once", async () => {
  const { status, gatsbyRuns } = await buildSite("none");
  expect(gatsbyRuns).toBe(1);
  expect(status).toBe(0);
});
