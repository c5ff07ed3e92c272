import { withoutLanguage } from "../i18n/languages";
/** The sitemap protocol allows 50,000 URLs per file; stay under it with room to spare. */
export const URLS_PER_SITEMAP = 45_000;

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function urlset(urls: string[]): string {
  const body = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(urls: string[]): string {
  const body = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

// Pages that are private, per-visitor or errors: not for search engines.
const EXCLUDED = /^\/(404|500|dev-404-page|offline-plugin-app-shell-fallback|search|sign-in|sign-up|my-lists|my-reservations|reserve|counter|operator|user|user-account|confirm-email|forgot-password|password-reset)(\/|\.html|$)/;

export function indexablePaths(pages: { path: string; matchPath?: string | null }[]): string[] {
  return pages
    .filter((page) => !page.matchPath && !EXCLUDED.test(withoutLanguage(page.path)))
    .map((page) => page.path)
    .sort();
}

/**
 * The files to write: one sitemap.xml when everything fits, else sitemap.xml as an index of sitemap-N.xml.
 */
export function buildSitemaps(siteUrl: string, paths: string[]): Record<string, string> {
  const urls = paths.map((path) => `${siteUrl}${path}`);
  if (urls.length <= URLS_PER_SITEMAP) return { "sitemap.xml": urlset(urls) };
  const files: Record<string, string> = {};
  for (let i = 0; i * URLS_PER_SITEMAP < urls.length; i++) {
    files[`sitemap-${i + 1}.xml`] = urlset(urls.slice(i * URLS_PER_SITEMAP, (i + 1) * URLS_PER_SITEMAP));
  }
  files["sitemap.xml"] = sitemapIndex(Object.keys(files).map((name) => `${siteUrl}/${name}`));
  return files;
}
