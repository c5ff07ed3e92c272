#!/usr/bin/env node
// Moves storefront modules with `git mv` and rewrites every relative import of them (static imports and
// exports, import(), require(), jest.mock()/requireActual()) in the sources, tests, e2e specs and
// Gatsby files, and the moved files' own relative imports. Content is otherwise untouched, so git sees
// a rename. Usage: node scripts/move-modules.mjs old/path.tsx=new/dir/ [old2.ts=new/dir/name.ts …]
// (a target ending in "/" keeps the file name). Paths are relative to the repository root.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const moves = new Map();
for (const arg of process.argv.slice(2)) {
  const [from, to] = arg.split("=");
  const src = path.resolve(root, from);
  const dest = to.endsWith("/") ? path.resolve(root, to, path.basename(from)) : path.resolve(root, to);
  if (!fs.existsSync(src)) throw new Error(`${from}: no such file`);
  moves.set(src, dest);
}
if (!moves.size) throw new Error("nothing to move");

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", "/index.ts", "/index.tsx", "/index.js"];
/** The file a relative specifier written in `dir` names, as the tree was before the moves. */
function resolve(dir, spec) {
  const base = path.resolve(dir, spec);
  for (const ext of EXTENSIONS) {
    const p = base + ext;
    if ((moves.has(p) || fs.existsSync(p)) && (moves.has(p) || fs.statSync(p).isFile())) return { file: p, ext };
  }
  return null;
}

function specifierFor(fromDir, file, ext) {
  const target = ext.startsWith("/") ? path.dirname(file) : ext ? file.slice(0, -ext.length) : file;
  let rel = path.relative(fromDir, target);
  if (!rel.startsWith(".")) rel = `./${rel}`;
  return rel;
}

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIP = /(^|\/)(node_modules|public|\.cache|\.git|coverage|test-results|playwright-report|api|bench|\.data)(\/|$)/;
function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (SKIP.test(path.relative(root, p))) continue;
    if (e.isDirectory()) walk(p, out);
    else if (SOURCE.test(e.name)) out.push(p);
  }
  return out;
}

// Specifiers in import/export … from "x", import "x", import("x"), require("x"), jest.mock("x"), requireActual("x").
const SPEC = /((?:from|import|require|mock|requireActual|unmock|doMock)\s*\(?\s*)(["'])(\.{1,2}\/[^"']*)\2/g;

const changed = [];
for (const file of walk(root)) {
  const text = fs.readFileSync(file, "utf8");
  const oldDir = path.dirname(file);
  const newDir = path.dirname(moves.get(file) ?? file);
  const next = text.replace(SPEC, (match, lead, quote, spec) => {
    const hit = resolve(oldDir, spec);
    if (!hit) return match;
    const movedTarget = moves.get(hit.file);
    if (!movedTarget && newDir === oldDir) return match;
    return `${lead}${quote}${specifierFor(newDir, movedTarget ?? hit.file, hit.ext)}${quote}`;
  });
  if (next !== text) {
    fs.writeFileSync(file, next);
    changed.push(path.relative(root, file));
  }
}
for (const [from, to] of moves) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  execFileSync("git", ["mv", from, to], { cwd: root });
}
console.log(`moved ${moves.size} files; imports rewritten in ${changed.length}: ${changed.join(", ")}`);
