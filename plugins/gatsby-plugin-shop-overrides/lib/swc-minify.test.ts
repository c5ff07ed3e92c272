/** @jest-environment node */
import { describe, expect, it } from "@jest/globals";
import { minify } from "@swc/core";
import { SWC_MINIFY_OPTIONS, minifyWithSwc } from "./swc-minify";

// Stands in for terser-webpack-plugin: Gatsby's instance, with the class's swcMinify.
class TerserPlugin {
  static swcMinify = async () => ({ code: "" });
  constructor(readonly options: Record<string, unknown> = {}) {}
}
class CssMinimizerPlugin {}

describe("minifyWithSwc", () => {
  it("replaces Gatsby's terser by the same plugin running SWC in webpack's process", () => {
    const css = new CssMinimizerPlugin();
    const minimizers: unknown[] = [new TerserPlugin({ parallel: 1 }), css];
    minifyWithSwc(minimizers);
    expect(minimizers[1]).toBe(css);
    const swc = minimizers[0] as TerserPlugin;
    expect(swc).toBeInstanceOf(TerserPlugin);
    expect(swc.options).toMatchObject({
      minify: TerserPlugin.swcMinify,
      parallel: false,
      terserOptions: SWC_MINIFY_OPTIONS,
    });
    expect((swc.options.exclude as RegExp).test("vendor.min.js")).toBe(true);
  });

  it("fails on a list without terser, or a terser without swcMinify", () => {
    expect(() => minifyWithSwc([new CssMinimizerPlugin()])).toThrow(/no TerserPlugin/);
    expect(() => minifyWithSwc(undefined)).toThrow(/no TerserPlugin/);
    class TerserPlugin {}
    expect(() => minifyWithSwc([new TerserPlugin()])).toThrow(/no swcMinify/);
  });

  it("uses options SWC accepts: working output, no comments", async () => {
    const { code } = await minify(
      "/* note */ function add(first, second) { return first + second; } window.add = add;",
      SWC_MINIFY_OPTIONS,
    );
    expect(code).not.toContain("note");
    expect(code.length).toBeLessThan(60);
    expect(new Function("window", `${code}; return window.add(2, 3);`)({})).toBe(5);
  });
});
