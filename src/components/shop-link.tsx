import React from "react";
import { ShopLink as GatsbyShopLink, type ShopLinkProps } from "../../plugins/gatsby-plugin-shop-overrides/shop-link";
import { localizeHref, useLanguage } from "../i18n";

export type { ShopLinkProps };
// Lists of ShopLinks that a page load keeps as the server wrote them (the local plugin's kept-markup.tsx).
export { KeptMarkup } from "../../plugins/gatsby-plugin-shop-overrides/kept-markup";

/**
 * The shop's one link, in the page's language: `to="/products/x/"` on a Polish page goes to
 * `/pl/products/x/` (issue 18), so no caller needs to know the language. The link itself stands in for
 * Gatsby's <Link> through Gatsby's runtime globals, so it lives with the other overrides of Gatsby
 * (plugins/gatsby-plugin-shop-overrides/README.md).
 */
export function ShopLink({ to, ...props }: ShopLinkProps) {
  return <GatsbyShopLink {...props} to={localizeHref(useLanguage(), to)} />;
}
