#!/usr/bin/env node
// `gatsby build` as the shop runs it: `npm run build`, `npm start`'s first build and the publisher's
// rebuild after every catalogue import (scripts/start.mjs sets SITE_BUILD_COMMAND to this script). These
// builds repeat in one folder, keeping Gatsby's cache, so that a rebuild renders only changed pages; two
// things make such a rebuild slower than it needs to be:
//
// - Parcel (which compiles gatsby-node.ts and gatsby-config.ts) keeps a cache in .cache/.parcel-cache
//   and, when it finds one, first lists every file of the site's folder to see what changed since:
//   public/ with 30,000 pages' files, .cache/, node_modules/ — 6–7 s of a rebuild at 10,000 products,
//   against ≈ 1 s to compile those few files afresh. So its cache goes before each build (Gatsby empties
//   .cache/compiled and writes it again either way).
// - Webpack's persistent cache (WEBPACK_CACHE=1, plugins/gatsby-plugin-shop-overrides) makes a rebuild's
//   bundles and HTML renderer ≈ 1 s instead of ≈ 9 s, at ≈ 9 s more on a cold build. scripts/start.mjs
//   turns it on when the publisher is on; it stays off for one-off builds (CI, benches of a cold build).
//
// Any arguments are passed on to `gatsby build`; the exit code is gatsby's.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cwd = process.cwd();
fs.rmSync(path.join(cwd, ".cache", ".parcel-cache"), { recursive: true, force: true });

const gatsby = path.join(root, "node_modules", "gatsby", "cli.js");
const child = spawn(process.execPath, [gatsby, "build", ...process.argv.slice(2)], { cwd, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
