/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import webpack from "webpack";
import { COMPILE_HINT, EagerCompileHintPlugin, compileHintProblems } from "./compile-hints";

/**
 * A real production compilation shaped like Gatsby's: an `app` entry whose vendor code goes to a
 * `framework` chunk (splitChunks), minified (which drops comments) and named by content hash.
 */
function compile(dir: string, plugin: EagerCompileHintPlugin): Promise<webpack.Stats> {
  const config: webpack.Configuration = {
    mode: "production",
    context: dir,
    entry: { app: "./app.js" },
    output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js", clean: true },
    optimization: {
      runtimeChunk: { name: "webpack-runtime" },
      splitChunks: { chunks: "all", cacheGroups: { framework: { name: "framework", test: /vendor/, enforce: true } } },
    },
    plugins: [plugin],
  };
  return new Promise((resolve, reject) => webpack(config, (error, stats) => (error || !stats ? reject(error) : resolve(stats))));
}

describe("EagerCompileHintPlugin", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    fs.writeFileSync(path.join(dir, "vendor.js"), "export function render(x) { return `<p>${x}</p>`; }\n");
    fs.writeFileSync(path.join(dir, "app.js"), 'import { render } from "./vendor.js";\n/* a comment the minifier drops */\ndocument.title = render(location.hash);\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("starts the framework and app scripts, minified and named by their final content, with the hint; no other file", async () => {
    const stats = await compile(dir, new EagerCompileHintPlugin());
    expect(stats.hasErrors()).toBe(false);
    const { assetsByChunkName = {} } = stats.toJson({ all: false, assets: true, chunkGroups: false });
    const read = (file: string) => fs.readFileSync(path.join(dir, "out", file), "utf8");
    for (const name of ["framework", "app"]) {
      const [file] = assetsByChunkName[name]!;
      expect(read(file!).startsWith(COMPILE_HINT)).toBe(true);
      expect(read(file!)).not.toContain("a comment the minifier drops");
    }
    expect(read(assetsByChunkName["webpack-runtime"]![0]!).startsWith(COMPILE_HINT)).toBe(false);

    // The file names are the hash of what is in them, hint included (webpack's real content hash ran after it).
    const without = await compile(dir, new EagerCompileHintPlugin([]));
    const names = without.toJson({ all: false, assets: true }).assetsByChunkName!;
    expect(names.app![0]).not.toBe(assetsByChunkName.app![0]);
    expect(names["webpack-runtime"]).toEqual(assetsByChunkName["webpack-runtime"]);
  });

  it("fails the compilation when a chunk it should mark is not there", async () => {
    const stats = await compile(dir, new EagerCompileHintPlugin(["framework", "commons"]));
    expect(stats.toJson({ all: false, errors: true }).errors!.map((e) => e.message)).toEqual([
      expect.stringMatching(/no script for the chunk named "commons"/),
    ]);
  });
});

describe("compileHintProblems (the build's own check)", () => {
  it("names each of the app entry's framework and app scripts without the hint, and each missing one", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-public-"));
    const write = (files: Record<string, string>, app: string[]) => {
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(publicDir, name), text);
      fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app } }));
    };
    const app = ["webpack-runtime-1.js", "styles.css", "framework-1.js", "app-1.js"];
    try {
      write({ "webpack-runtime-1.js": "x", "framework-1.js": `${COMPILE_HINT}x`, "app-1.js": "x" }, app);
      expect(compileHintProblems(publicDir)).toEqual(["public/app-1.js does not start with V8's compile hint (lib/compile-hints.ts)"]);
      write({ "app-1.js": `${COMPILE_HINT}x` }, app);
      expect(compileHintProblems(publicDir)).toEqual([]);
      write({}, app.filter((f) => !f.startsWith("framework")));
      expect(compileHintProblems(publicDir)).toEqual(["public/webpack.stats.json lists no framework-*.js among the app entry's files"]);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
