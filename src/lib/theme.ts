/**
 * The specification's theme colours (section 9), for what cannot read CSS: the web app manifest, the
 * theme-color meta tag, inline SVG. Stylesheets use the same colours as custom properties declared in
 * src/styles/global.css; theme.test.ts keeps the two in step.
 */
export const THEME = {
  primary: "#2F4CEB",
  secondary: "#FDD74F",
  error: "#FF2B51",
} as const;
