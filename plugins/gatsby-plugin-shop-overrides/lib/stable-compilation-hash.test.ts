/** @jest-environment node */
import { describe, expect, test } from "@jest/globals";
import { emittedDigest, StableCompilationHashPlugin, stableCompilationHash } from "./stable-compilation-hash";

const asset = (name: string, text: string) => ({ name, source: { buffer: () => Buffer.from(text) } });

describe("the site's version from what webpack emitted", () => {
  const emitted = [asset("app-1.js", "app"), asset("styles.css", "a{}"), asset("webpack.stats.json", "{\"hash\":\"x\"}")];

  test("the same files give the same version, in whatever order webpack lists them", () => {
    expect(emittedDigest(emitted)).toMatch(/^[0-9a-f]{20}$/);
    expect(emittedDigest([...emitted].reverse())).toBe(emittedDigest(emitted));
  });

  test("a changed or renamed script or stylesheet changes it; other files do not", () => {
    const base = emittedDigest(emitted);
    expect(emittedDigest([asset("app-1.js", "app2"), emitted[1]!, emitted[2]!])).not.toBe(base);
    expect(emittedDigest([asset("app-2.js", "app"), emitted[1]!, emitted[2]!])).not.toBe(base);
    expect(emittedDigest([emitted[0]!, asset("styles.css", "b{}"), emitted[2]!])).not.toBe(base);
    expect(emittedDigest([emitted[0]!, emitted[1]!, asset("webpack.stats.json", "{\"hash\":\"y\"}")])).toBe(base);
  });

  test("the plugin replaces the compilation's hash when webpack emits, where stats.hash reads it", () => {
    let emit: ((c: { hash?: string; getAssets(): typeof emitted }) => void) | undefined;
    new StableCompilationHashPlugin().apply({ hooks: { emit: { tap: (_name, fn) => (emit = fn) } } });
    const compilation = { hash: "unstable", getAssets: () => emitted };
    emit!(compilation);
    expect(compilation.hash).toBe(emittedDigest(emitted));
    expect(stableCompilationHash()).toBe(compilation.hash);
  });
});
