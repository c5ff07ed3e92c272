/** The plugin's server API (shipped without typings), which gatsby-ssr.tsx calls right after a page's body render. */
declare module "gatsby-plugin-react-helmet/gatsby-ssr" {
  import type { GatsbySSR } from "gatsby";
  export const onRenderBody: NonNullable<GatsbySSR["onRenderBody"]>;
}
