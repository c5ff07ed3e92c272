/** @jest-environment node */
import { expect, test } from "@jest/globals";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const PRELOAD = path.join(__dirname, "..", "preload", "parcel-without-snapshot.cjs");

/** Parcel's own call, as @parcel/fs makes it, in a fresh Node process with `nodeArgs`; whether the snapshot file appeared. */
function snapshotWritten(nodeArgs: string[]): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "parcel-snapshot-"));
  fs.writeFileSync(path.join(dir, "a.txt"), "a");
  const snapshot = path.join(dir, "snapshot.txt");
  const script = `
    const path = require("node:path");
    const parcelFs = path.dirname(require.resolve("@parcel/fs/package.json"));
    const { NodeFS } = require(parcelFs);
    new NodeFS().writeSnapshot(${JSON.stringify(dir)}, ${JSON.stringify(snapshot)}, { ignore: [] }).then(() => process.exit(0));
  `;
  execFileSync(process.execPath, [...nodeArgs, "-e", script], { cwd: path.resolve(__dirname, "../../.."), stdio: "pipe" });
  const written = fs.existsSync(snapshot);
  fs.rmSync(dir, { recursive: true, force: true });
  return written;
}

test("Parcel's file system writes its snapshot of the folder, unless the preload is loaded", () => {
  expect(snapshotWritten([])).toBe(true);
  expect(snapshotWritten(["--require", PRELOAD])).toBe(false);
});
