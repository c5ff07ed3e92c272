/** @jest-environment node */
import { describe, expect, it } from "@jest/globals";
import { cores, minifyOnEveryCore, oneGatsbyWorkerPerCore } from "./every-core";

describe("oneGatsbyWorkerPerCore", () => {
  it("asks Gatsby for cores + 1, which gives one HTML worker per core", () => {
    const env: NodeJS.ProcessEnv = {};
    oneGatsbyWorkerPerCore(env);
    expect(env.GATSBY_CPU_COUNT).toBe(String(cores() + 1));
  });

  it("keeps a count set by whoever runs the build", () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: "logical_cores" };
    oneGatsbyWorkerPerCore(env);
    expect(env.GATSBY_CPU_COUNT).toBe("logical_cores");
  });
});

describe("minifyOnEveryCore", () => {
  // Stands in for terser-webpack-plugin: apply() computes cores − 1 and hands it to optimize().
  class TerserPlugin {
    seen: number[] = [];
    async optimize(
      _compiler: unknown,
      _compilation: unknown,
      _assets: unknown,
      options: { availableNumberOfCores: number },
    ) {
      this.seen.push(options.availableNumberOfCores);
    }
  }
  class CssMinimizerPlugin {
    async optimize() {}
  }

  it("hands terser one worker per core instead of cores − 1", async () => {
    const terser = new TerserPlugin();
    expect(minifyOnEveryCore([terser, new CssMinimizerPlugin()])).toBe(true);
    await terser.optimize({}, {}, {}, { availableNumberOfCores: cores() - 1 });
    expect(terser.seen).toEqual([cores()]);
  });

  it("says so when there is no terser to change", () => {
    expect(minifyOnEveryCore([new CssMinimizerPlugin()])).toBe(false);
    expect(minifyOnEveryCore(undefined)).toBe(false);
  });
});
