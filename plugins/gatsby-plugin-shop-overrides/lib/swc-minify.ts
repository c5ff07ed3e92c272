/**
 * Scripts are minified by SWC instead of terser, through the same terser-webpack-plugin that Gatsby
 * configures (its `minify: TerserPlugin.swcMinify` option), with Gatsby's settings: ES5 output syntax
 * rules, Safari 10's mangling workaround, no comments kept, `.min.js` files left alone.
 *
 * Measured on this shop's unminified scripts (bench/README.md, build-scale): terser 5.6 s of CPU for
 * all of them, SWC 0.5 s, and SWC's output is smaller (gzip: app chunk 42.9 → 42.0 KB, framework
 * 45.3 → 45.1 KB, every script together 183.0 → 179.8 KB). On two cores terser was ≈ 6 s of the
 * "JavaScript and CSS bundles" phase, every build, whatever the catalogue's size.
 */

/** The parts of terser-webpack-plugin used here: its constructor (on an instance) and swcMinify. */
interface TerserPluginClass {
  new (options: object): unknown;
  swcMinify?: unknown;
}

/** Gatsby's terser options, in SWC's terms (gatsby/dist/utils/webpack-utils.js `minifyJs`). */
export const SWC_MINIFY_OPTIONS = {
  ecma: 5,
  compress: { ecma: 5 },
  mangle: { safari10: true },
  format: { comments: false },
} as const;

/**
 * Replaces Gatsby's TerserPlugin in a webpack minimizer list by the same plugin running SWC. SWC's
 * minifier is fast enough that the plugin's worker processes would cost more than they save (each
 * starts a Node.js process for well under a second of work), so it runs in webpack's process.
 * Throws when the list has no terser-webpack-plugin with swcMinify: the build must not ship with
 * another minifier than the one measured without someone deciding so.
 */
export function minifyWithSwc(minimizers: unknown[] | undefined): void {
  const index = (minimizers ?? []).findIndex((m) => (m as object | undefined)?.constructor?.name === "TerserPlugin");
  if (!minimizers || index < 0) {
    throw new Error("Gatsby's webpack config has no TerserPlugin in optimization.minimizer to run SWC's minifier in");
  }
  const TerserPlugin = (minimizers[index] as { constructor: TerserPluginClass }).constructor;
  if (typeof TerserPlugin.swcMinify !== "function") {
    throw new Error("Gatsby's terser-webpack-plugin has no swcMinify");
  }
  minimizers[index] = new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    exclude: /\.min\.js/,
    parallel: false,
    extractComments: false,
    terserOptions: SWC_MINIFY_OPTIONS,
  });
}
