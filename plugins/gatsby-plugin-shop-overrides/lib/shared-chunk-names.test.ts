import { describe, expect, it } from "@jest/globals";
import { unnamedSharedChunks } from "./shared-chunk-names";

describe("unnamed shared chunks", () => {
  it("drops the name of Gatsby's shared cache group and keeps the rest", () => {
    const splitChunks = { cacheGroups: { shared: { name: () => "0123456789abcdef", minChunks: 2, priority: 10 }, framework: { name: "framework" } } };
    unnamedSharedChunks(splitChunks);
    expect(splitChunks.cacheGroups.shared).toEqual({ name: false, minChunks: 2, priority: 10 });
    expect(splitChunks.cacheGroups.framework).toEqual({ name: "framework" });
  });

  it("fails the build when Gatsby's shared group is not what it was written for", () => {
    expect(() => unnamedSharedChunks({ cacheGroups: {} })).toThrow(/shared no longer names/);
    expect(() => unnamedSharedChunks({ cacheGroups: { shared: { name: "fixed" } } })).toThrow(/shared no longer names/);
    expect(() => unnamedSharedChunks(undefined)).toThrow(/shared no longer names/);
  });
});
