import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The published static site as releases: each build's output copied whole into
 * `<dir>/releases/<name>/`, and `<dir>/current`, a symbolic link, pointing at the one served. The link
 * is replaced with a rename, which is atomic: a visitor's request resolves the old release or the new
 * one, never a half-written folder. The last few releases are kept (a rollback is a link away).
 */

export const RELEASES_KEPT = 3;

export const currentPath = (dir: string) => path.join(dir, "current");

/** Copies `output` (a finished build) into a new release named `name` and makes it the served one. */
export function publishRelease(output: string, dir: string, name: string): string {
  if (!fs.existsSync(path.join(output, "index.html"))) throw new Error(`${output} holds no built site (no index.html)`);
  const releases = path.join(dir, "releases");
  const target = path.join(releases, name);
  const partial = `${target}.partial-${randomBytes(4).toString("hex")}`;
  fs.mkdirSync(releases, { recursive: true });
  fs.cpSync(output, partial, { recursive: true });
  fs.renameSync(partial, target);
  const link = path.join(dir, `.current-${randomBytes(4).toString("hex")}`);
  fs.symlinkSync(path.join("releases", name), link);
  fs.renameSync(link, currentPath(dir));
  prune(releases, name);
  return target;
}

/** The served release's name, or undefined before the first. */
export function currentRelease(dir: string): string | undefined {
  try {
    return path.basename(fs.readlinkSync(currentPath(dir)));
  } catch {
    return undefined;
  }
}

function prune(releases: string, current: string) {
  const names = fs
    .readdirSync(releases)
    .filter((n) => n !== current && !n.includes(".partial-"))
    .map((n) => ({ n, at: fs.statSync(path.join(releases, n)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map((r) => r.n);
  for (const old of names.slice(RELEASES_KEPT - 1))
    fs.rmSync(path.join(releases, old), { recursive: true, force: true });
}

/**
 * One build at a time in a build folder (Gatsby's public/ and .cache/): `npm start`'s first build and the
 * publisher's take this lock file. Answers how to release it, or undefined when a live process holds it
 * (a lock left by a process that is gone is taken over).
 */
export function takeBuildLock(dir: string): (() => void) | undefined {
  const file = path.join(dir, "build.lock");
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(file, "utf8"));
      if (alive(holder)) return undefined;
      fs.rmSync(file, { force: true });
    }
  }
  return undefined;
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
