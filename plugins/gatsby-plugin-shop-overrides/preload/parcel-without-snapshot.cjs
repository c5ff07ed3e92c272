// Loaded with `node --require` into the processes of `gatsby build` by scripts/build-site.mjs (through
// NODE_OPTIONS, so also into the worker where Gatsby runs Parcel), before Gatsby or any plugin loads.
//
// Why: Gatsby compiles gatsby-node.ts and gatsby-config.ts with Parcel 2.8, and Parcel ends every run by
// writing a "snapshot" of its project folder for the next run to diff against (@parcel/watcher's
// writeSnapshot, ignoring only its cache and .git): it lists every file of node_modules/, public/ and
// .cache/, ≈ 120,000 entries of public/ alone at 10,000 products, 2–3 s of a rebuild. The snapshot is
// only read by a run that finds Parcel's cache, and build-site.mjs deletes that cache before each build
// (reading the snapshot cost more than compiling afresh). So under build-site.mjs the snapshot is never
// read, and writing it is skipped.
//
// It checks itself: it throws (and the build fails) when @parcel/watcher no longer has writeSnapshot,
// and build-site.mjs fails the build when a snapshot was written all the same.
"use strict";
const path = require("node:path");

const fromGatsby = { paths: [path.dirname(require.resolve("gatsby/package.json", { paths: [__dirname] }))] };
const parcelFs = path.dirname(require.resolve("@parcel/fs/package.json", fromGatsby));
const watcher = require(require.resolve("@parcel/watcher", { paths: [parcelFs] }));
if (typeof watcher.writeSnapshot !== "function") {
  throw new Error(
    "plugins/gatsby-plugin-shop-overrides/preload/parcel-without-snapshot.cjs: @parcel/watcher has no writeSnapshot any more; " +
      "check how Parcel writes its snapshot and update or remove this override",
  );
}
watcher.writeSnapshot = async () => undefined;
