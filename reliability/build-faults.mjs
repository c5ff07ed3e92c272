#!/usr/bin/env node
// Build faults: `gatsby build` against an API that is down, answers garbage, answers JSON of the wrong
// shape, or is too slow must exit non-zero with a message naming the API, and leave every file of the
// last good public/ as it was (a half-built site is never served).
//   node reliability/build-faults.mjs
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { spawn } from "node:child_process";

const ROOT = path.resolve(import.meta.dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const SENTINEL = path.join(PUBLIC, ".build-faults-sentinel.html");

/** path → sha256 of every file under public/ (what a visitor could be served). */
function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(PUBLIC, full), crypto.createHash("sha256").update(fs.readFileSync(full)).digest("hex"));
    }
  };
  if (fs.existsSync(PUBLIC)) walk(PUBLIC);
  return files;
}

/** A fake API on a free loopback port; `handler` decides every answer. */
function fakeApi(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

function build(apiUrl) {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: ROOT,
      env: { ...process.env, GATSBY_API_URL: apiUrl, GATSBY_API_TIMEOUT_MS: "1500", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 240_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const cases = [
  { name: "API down", start: async () => ({ url: "http://127.0.0.1:9", close: () => {} }) },
  {
    name: "API answers HTML instead of JSON",
    handler: (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>"),
  },
  {
    name: "API answers JSON of the wrong shape",
    handler: (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end('{"count":"many","results":{}}'),
  },
  {
    name: "API too slow",
    handler: (_req, res) => setTimeout(() => res.writeHead(200).end("{}"), 10_000).unref(),
  },
];

const createdSentinel = !fs.existsSync(path.join(PUBLIC, "index.html"));
if (createdSentinel) {
  // No build yet: a stand-in for "the last good site", to prove nothing is removed or rewritten.
  fs.mkdirSync(PUBLIC, { recursive: true });
  fs.writeFileSync(SENTINEL, "<!doctype html><title>last good build</title>");
}
const before = snapshot();
let failures = 0;
try {
  for (const c of cases) {
    const server = c.handler ? await fakeApi(c.handler) : null;
    const url = server ? `http://127.0.0.1:${server.address().port}` : (await c.start()).url;
    const started = Date.now();
    const { code, output } = await build(url);
    server?.closeAllConnections?.();
    server?.close();
    const after = snapshot();
    const changed = [...before].filter(([file, hash]) => after.get(file) !== hash).map(([file]) => file);
    const named = output.includes(`Could not build the shop from the API at ${url}`);
    const ok = code !== 0 && named && changed.length === 0;
    if (!ok) failures += 1;
    console.log(
      `${ok ? "ok    " : "FAILED"} ${c.name}: exit ${code}, message names the API: ${named}, files of the last build changed: ${changed.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (!ok) console.log(output.split("\n").filter((l) => /error|could not/i.test(l)).slice(0, 8).join("\n"));
  }
} finally {
  if (createdSentinel) fs.rmSync(SENTINEL, { force: true });
}
console.log(`\nbuild faults: ${cases.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
