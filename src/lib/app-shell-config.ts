/**
 * The app shell's configuration (specification, section 2: ad script and verification meta tags),
 * read from GATSBY_* variables, which Gatsby inlines into the browser bundle at build time.
 */
export const adScriptUrl = process.env.GATSBY_AD_SCRIPT_URL || "";

/** Search-engine ownership checks: each becomes a <meta name=… content=…> in every page's head. */
export const siteVerificationMeta: { name: string; content: string }[] = [
  { name: "google-site-verification", content: process.env.GATSBY_SITE_VERIFICATION_GOOGLE || "" },
  { name: "msvalidate.01", content: process.env.GATSBY_SITE_VERIFICATION_BING || "" },
  { name: "yandex-verification", content: process.env.GATSBY_SITE_VERIFICATION_YANDEX || "" },
  { name: "facebook-domain-verification", content: process.env.GATSBY_SITE_VERIFICATION_FACEBOOK || "" },
].filter((m) => m.content !== "");
