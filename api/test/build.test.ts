import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error: plain JavaScript helpers shared with the reliability scripts
import { freePort } from "../../reliability/lib.mjs";

const apiDir = path.resolve(import.meta.dirname, "..");
// The compiled API here always runs on its own PGlite: the PostgreSQL pass of the suite would repeat it.
const once = { skip: process.env.TEST_DATABASE_URL ? "runs in the PGlite pass only" : false };

/** Polls /api/health/ until it answers 200, or fails with the server's output. */
async function waitHealthy(port: number, child: ReturnType<typeof spawn>, output: string[]) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) assert.fail(`the compiled API exited (${child.exitCode}):\n${output.join("")}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`the compiled API did not answer in 120 s:\n${output.join("")}`);
}

test("the compiled API (what npm start runs) migrates, seeds and serves from its own directory", once, async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "api-build-"));
  // Beside api/dist, not in /tmp: the compiled modules find their packages in api/node_modules and
  // are ES modules by api/package.json's "type", as in api/dist.
  const out = path.join(apiDir, `dist.test-${process.pid}`);
  try {
    const built = spawnSync(process.execPath, ["scripts/build.mjs", "--out", out], { cwd: apiDir, encoding: "utf8" });
    assert.equal(built.status, 0, built.stderr || built.stdout);
    // Every migration travels with the code, or a fresh database would start without its tables.
    const sources = fs.readdirSync(path.join(apiDir, "src/db/migrations")).sort();
    assert.deepEqual(fs.readdirSync(path.join(out, "db/migrations")).sort(), sources);

    // A port the kernel just handed out, not a random one: a random pick in the ephemeral range was
    // once taken by another test's outgoing connection (EADDRINUSE in CI).
    const port = await freePort();
    const output: string[] = [];
    const child = spawn(process.execPath, [path.join(out, "server.js")], {
      // No tsx anywhere: plain Node must load every module.
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(work, "data"),
        DATABASE_URL: "",
        SEED_PRODUCTS: "20",
        LOG_LEVEL: "warn",
        STATIC_DIR: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (c) => output.push(String(c)));
    child.stderr.on("data", (c) => output.push(String(c)));
    try {
      await waitHealthy(port, child, output);
      const products = await fetch(`http://127.0.0.1:${port}/api/products/?page_size=1`);
      assert.equal(products.status, 200);
      assert.equal((await products.json()).count, 20);
      const blog = await fetch(`http://127.0.0.1:${port}/api/blog/`);
      assert.equal(blog.status, 200);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
});

test("the build refuses to replace a directory that holds something else", once, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "api-build-"));
  try {
    fs.writeFileSync(path.join(work, "keep.txt"), "mine");
    const r = spawnSync(process.execPath, ["scripts/build.mjs", "--out", work], { cwd: apiDir, encoding: "utf8" });
    assert.notEqual(r.status, 0);
    assert.match(r.stderr, /not replacing it/);
    assert.equal(fs.readFileSync(path.join(work, "keep.txt"), "utf8"), "mine");
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
