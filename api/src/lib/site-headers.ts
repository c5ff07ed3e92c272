import crypto from "node:crypto";

/**
 * The headers the built storefront is served with: Gatsby's caching rules
 * (https://www.gatsbyjs.com/docs/caching/), the security headers, and a Content Security Policy whose
 * script-src lists the hash of every inline script of a page. One source for the API's own static
 * server (plugins/static-site.ts) and for the files a CDN or nginx is given (api/scripts/site-headers.ts).
 */

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

export function cacheControlFor(relativePath: string): string {
  const p = relativePath.replace(/\\/g, "/").replace(/^\/+/, "");
  if (p.startsWith("static/")) return IMMUTABLE; // content-hashed by webpack
  if (p === "sw.js" || p.startsWith("page-data/")) return REVALIDATE;
  // Webpack's chunks carry their content hash; workbox and idb-keyval their version.
  if (/^[^/]+-[0-9a-f]{8,}\.(js|css)$/.test(p) || /^(workbox-v[\d.]+\/|idb-keyval-[\d.]+)/.test(p)) return IMMUTABLE;
  return REVALIDATE;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources of the inline scripts that run (JSON-LD and other data blocks don't need one). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(
  scriptHashes: string[],
  opts: { scriptOrigins?: string[]; connectOrigins?: string[] },
) {
  const scripts = ["'self'", ...scriptHashes, ...(opts.scriptOrigins ?? [])];
  const connect = ["'self'", ...(opts.connectOrigins ?? []), ...(opts.scriptOrigins ?? [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Gatsby inlines the critical CSS and React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${(opts.connectOrigins ?? []).join(" ")}`.trim(),
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
};
