#!/usr/bin/env node
// `npm start`: the whole shop on one port. Compiles the API when needed (api/scripts/build.mjs) and
// starts it (embedded PGlite under DATA_DIR unless DATABASE_URL is set; migrated and seeded on first
// run), builds the storefront from it when the build is missing or stale, and serves the built site
// beside the API. Ctrl-C stops everything.
//   --rebuild   build the site even when it looks fresh
// The site is served from releases under DATA_DIR/site/ (api/src/lib/site-releases.ts): a build writes
// public/, which is then copied into a new release and swapped in, so no visitor sees a half-written
// site. After each catalogue import the API builds and publishes again (plugins/site-publisher.ts;
// SITE_PUBLISH=off turns that off).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIfStale, SERVER_JS } from "../api/scripts/build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT || 8000);
const publicDir = path.join(root, "public");
const dataDir = path.resolve(root, process.env.DATA_DIR || ".data");
const siteDir = path.join(dataDir, "site");
/** `gatsby build` as the shop runs it (the first build and the publisher's). */
const buildSite = path.join(root, "scripts", "build-site.mjs");
const fingerprintFile = path.join(publicDir, ".catalogue-fingerprint");
const local = `http://127.0.0.1:${port}`;
const children = new Set();

function run(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

function stop(code) {
  for (const child of children) child.kill("SIGINT");
  setTimeout(() => process.exit(code), children.size ? 3000 : 0).unref();
  if (!children.size) process.exit(code);
  Promise.all([...children].map((c) => new Promise((r) => c.on("exit", r)))).then(() => process.exit(code));
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitForApi(api, seconds = 180) {
  for (let i = 0; i < seconds * 2; i++) {
    if (api.exitCode !== null) throw new Error(`the API exited with code ${api.exitCode}`);
    try {
      const res = await fetch(`${local}/api/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API did not answer on ${local} within ${seconds} s`);
}

/** What the built pages depend on: the catalogue's size and newest entries, and how image URLs look (artwork version, photos). */
async function catalogueFingerprint() {
  const get = async (p) => (await fetch(`${local}${p}`)).json();
  const [products, articles, sections] = await Promise.all([
    get("/api/products/?ordering=newest&page_size=1"),
    get("/api/blog/articles/?page_size=1"),
    get("/api/thematic-sections/?page_size=1"),
  ]);
  return JSON.stringify([products.count, products.results?.[0]?.slug, articles.count, articles.results?.[0]?.slug, sections.count, products.results?.[0]?.image?.url]);
}

function newestSourceChange() {
  // The local plugin and the trip's rules (api/src/rules/, which the storefront bundles) are the storefront's too.
  const entries = ["src", "static", "plugins", "api/src/rules", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"];
  let newest = 0;
  const visit = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const e of fs.readdirSync(p)) visit(path.join(p, e));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach((e) => visit(path.join(root, e)));
  return newest;
}

async function buildReason(fingerprint) {
  if (process.argv.includes("--rebuild")) return "--rebuild was given";
  const index = fs.statSync(path.join(publicDir, "index.html"), { throwIfNoEntry: false });
  if (!index) return "there is no build yet";
  const built = fs.existsSync(fingerprintFile) ? fs.readFileSync(fingerprintFile, "utf8") : "";
  if (built !== fingerprint) return built.startsWith(fingerprint.split("\n")[0]) ? "the GATSBY_* settings changed" : "the catalogue changed";
  if (newestSourceChange() > index.mtimeMs) return "the storefront's source changed";
  return null;
}

async function main() {
  // Production runs the compiled API (api/dist), built here when missing or older than its sources.
  const built = buildIfStale();
  if (built) console.log(`The API was compiled to api/dist in ${built.ms} ms (${built.reason}).`);
  const { currentRelease, publishRelease, takeBuildLock } = await import(path.join(root, "api", "dist", "lib", "site-releases.js"));
  const publishing = process.env.SITE_PUBLISH !== "off";
  // The publisher rebuilds in this folder after every import: webpack's persistent cache makes those
  // rebuilds' bundles ≈ 1 s instead of ≈ 9 (scripts/build-site.mjs). Inherited by the API, so by its builds.
  if (publishing && process.env.WEBPACK_CACHE === undefined) process.env.WEBPACK_CACHE = "1";
  const api = run(process.execPath, [SERVER_JS], {
    PORT: String(port),
    STATIC_DIR: path.join(siteDir, "current"),
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
    ...(publishing ? { SITE_BUILD_COMMAND: `${process.execPath} ${buildSite}`, SITE_BUILD_CWD: root, SITE_BUILD_OUTPUT: "public", SITE_RELEASES_DIR: siteDir } : {}),
  });
  api.on("exit", (code) => {
    if (code) {
      console.error(`\nThe API stopped with code ${code}.`);
      stop(code);
    }
  });
  await waitForApi(api);
  // Gatsby inlines GATSBY_* variables into the pages (the ad script, verification tags): a change to them
  // needs a new build as much as a new catalogue does.
  const settings = Object.keys(process.env).filter((k) => k.startsWith("GATSBY_")).sort().map((k) => `${k}=${process.env[k]}`);
  const fingerprint = [await catalogueFingerprint(), ...settings].join("\n");
  const reason = await buildReason(fingerprint);
  if (reason) {
    // The API's publisher waits for this lock, should an import come in meanwhile.
    let unlock = takeBuildLock(siteDir);
    while (!unlock) {
      console.log("Waiting for the site build under way (an import's) to finish…");
      await new Promise((r) => setTimeout(r, 2000));
      unlock = takeBuildLock(siteDir);
    }
    try {
      console.log(`\nBuilding the storefront (${reason}); the first build takes a few minutes…\n`);
      const build = run(process.execPath, [buildSite], { GATSBY_API_URL: local });
      const code = await new Promise((r) => build.on("exit", r));
      if (code !== 0) {
        console.error(`\nThe storefront build failed (exit ${code}); see the messages above.`);
        return stop(1);
      }
      fs.writeFileSync(fingerprintFile, fingerprint);
      publishRelease(publicDir, siteDir, `start-${Date.now()}`);
    } finally {
      unlock();
    }
  } else if (!currentRelease(siteDir)) {
    // A build from before releases (or a new DATA_DIR beside an up-to-date public/): serve it as the first.
    publishRelease(publicDir, siteDir, `start-${Date.now()}`);
  }
  console.log(`\n  The shop is ready at http://localhost:${port}/  (API reference: http://localhost:${port}/api/docs/)\n  Press Ctrl-C to stop.\n`);
}

main().catch((error) => {
  console.error(`\nnpm start failed: ${error.message}`);
  stop(1);
});
