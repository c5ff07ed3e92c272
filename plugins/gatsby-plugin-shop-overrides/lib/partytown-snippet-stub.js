// Stands in for Gatsby's Partytown snippet in production browser builds (lib/partytown-dev-only.ts).
// Plain CommonJS, as the module it replaces: webpack takes it as it is, outside the site's TypeScript rules.
exports.injectPartytownSnippet = function injectPartytownSnippet() {
  throw new Error("gatsby-plugin-shop-overrides: the Partytown snippet is left out of production builds (lib/partytown-dev-only.ts)");
};
