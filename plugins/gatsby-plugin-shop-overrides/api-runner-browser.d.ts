// Gatsby's runtime file has no types of its own; the one export the plugin uses.
declare module "gatsby-plugin-shop-overrides/api-runner-browser" {
  export function apiRunner(api: string, args?: object): unknown[];
}
