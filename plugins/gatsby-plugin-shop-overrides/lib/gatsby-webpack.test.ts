/**
 * @jest-environment node
 *
 * The webpack edits against the rules and minimizer Gatsby really generates: its own webpack-utils
 * (gatsby/dist/utils/webpack-utils.js, as webpack.config.js calls it) and the rule
 * gatsby-plugin-typescript really adds, for both production stages.
 */
import path from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "@jest/globals";
import { transpileWithSwc } from "./swc-transpile";
import { shortCssModuleNames, SHORT_CLASS_NAMES } from "./css-module-names";
import { minifyWithSwc } from "./swc-minify";

type Stage = "build-javascript" | "build-html";
type Rule = { test?: RegExp; use?: unknown; oneOf?: Rule[] };
type Loader = { loader?: string; options?: { modules?: { localIdentName?: string } } };
interface WebpackUtils {
  loaders: { js: (options?: object) => object };
  rules: { js: () => Rule; cssModules: () => Rule; css: () => Rule; yaml: () => Rule };
  plugins: { minifyJs: () => object; minifyCss: () => object };
}

const siteDir = path.resolve(__dirname, "../../..");
const load = createRequire(__filename);
const { createWebpackUtils } = load("gatsby/dist/utils/webpack-utils") as {
  createWebpackUtils: (stage: Stage, program: object) => WebpackUtils;
};
const typescriptPlugin = load("gatsby-plugin-typescript/gatsby-node") as {
  onCreateWebpackConfig: (args: { actions: object; loaders: object }) => void;
};

/** The module rules in the order Gatsby's webpack.config.js lists them, then gatsby-plugin-typescript's. */
function gatsbyConfig(stage: Stage) {
  const utils = createWebpackUtils(stage, { directory: siteDir, browserslist: ["chrome 109"] });
  const rules: Rule[] = [utils.rules.js(), utils.rules.yaml(), { oneOf: [utils.rules.cssModules(), utils.rules.css()] }];
  typescriptPlugin.onCreateWebpackConfig({
    loaders: utils.loaders,
    actions: { setWebpackConfig: (config: { module: { rules: Rule[] } }) => rules.push(...config.module.rules) },
  });
  return { rules, minimizer: [utils.plugins.minifyJs(), utils.plugins.minifyCss()] };
}

const loadersFor = (rules: Rule[], resource: string): Loader[] =>
  rules
    .filter((rule) => rule.test?.test(resource))
    .flatMap((rule) =>
      typeof rule.use === "function" ? rule.use({ resource, issuer: "", resourceQuery: "" }) : ((rule.use ?? []) as Loader[]),
    );

describe.each<Stage>(["build-javascript", "build-html"])("Gatsby's real webpack config, %s", (stage) => {
  const options = { stage, siteDir, targets: { chrome: "109" }, swcLoader: "/swc-loader" };

  it("runs Babel twice on the site's TypeScript, which SWC then compiles once", () => {
    const { rules } = gatsbyConfig(stage);
    const own = path.join(siteDir, "src/lib/money.ts");
    expect(loadersFor(rules, own).map((l) => l.loader)).toEqual([
      expect.stringMatching(/babel-loader/),
      expect.stringMatching(/babel-loader/),
    ]);
    transpileWithSwc(rules, options);
    expect(loadersFor(rules, own)).toEqual([expect.objectContaining({ loader: "/swc-loader" })]);
    // Files with GraphQL queries and Gatsby's runtime keep Gatsby's loaders.
    expect(loadersFor(rules, path.join(siteDir, "src/lib/use-site-data.ts")).map((l) => l.loader)).toEqual([
      expect.stringMatching(/babel-loader/),
      expect.stringMatching(/babel-loader/),
    ]);
    expect(loadersFor(rules, path.join(siteDir, ".cache/production-app.js")).map((l) => l.loader)).toEqual([
      expect.stringMatching(/babel-loader/),
    ]);
  });

  it("shortens the class names of Gatsby's CSS modules rule", () => {
    const { rules } = gatsbyConfig(stage);
    shortCssModuleNames(rules);
    const cssModules = rules[2].oneOf?.[0] as { use: Loader[] };
    const cssLoader = cssModules.use.find((l) => /css-loader/.test(l.loader ?? ""));
    expect(cssLoader?.options?.modules?.localIdentName).toBe(SHORT_CLASS_NAMES);
    // Gatsby's plain CSS rule has no modules and is left as it is.
    expect(() => shortCssModuleNames([rules[2].oneOf?.[1] as Rule])).toThrow(/no css-loader with CSS modules/);
  });
});

describe("Gatsby's real minimizers, build-javascript", () => {
  it("become the same terser-webpack-plugin running SWC", () => {
    const { minimizer } = gatsbyConfig("build-javascript");
    const Terser = minimizer[0].constructor as unknown as { swcMinify: unknown };
    minifyWithSwc(minimizer);
    expect(minimizer[0]).toBeInstanceOf(minimizer[0].constructor);
    expect(minimizer[0].constructor).toBe(Terser);
    expect((minimizer[0] as { options: { minimizer: { implementation: unknown } } }).options.minimizer.implementation).toBe(Terser.swcMinify);
  });
});
