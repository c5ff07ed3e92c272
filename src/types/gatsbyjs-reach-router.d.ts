/** The one export of Gatsby's router (shipped without typings) that src/components/shop-link.tsx reads. */
declare module "@gatsbyjs/reach-router" {
  import type { Context } from "react";
  export const LocationContext: Context<{ location: { pathname: string } } | undefined>;
}
