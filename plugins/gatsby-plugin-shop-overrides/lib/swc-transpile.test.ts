/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { transformSync } from "@swc/core";
import { compiledBySwc, swcOptions, swcTargets, transpileWithSwc } from "./swc-transpile";

let site: string;
const file = (relative: string, text: string) => {
  const full = path.join(site, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  return full;
};

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "swc-site-"));
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe("compiledBySwc", () => {
  it("takes the site's own TypeScript", () => {
    expect(compiledBySwc(file("src/components/card.tsx", "export const A = 1;"), site)).toBe(true);
    expect(compiledBySwc(file("gatsby-browser.tsx", "export {};"), site)).toBe(true);
    expect(compiledBySwc(file("plugins/gatsby-plugin-x/gatsby-browser.tsx", "export {};"), site)).toBe(true);
  });

  it("leaves files with GraphQL queries to Gatsby's Babel plugin", () => {
    const query = file(
      "src/lib/use-data.ts",
      'import { graphql, useStaticQuery } from "gatsby";\nexport const q = graphql`{ site { id } }`;',
    );
    expect(compiledBySwc(query, site)).toBe(false);
  });

  it("leaves Gatsby's runtime, dependencies, JavaScript and missing files alone", () => {
    expect(compiledBySwc(file(".cache/production-app.js", "export {};"), site)).toBe(false);
    expect(compiledBySwc(file("src/node_modules/x/index.ts", "export {};"), site)).toBe(false);
    expect(compiledBySwc(file("src/legacy.js", "export {};"), site)).toBe(false);
    expect(compiledBySwc(path.join(site, "src/gone.ts"), site)).toBe(false);
    expect(compiledBySwc(undefined, site)).toBe(false);
  });
});

describe("swcTargets", () => {
  it("keeps the oldest version of each browser under SWC's names and drops the ones SWC does not know", () => {
    expect(
      swcTargets([
        "chrome 156",
        "chrome 109",
        "and_chr 157",
        "ios_saf 18.5-18.7",
        "ios_saf 26.6",
        "safari 18.5-18.7",
        "op_mob 80",
        "and_uc 15.5",
        "samsung 30",
      ]),
    ).toEqual({ chrome: "109", ios: "18.5", safari: "18.5", opera_mobile: "80", samsung: "30" });
  });

  it("compares versions as numbers", () => {
    expect(swcTargets(["safari 9.1", "safari 10", "safari 18.5"])).toEqual({ safari: "9.1" });
  });
});

describe("swcOptions", () => {
  const source = "const f = (a?: { b?: number }) => a?.b ?? <div>{a?.b}</div>;";

  it("compiles TSX with React.createElement and lowers syntax for old browsers only", () => {
    const old = transformSync(source, {
      ...swcOptions("build-javascript", "x.tsx", { chrome: "70" }),
      filename: "x.tsx",
    } as object).code;
    expect(old).toContain("React.createElement");
    expect(old).not.toContain("?.");
    const modern = transformSync(source, {
      ...swcOptions("build-javascript", "x.tsx", { chrome: "109" }),
      filename: "x.tsx",
    } as object).code;
    expect(modern).toContain("?.");
  });

  it("keeps ES modules and webpack's chunk-name comments", () => {
    const code = transformSync(
      'import { a } from "./a";\nexport const load = () => import(/* webpackChunkName: "api-client" */ "./b");\nexport default a;',
      {
        ...swcOptions("build-html", "x.ts", {}),
        filename: "x.ts",
      } as object,
    ).code;
    expect(code).toMatch(/^import \{ a \} from "\.\/a";/m);
    expect(code).toContain('/* webpackChunkName: "api-client" */');
  });
});

describe("transpileWithSwc", () => {
  const babel = (name: string) => ({ loader: `/gatsby/dist/utils/${name}/babel-loader.js` });
  // Gatsby's JavaScript rule and gatsby-plugin-typescript's both match .tsx and compute their loaders.
  type TestRule = { test: RegExp; use: object[] | ((info: { resource: string }) => object[]) };
  const gatsbyRules = (): TestRule[] => [
    { test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [babel("js")] },
    { test: /\.ya?ml$/, use: [{ loader: "yaml-loader" }] },
    { test: /\.tsx?$/, use: () => [babel("ts")] },
  ];
  const loadersFor = (rules: ReturnType<typeof gatsbyRules>, resource: string) =>
    rules
      .filter((r) => r.test.test(resource))
      .flatMap((r) => (typeof r.use === "function" ? r.use({ resource }) : r.use));

  it("gives the site's TypeScript one swc-loader instead of Babel twice", () => {
    const rules = gatsbyRules();
    const own = file("src/pages/index.tsx", "export default () => null;");
    expect(loadersFor(rules, own)).toHaveLength(2);
    transpileWithSwc(rules, {
      stage: "build-javascript",
      siteDir: site,
      targets: { chrome: "109" },
      swcLoader: "/swc-loader",
    });
    const loaders = loadersFor(rules, own);
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toMatchObject({ loader: "/swc-loader", options: { env: { targets: { chrome: "109" } } } });
  });

  it("keeps Gatsby's loaders for everything else", () => {
    const rules = gatsbyRules();
    transpileWithSwc(rules, { stage: "build-html", siteDir: site, targets: {}, swcLoader: "/swc-loader" });
    const query = file("src/lib/site.ts", "export const q = graphql`{ site { id } }`;");
    expect(loadersFor(rules, query)).toEqual([babel("js"), babel("ts")]);
    expect(loadersFor(rules, path.join(site, ".cache/app.js"))).toEqual([babel("js")]);
  });

  it("fails unless both of Gatsby's Babel rules for TypeScript are there", () => {
    const options = { stage: "build-html", siteDir: site, targets: {}, swcLoader: "/swc-loader" } as const;
    expect(() => transpileWithSwc([{ test: /\.css$/, use: [] }], options)).toThrow(/found 0/);
    expect(() => transpileWithSwc(gatsbyRules().slice(0, 2), options)).toThrow(/found 1/);
  });
});
