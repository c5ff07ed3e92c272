import { expect, test } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompressAssets } from "./precompress";

// Real minified JavaScript: compression levels compare as they do on the build's bundles.
const script = fs.readFileSync(path.join(__dirname, "../../node_modules/react-dom/cjs/react-dom.production.min.js"), "utf8");

function publicDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

test("hashed scripts and styles get brotli and gzip copies that decompress to the file; nothing else does", async () => {
  const dir = publicDir({
    "app-963a58689da56ea7f77f.js": script,
    "styles.4ad73e7776c73745e530.css": `.a{color:red}${".b{margin:0}".repeat(100)}`,
    "sw.js": script,
    "index.html": "<!doctype html>",
    "framework-12345.js": script,
  });
  try {
    const result = await precompressAssets(dir);
    expect(result).toMatchObject({ files: 2, kept: 0 });
    for (const name of ["app-963a58689da56ea7f77f.js", "styles.4ad73e7776c73745e530.css"]) {
      const original = fs.readFileSync(path.join(dir, name));
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      expect(zlib.brotliDecompressSync(br)).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`)))).toEqual(original);
    }
    // On real JavaScript, smaller than the server's own on-the-fly level (brotli 4) makes it.
    const level4 = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    expect(fs.statSync(path.join(dir, "app-963a58689da56ea7f77f.js.br")).size).toBeLessThan(level4 * 0.95);
    expect(result.brotliBytes).toBeLessThan(result.bytes);
    const left = fs.readdirSync(dir).sort();
    expect(left).toEqual([
      "app-963a58689da56ea7f77f.js",
      "app-963a58689da56ea7f77f.js.br",
      "app-963a58689da56ea7f77f.js.gz",
      "framework-12345.js",
      "index.html",
      "styles.4ad73e7776c73745e530.css",
      "styles.4ad73e7776c73745e530.css.br",
      "styles.4ad73e7776c73745e530.css.gz",
      "sw.js",
    ]);

    // The next build keeps them: a hashed name's bytes never change.
    const written = fs.statSync(path.join(dir, "app-963a58689da56ea7f77f.js.br")).mtimeMs;
    expect(await precompressAssets(dir)).toMatchObject({ files: 2, kept: 2, brotliBytes: result.brotliBytes });
    expect(fs.statSync(path.join(dir, "app-963a58689da56ea7f77f.js.br")).mtimeMs).toBe(written);

    // A build whose bundle has a new hash: the old bundle's copies go with it; other .br/.gz files stay.
    fs.renameSync(path.join(dir, "app-963a58689da56ea7f77f.js"), path.join(dir, "app-0000000000aaaaaaaaaa.js"));
    fs.writeFileSync(path.join(dir, "catalogue.csv.gz"), "an operator's file");
    // What a build stopped in the middle of a write leaves.
    fs.writeFileSync(path.join(dir, "styles.4ad73e7776c73745e530.css.br.4242.tmp"), "half a file");
    expect(await precompressAssets(dir)).toMatchObject({ files: 2, kept: 1 });
    const now = fs.readdirSync(dir);
    expect(now.filter((name) => name.startsWith("app-")).sort()).toEqual([
      "app-0000000000aaaaaaaaaa.js",
      "app-0000000000aaaaaaaaaa.js.br",
      "app-0000000000aaaaaaaaaa.js.gz",
    ]);
    expect(now).toContain("catalogue.csv.gz");
    expect(now.filter((name) => name.endsWith(".tmp"))).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
