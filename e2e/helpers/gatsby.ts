import type { APIRequestContext, Page, Request } from "@playwright/test";

/** Gatsby's page-data URL of a page path (loader.js createPageDataUrl). */
export function pageDataUrl(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return `/page-data/${trimmed === "" ? "index" : trimmed}/page-data.json`;
}

/** The page path a page-data request is for, or null for other requests (app-data, static queries). */
export function pagePathOfPageData(url: string): string | null {
  const match = /\/page-data\/(.+)\/page-data\.json(?:\?|$)/.exec(new URL(url).pathname);
  if (!match || match[1].startsWith("sq/")) return null;
  return match[1] === "index" ? "/" : `/${match[1]}/`;
}

/** The component chunk files (JS and CSS) webpack loads for a page's template. */
export async function componentChunkFiles(page: Page, request: APIRequestContext, pagePath: string): Promise<string[]> {
  const res = await request.get(pageDataUrl(pagePath));
  if (!res.ok()) throw new Error(`${pageDataUrl(pagePath)} answered ${res.status()}`);
  const { componentChunkName } = (await res.json()) as { componentChunkName: string };
  const files = await page.evaluate((name) => {
    const raw = (window as unknown as { ___chunkMapping: unknown }).___chunkMapping;
    const mapping = (typeof raw === "string" ? JSON.parse(raw) : raw) as Record<string, string[]>;
    return mapping[name] ?? [];
  }, componentChunkName);
  if (!files.length) throw new Error(`no chunk files for ${componentChunkName}`);
  return files;
}

/** Records the top-level document loads of a page, so a test can tell a full load from client routing. */
export function recordDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (req: Request) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) loads.push(new URL(req.url()).pathname);
  });
  return loads;
}

/** The target of the first visible link under `prefix` (`/products/`, say) other than `exclude`. */
export async function firstLinkTo(page: Page, prefix: string, exclude?: string): Promise<string> {
  const hrefs = await page.locator(`a[href^="${prefix}"]:visible`).evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => h !== exclude && h.length > prefix.length && !h.includes("?") && !h.includes("#"));
  if (!href) throw new Error(`no link to ${prefix}… on ${page.url()}`);
  return href;
}

/** Makes the browser report a slow or data-saving connection before any page script runs. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((c) => {
    const fake = { ...c, downlink: 0.2, rtt: 1800, addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => fake });
  }, connection);
}
