/** The plugin's server API (shipped without typings), whose head components lib/manifest-later.test.tsx reads. */
declare module "gatsby-plugin-manifest/gatsby-ssr" {
  import type { GatsbySSR } from "gatsby";
  export const onRenderBody: NonNullable<GatsbySSR["onRenderBody"]>;
}
