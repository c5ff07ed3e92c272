import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { backend } from "../helpers/app.ts";
import { importTest, type ImportTest } from "./support.ts";
import type { SiteBuild } from "../../src/schemas/catalogue-import.ts";

/**
 * Publishing after imports (issue 21): an applied import queues a build of the static site; the
 * publisher runs the build command (here a stand-in for gatsby build) and swaps its output in as a new
 * release; imports during a build make one follow-up build; a failed build keeps the last good site.
 */
describe(`publishing the site after imports (${backend})`, () => {
  let it: ImportTest;
  let work: string;
  let offer: { sku: string; iata: string; price: string; stock: number };
  before(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "publish-"));
    it = await importTest({
      staticDir: path.join(work, "site", "current"),
      sitePublish: {
        command: `${process.execPath} ${path.join(import.meta.dirname, "fixtures", "fake-site-build.mjs")}`,
        cwd: work,
        output: path.join(work, "public"),
        releases: path.join(work, "site"),
      },
    });
    const { rows } = await it.t.db.query<typeof offer>(
      `SELECT v.sku, trim(a.iata) AS iata, o.price::text AS price, o.stock FROM variant_offers o
         JOIN product_variants v ON v.id = o.variant_id JOIN airports a ON a.id = o.airport_id ORDER BY v.id LIMIT 1`,
    );
    offer = rows[0]!;
  });
  after(async () => {
    await it.t.close();
    fs.rmSync(work, { recursive: true, force: true });
    delete process.env.FAKE_BUILD_MS;
  });

  let price = 0;
  /** Applies a price change (a different price each time, so that every import changes a row). */
  const importPrice = async () => {
    price += 1;
    const { report } = await it.importFile(
      `sku,airport,price,stock\n${offer.sku},${offer.iata},${price}.00,${offer.stock}\n`,
      { dry_run: "false" },
    );
    assert.equal(report.applied, true);
    return report.import_id!;
  };
  const builds = async (): Promise<SiteBuild[]> => {
    const res = await it.t.app.inject({ url: "/api/operator/builds/", headers: it.operator });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().publishing, true);
    return res.json().results;
  };
  const until = async (what: string, check: (list: SiteBuild[]) => boolean) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const list = await builds();
      if (check(list)) return list;
      if (Date.now() > deadline) assert.fail(`${what}: ${JSON.stringify(list)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const served = async () => (await it.t.app.inject({ url: "/" })).body;

  test("an import is built and published: the new release is what the site serves", async () => {
    const importId = await importPrice();
    const [queued] = await builds();
    assert.deepEqual([queued!.status, queued!.import_ids], ["queued", [importId]]);
    const [done] = await until("published", (list) => list[0]!.status === "published");
    assert.match(await served(), new RegExp(`build ${done!.id}<`));
    assert.equal(fs.readlinkSync(path.join(work, "site", "current")), path.join("releases", `build-${done!.id}`));
  });

  test("imports during a build make one follow-up build, never a pile-up", async () => {
    process.env.FAKE_BUILD_MS = "1500";
    const first = await importPrice();
    await until("building", (list) => list[0]!.status === "building");
    const second = await importPrice();
    const third = await importPrice();
    const list = await builds();
    assert.deepEqual(
      list.slice(0, 2).map((b) => [b.status, b.import_ids]),
      [
        ["queued", [second, third]],
        ["building", [first]],
      ],
    );
    const [last] = await until("both published", (l) => l[0]!.status === "published" && l[1]!.status === "published");
    assert.match(await served(), new RegExp(`build ${last!.id}<`));
    delete process.env.FAKE_BUILD_MS;
  });

  test("a failed build keeps the last good site and says why", async () => {
    const good = await served();
    const release = fs.readlinkSync(path.join(work, "site", "current"));
    fs.writeFileSync(path.join(work, "fail"), "");
    try {
      await importPrice();
      const [failed] = await until("failed", (list) => list[0]!.status === "failed");
      assert.match(failed!.error, /the API answered garbage/);
      assert.equal(await served(), good);
      assert.equal(fs.readlinkSync(path.join(work, "site", "current")), release);
    } finally {
      fs.rmSync(path.join(work, "fail"));
    }
    // The next import builds again, and publishes.
    await importPrice();
    await until("published again", (list) => list[0]!.status === "published");
    assert.notEqual(await served(), good);
    // Old releases are pruned: the served one and two before it.
    assert.ok(fs.readdirSync(path.join(work, "site", "releases")).length <= 3);
  });

  test("an import that changes nothing asks for no build", async () => {
    await until("idle", (list) => list[0]!.status === "published");
    const newest = (await builds())[0]!.id;
    const { report } = await it.importFile(
      `sku,airport,price,stock\n${offer.sku},${offer.iata},${price}.00,${offer.stock}\n`,
      { dry_run: "false" },
    );
    assert.deepEqual([report.applied, report.changed], [true, false]);
    assert.equal((await builds())[0]!.id, newest);
  });

  test("only operators see the builds", async () => {
    for (const headers of [it.traveller, it.clerk]) {
      assert.equal((await it.t.app.inject({ url: "/api/operator/builds/", headers })).statusCode, 404);
    }
  });
});
