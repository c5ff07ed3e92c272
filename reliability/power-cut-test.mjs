#!/usr/bin/env node
// Power-cut test: every write the API acknowledged on the embedded database survives an operating-system
// crash or power cut, and the same test loses writes when durability is turned off
// (PGLITE_UNSAFE_NO_FSYNC=1), which shows the cut really bites.
//
// How the power is cut. The data directory sits on an ext4 filesystem in an image file, attached to a
// loop device and mounted. The loop device is this machine's "disk": what the kernel has handed to it
// is in the image file; what a process wrote but nobody synced is still dirty in the mounted
// filesystem's page cache and has not reached it (the kernel writes dirty pages back only after 30 s,
// vm.dirty_expire_centisecs, or when someone calls fsync/sync). At the cut the API is SIGKILLed and the
// image file is copied at once: the copy is what a disk would hold after the power failed, i.e.
// everything flushed plus whatever writeback happened to have done. The copy is then attached and
// mounted (ext4 replays its journal, as after a reboot), the API restarts on it (PostgreSQL runs crash
// recovery) and every acknowledged write is looked for through the API. Device-mapper (dm-flakey,
// dm-log-writes) would drop unsynced writes at the block layer, but this kernel has no device-mapper;
// loop devices and ext4 mounts are what it allows. Needs root.
//
//   node reliability/power-cut-test.mjs [--modes on,off] [--rounds 2] [--clients 3] [--write-ms 2500]
// Exits non-zero when durability on loses an acknowledged write or the API does not come back, or when
// durability off loses nothing (then the cut did not bite and the test proves nothing).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { call, flag, freePort, ListWriters, sleep, startApi, stopApi, tempDir } from "./lib.mjs";

const MODES = String(flag("modes", "on,off")).split(",");
const ROUNDS = Number(flag("rounds", 2));
const CLIENTS = Number(flag("clients", 3));
const WRITE_MS = Number(flag("write-ms", 2500));
const IMAGE_MB = 192;

const sh = (cmd, args) => execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

function preflight() {
  if (process.getuid?.() !== 0)
    throw new Error("the power-cut test needs root: it attaches loop devices and mounts ext4 images");
  for (const tool of ["losetup", "mkfs.ext4", "mount", "umount", "cp"]) {
    try {
      sh("sh", ["-c", `command -v ${tool}`]);
    } catch {
      throw new Error(`the power-cut test needs ${tool} (Debian: util-linux, mount, e2fsprogs)`);
    }
  }
}

/** An ext4 image attached to a loop device and mounted at `mnt`. */
function attach(image, mnt) {
  const device = sh("losetup", ["--find", "--show", image]);
  try {
    fs.mkdirSync(mnt, { recursive: true });
    sh("mount", ["-t", "ext4", device, mnt]);
  } catch (error) {
    sh("losetup", ["-d", device]);
    throw error;
  }
  return { image, mnt, device };
}

function detach(disk) {
  try {
    sh("umount", [disk.mnt]);
  } catch (error) {
    sh("umount", ["-l", disk.mnt]);
    console.error(`umount ${disk.mnt}: ${error.message.trim()} (lazily unmounted)`);
  }
  sh("losetup", ["-d", disk.device]);
}

/** The power cut: the API dies, and the disk keeps only what had reached the loop device. */
async function cutPower(api, disk) {
  api.child.kill("SIGKILL");
  await api.exited;
  const survivor = `${disk.image}.cut`;
  sh("cp", ["--sparse=always", disk.image, survivor]); // at once: before writeback flushes anything more
  detach(disk); // unmounting flushes the dead process's dirty pages into the old image, which is thrown away
  fs.renameSync(survivor, disk.image);
  return attach(disk.image, disk.mnt);
}

async function run(mode, port) {
  const work = tempDir(`powercut-${mode}`);
  const image = path.join(work, "disk.img");
  fs.closeSync(fs.openSync(image, "w"));
  fs.truncateSync(image, IMAGE_MB * 1024 * 1024);
  sh("mkfs.ext4", ["-q", "-F", "-E", "lazy_itable_init=0,lazy_journal_init=0", image]);
  let disk = attach(image, path.join(work, "mnt"));
  const dataDir = path.join(disk.mnt, "data");
  const env = { PGLITE_UNSAFE_NO_FSYNC: mode === "off" ? "1" : "0" };
  const report = { mode, rounds: 0, acknowledged: 0, lost: [], lostWrites: 0, writeMs: 0, writes: 0, startMs: [] };
  let api;
  try {
    api = await startApi({ port, dataDir, env });
    const products = (await call(api.base, "GET", "/api/products/?page_size=100")).json.results.map((p) => p.slug);
    const writers = await new ListWriters({
      base: api.base,
      dataDir,
      label: "cut",
      clients: CLIENTS,
      itemsPerList: 12,
      item: (client, i) => ({
        slug: products[(client.n * 13 + i) % products.length],
        quantity: 1 + (((i + 1) * 7 + report.rounds) % 99),
      }),
    }).signUp();
    // The shop has been running a while: what was there before this test is on the disk in both modes.
    sh("sync", ["-f", dataDir]);
    const acknowledged = () => writers.acknowledged();

    for (let round = 1; round <= ROUNDS; round++) {
      const before = acknowledged();
      const started = Date.now();
      writers.start();
      await sleep(WRITE_MS);
      const stopped = writers.stop();
      const cut = cutPower(api, disk);
      report.writeMs += Date.now() - started;
      const errors = await stopped;
      disk = await cut;
      report.rounds = round;
      if (errors.length) throw new Error(`a write failed before the cut: ${errors[0].message}`);
      report.writes += acknowledged() - before;

      try {
        api = await startApi({ port, dataDir, env });
        report.startMs.push(api.startMs);
      } catch (error) {
        report.lost.push(`the API did not start after the cut: ${error.message.split("\n").slice(0, 3).join(" ")}`);
        report.lostWrites = acknowledged();
        break;
      }
      const { verified, lost, lostWrites } = await writers.verifyThroughApi();
      report.lost.push(...lost);
      report.lostWrites += lostWrites;
      report.acknowledged = acknowledged();
      console.log(
        `  ${mode} round ${round}: +${acknowledged() - before} writes acknowledged, ${verified}/${acknowledged()} found after the cut`,
      );
      if (report.lost.length) break; // the lists are now partly gone: further rounds would only count the same loss
    }
  } finally {
    if (api && api.child.exitCode === null && api.child.signalCode === null) await stopApi(api, "SIGKILL");
    try {
      detach(disk);
    } catch (error) {
      console.error(`could not detach ${disk.device}: ${error.message}`);
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
  return report;
}

preflight();
const port = await freePort();
console.log(`power-cut test: ${ROUNDS} cuts per mode, ${CLIENTS} clients writing ${WRITE_MS} ms before each cut`);
const results = {};
let failed = false;
for (const mode of MODES) {
  console.log(`\n== durability ${mode} ==`);
  let r;
  try {
    r = await run(mode, port);
  } catch (error) {
    console.error(`${mode}: ${error.stack || error.message}`);
    failed = true;
    continue;
  }
  results[mode] = r;
  const rate = r.writes / (r.writeMs / 1000);
  console.log(
    `${mode}: ${r.rounds} cuts; ${r.acknowledged} writes acknowledged, ${r.lostWrites} lost; ${rate.toFixed(1)} acknowledged writes/s while writing; restarts ${r.startMs.join("/")} ms`,
  );
  for (const loss of r.lost.slice(0, 5)) console.log(`  LOST: ${loss}`);
  if (mode === "on" && (r.lost.length || r.rounds < ROUNDS)) failed = true;
  if (mode === "off") {
    if (r.lost.length) console.log("off: writes were lost, as they should be without fsync: the cut bites");
    else {
      console.error(
        "off: nothing was lost without fsync: this cut does not drop unsynced writes, so the test proves nothing",
      );
      failed = true;
    }
  }
}
if (results.on && results.off) {
  const on = results.on.writes / results.on.writeMs;
  const off = results.off.writes / results.off.writeMs;
  console.log(
    `\ndurability cost (same run, same filesystem): ${(on * 1000).toFixed(1)} vs ${(off * 1000).toFixed(1)} acknowledged writes/s, on/off = ${(on / off).toFixed(2)}`,
  );
}
process.exit(failed ? 1 : 0);
