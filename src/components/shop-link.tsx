// The shop's one link. It stands in for Gatsby's <Link> through Gatsby's runtime globals, so it lives
// with the other overrides of Gatsby (plugins/gatsby-plugin-shop-overrides/README.md).
export { ShopLink, type ShopLinkProps } from "../../plugins/gatsby-plugin-shop-overrides/shop-link";
