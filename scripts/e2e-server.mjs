#!/usr/bin/env node
// The shop as the browser tests see it: `npm start` (scripts/start.mjs) on a fresh, throw-away data
// directory, so every run starts from a just-seeded catalogue and an empty outbox. When the site is
// built and served, a small control port (E2E_PORT + 1) answers with what the tests need to know about
// this server: its origin, data directory (for the outbox's e-mails) and token secret. Playwright waits
// for that port, so tests never start against a half-built public/ folder. Ctrl-C or SIGTERM stops the
// shop and deletes the data directory. The shop logs every request (LOG_LEVEL info) into server.log in
// the data directory, so that tests can check what a server log would hold; only warnings and errors,
// and whatever is not a log line (the build's output), reach this script's output.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT || 8100);
const controlPort = port + 1;
const origin = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
const jwtSecret = crypto.randomBytes(48).toString("hex");

const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: origin,
  JWT_SECRET: jwtSecret,
  SEED_PRODUCTS: process.env.SEED_PRODUCTS || "200",
  // Short enough that a token really expires during the journey's silent-refresh step.
  ACCESS_TOKEN_SECONDS: process.env.ACCESS_TOKEN_SECONDS || "120",
  // Every test signs in; the limiter must not turn a long run into 429s.
  LOGIN_MAX_ATTEMPTS: "10000",
  // Every test's browser and API calls come from 127.0.0.1: the per-client registration limit would refuse them.
  REGISTRATION_RATE_LIMIT: "10000",
  // Every request is logged to server.log (the security spec reads it); the terminal shows warnings only.
  LOG_LEVEL: process.env.LOG_LEVEL || "info",
  // The app shell's configuration (gatsby-ssr.tsx): a verification meta tag, and an ad script on another
  // origin (this script's control port serves it), which may load only after cookie consent.
  GATSBY_SITE_VERIFICATION_GOOGLE: "e2e-google-verification",
  GATSBY_AD_SCRIPT_URL: `http://127.0.0.1:${controlPort}/ad.js`,
  // The operator's imports must not start site builds in the middle of the suite (minutes of CPU, and a
  // new release swapped in under other tests); the publisher has its own tests (api/test/catalogue-import).
  SITE_PUBLISH: "off",
  // The search page's included first results (api/src/routes/first-results.ts) are asserted by the
  // search spec: a cold search on a busy machine must not miss the include's quarter of a second.
  FIRST_RESULTS_WAIT_MS: "5000",
  // The test runner's own API client (Playwright's request fixture) keeps sockets alive between calls and,
  // unlike a browser, does not retry a request on a socket the server closed at that moment: with the
  // default 5 s, a call after a 5 s pause once failed with ECONNRESET (journey, GET /api/wishlist/).
  // Tests pause far less than this; the keep-alive limit itself is tested in api/test/security/slow-clients.test.ts.
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "120",
};
delete env.DATABASE_URL; // always the embedded database in the throw-away directory

const shop = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
let control;
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  control?.close();
  const finish = () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  if (shop.exitCode !== null || shop.signalCode !== null) return finish();
  shop.once("exit", finish);
  shop.kill("SIGTERM");
  setTimeout(() => {
    shop.kill("SIGKILL");
    finish();
  }, 8000).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
shop.on("exit", (code, signal) => {
  if (stopping) return;
  console.error(`e2e-server: npm start exited (${signal ?? code}) before the tests finished`);
  stop(code || 1);
});

const logFile = path.join(dataDir, "server.log");
const log = fs.createWriteStream(logFile, { flags: "a" });
let partial = "";
const quiet = (line) => {
  try {
    return JSON.parse(line).level < 40; // pino's info and below
  } catch {
    return false;
  }
};
let buffered = "";
shop.stdout.on("data", (chunk) => {
  log.write(chunk);
  const lines = (partial + chunk.toString()).split("\n");
  partial = lines.pop();
  const shown = lines.filter((line) => !quiet(line));
  if (shown.length) process.stdout.write(shown.join("\n") + "\n");
  if (control) return;
  buffered = (buffered + chunk.toString()).slice(-4096);
  if (/The shop is ready at/.test(buffered)) openControlPort();
});

function openControlPort() {
  const state = JSON.stringify({ origin, dataDir, logFile, jwtSecret, publicDir: path.join(dataDir, "site", "current"), pid: process.pid });
  control = http.createServer((req, res) => {
    if (req.url === "/ad.js") {
      // Stands in for an advertising partner's script: it only counts that it ran.
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      return res.end("window.__e2eAdScriptRuns = (window.__e2eAdScriptRuns || 0) + 1;\n");
    }
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(state);
  });
  control.listen(controlPort, "127.0.0.1", () => {
    console.log(`e2e-server: shop at ${origin}, data in ${dataDir}, control on http://127.0.0.1:${controlPort}/`);
  });
}
