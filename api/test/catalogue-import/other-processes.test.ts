import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error: plain JavaScript helpers shared with the reliability scripts
import { freePort } from "../../../reliability/lib.mjs";
import { importTest } from "./support.ts";

const apiDir = path.resolve(import.meta.dirname, "../..");
// Another process on the same database: only PostgreSQL has several (the embedded database has one).
const postgresOnly = {
  skip: process.env.TEST_DATABASE_URL ? false : "PostgreSQL only: the embedded database serves one process",
};

test(
  "an import through one API process is served by another process on the same database within a second",
  postgresOnly,
  async () => {
    const it = await importTest();
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "import-other-"));
    const { rows } = await it.t.db.query<{ name: string }>("SELECT current_database() AS name");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const port = await freePort();
    const output: string[] = [];
    const other = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: work,
        STATIC_DIR: "",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    other.stdout.on("data", (c) => output.push(String(c)));
    other.stderr.on("data", (c) => output.push(String(c)));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        if (other.exitCode !== null) assert.fail(`the other process exited: ${output.join("")}`);
        if (
          await fetch(`${base}/api/health/`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        if (i > 600) assert.fail(`the other process did not start: ${output.join("")}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const { rows: offers } = await it.t.db.query<{
        slug: string;
        sku: string;
        airport: string;
        stock: number;
        price: string;
      }>(
        `SELECT p.slug, v.sku, a.slug AS airport, trim(a.iata) AS iata, o.stock, o.price::text AS price FROM variant_offers o
         JOIN product_variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id JOIN airports a ON a.id = o.airport_id
        WHERE o.sold AND v.position = 0 ORDER BY v.id LIMIT 1`,
      );
      const offer = offers[0]!;
      const page = `${base}/api/products/${offer.slug}/?airport=${offer.airport}`;
      const priceThere = async () => {
        const res = await fetch(page);
        return {
          cache: res.headers.get("x-cache"),
          price: ((await res.json()).variants as { sku: string; price: string }[]).find((v) => v.sku === offer.sku)!
            .price,
        };
      };
      assert.equal((await priceThere()).price, offer.price);
      assert.equal((await priceThere()).cache, "HIT", "the other process serves the page from its cache");

      const { rows: iata } = await it.t.db.query<{ iata: string }>(
        "SELECT trim(iata) AS iata FROM airports WHERE slug = $1",
        [offer.airport],
      );
      const newPrice = `${Number(offer.price.split(".")[0]) + 7}.${offer.price.split(".")[1]}`;
      const { report } = await it.importFile(
        `sku,airport,price,stock\n${offer.sku},${iata[0]!.iata},${newPrice},${offer.stock}\n`,
        { dry_run: "false" },
      );
      assert.equal(report.applied, true);
      const applied = Date.now();
      let seen: string | undefined;
      while (Date.now() - applied < 1000) {
        seen = (await priceThere()).price;
        if (seen === newPrice) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      assert.equal(seen, newPrice, `the other process still served ${seen} a second after the import`);
    } finally {
      other.kill("SIGTERM");
      if (other.exitCode === null) await new Promise((r) => other.once("exit", r));
      await it.t.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
  },
);
