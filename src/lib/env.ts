/**
 * The storefront's settings that reach the browser, read and checked in one place. Gatsby inlines
 * `process.env.GATSBY_*` into the bundles at build time, so each is read here by its literal name.
 */
function publicApiUrl(raw: string | undefined): string {
  const value = (raw ?? "").trim().replace(/\/+$/, "");
  if (value && !/^https?:\/\/[^/\s]+$/.test(value)) {
    throw new Error(`GATSBY_PUBLIC_API_URL must be an origin such as https://api.example.com, got "${raw}"`);
  }
  return value;
}

/** The API's origin as the browser calls it; "" means the site's own origin (npm start serves both). */
export const PUBLIC_API_URL = publicApiUrl(process.env.GATSBY_PUBLIC_API_URL);

/** The app shell's ad script (specification, section 2), loaded only after cookie consent. */
export const adScriptUrl = process.env.GATSBY_AD_SCRIPT_URL || "";

/** Search-engine ownership checks (section 2): each becomes a <meta name=… content=…> in every page's head. */
export const siteVerificationMeta: { name: string; content: string }[] = [
  { name: "google-site-verification", content: process.env.GATSBY_SITE_VERIFICATION_GOOGLE || "" },
  { name: "msvalidate.01", content: process.env.GATSBY_SITE_VERIFICATION_BING || "" },
  { name: "yandex-verification", content: process.env.GATSBY_SITE_VERIFICATION_YANDEX || "" },
  { name: "facebook-domain-verification", content: process.env.GATSBY_SITE_VERIFICATION_FACEBOOK || "" },
].filter((m) => m.content !== "");
