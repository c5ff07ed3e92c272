/**
 * Short CSS module class names ("aZxQwe" instead of "product-card-module--link--a6e0a"): the same hash
 * in both production stages (it is computed from the file's path relative to the site and the local
 * name), letters only so that a name never needs escaping. They are in every element's class attribute,
 * in the CSS inlined in every page and in the scripts: a product page's HTML 60 → 50 KB, which every
 * later step of the build (writing, stitching) reads or writes for each of the pages.
 */

interface LoaderRule {
  loader?: string;
  options?: { modules?: object };
  oneOf?: LoaderRule[];
  rules?: LoaderRule[];
  use?: LoaderRule[];
}

export const SHORT_CLASS_NAMES = "[hash:base52:6]";

/** Every css-loader with CSS modules in a webpack rule tree (Gatsby's `cssModules` rule). */
function cssModuleLoaders(rules: LoaderRule[]): LoaderRule[] {
  return rules.flatMap((rule) => [
    ...(typeof rule.loader === "string" && /[\\/]css-loader[\\/]/.test(rule.loader) && rule.options?.modules
      ? [rule]
      : []),
    ...cssModuleLoaders([...(rule.oneOf ?? []), ...(rule.rules ?? []), ...(Array.isArray(rule.use) ? rule.use : [])]),
  ]);
}

/**
 * Throws when Gatsby's rules hold no css-loader with CSS modules: the pages would keep the long names
 * (10 KB more HTML a page) and nothing else would say so.
 */
export function shortCssModuleNames(rules: unknown[]): void {
  const loaders = cssModuleLoaders(rules as LoaderRule[]);
  if (loaders.length === 0) throw new Error("Gatsby's webpack rules have no css-loader with CSS modules to shorten class names in");
  for (const loader of loaders) {
    loader.options = { ...loader.options, modules: { ...loader.options?.modules, localIdentName: SHORT_CLASS_NAMES } };
  }
}
