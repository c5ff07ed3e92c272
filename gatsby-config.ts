import type { GatsbyConfig } from "gatsby";
import { THEME } from "./src/lib/theme";

const siteUrl = (process.env.SITE_URL || "http://localhost:8000").replace(/\/$/, "");

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Travel Retail",
    description: "Duty-free shopping at your airport: perfume, spirits, sweets and more, with prices in your currency.",
    siteUrl,
  },
  trailingSlash: "always",
  plugins: [
    // Named here, with the options Gatsby gives it when it adds it by itself, so that its webpack rule
    // exists before gatsby-plugin-shop-overrides (below) hands the site's TypeScript to SWC: Gatsby adds
    // an unnamed gatsby-plugin-typescript after every configured plugin.
    { resolve: "gatsby-plugin-typescript", options: { allExtensions: false, isTSX: false, jsxPragma: "React" } },
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Travel Retail Shop",
        short_name: "Travel Retail",
        description: "Duty-free shopping at your airport.",
        start_url: "/",
        display: "standalone",
        theme_color: THEME.primary,
        background_color: "#FFFFFF",
        icon: "src/images/icon.png",
        // The icon is a flat square: browsers may crop it into any mask shape.
        icon_options: { purpose: "any maskable" },
        cache_busting_mode: "none",
        // The Seo component writes the theme-color meta itself; one tag per page is enough.
        theme_color_in_head: false,
      },
    },
    // Last, so its service worker caches what the plugins above produce.
    {
      resolve: "gatsby-plugin-offline",
      options: {
        // The shop's offline page for pages never opened on this device (static/offline.html).
        appendScript: "src/service-worker/offline-fallback.js",
      },
    },
    // Every override of Gatsby's internals (its README): after gatsby-plugin-offline, whose sw.js it edits.
    "gatsby-plugin-shop-overrides",
  ],
};

export default config;
