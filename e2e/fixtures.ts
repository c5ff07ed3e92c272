import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page, type ConsoleMessage, type BrowserContext } from "@playwright/test";

/** What scripts/e2e-server.mjs tells the tests about the running shop. */
export interface ShopServer {
  origin: string;
  /** The API's DATA_DIR: confirmation e-mails land in `<dataDir>/outbox/*.eml`. */
  dataDir: string;
  /** The API's JWT_SECRET, to mint a genuinely expired access token. */
  jwtSecret: string;
  /** The built site the shop serves (what a deploy replaces). */
  publicDir: string;
  /** Everything the shop logged, every request at LOG_LEVEL info included. */
  logFile: string;
}

/**
 * Everything the browser complained about during a test: console errors, uncaught page errors and
 * Content Security Policy violations. A test fails at its end if any is left that it did not expect.
 */
export class PageProblems {
  readonly seen: { at: number; text: string }[] = [];
  private readonly allowed: { pattern: RegExp; since: number }[] = [];

  /**
   * Declares a complaint the test provokes on purpose (an aborted chunk logs a failed load, say),
   * from `since` on (a timestamp; by default the whole test).
   */
  allow(pattern: RegExp, since = 0): void {
    this.allowed.push({ pattern, since });
  }

  record(kind: string, text: string): void {
    this.seen.push({ at: Date.now(), text: `${kind}: ${text}` });
  }

  unexpected(): string[] {
    return this.seen.filter((p) => !this.allowed.some((a) => p.at >= a.since && a.pattern.test(p.text))).map((p) => p.text);
  }

  watch(page: Page): void {
    page.on("console", (message: ConsoleMessage) => {
      const text = message.text();
      // A failed load names its resource only in the location.
      const where = message.location().url || page.url();
      if (message.type() === "error") this.record("console error", `${text} (${where})`);
      else if (/Content Security Policy/i.test(text)) this.record("csp", text);
    });
    page.on("pageerror", (error) => this.record("page error", `${error.message} (${page.url()})`));
  }
}

/**
 * With `serviceWorkers: "block"` Playwright removes the service worker API, and Gatsby's offline plugin
 * logs that it could not register. Tests that block the worker to see every request allow just that.
 */
export const BLOCKED_SERVICE_WORKER = /Error during service worker registration: TypeError: Cannot read properties of undefined/;

const controlPort = Number(process.env.E2E_PORT || 8100) + 1;

/** Reports every CSP violation through the console, where PageProblems sees it. */
function reportCspViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(
      `[csp] ${event.effectiveDirective} blocked ${event.blockedURI || "an inline resource"} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

export const test = base.extend<{ problems: PageProblems }, { server: ShopServer }>({
  server: [
    async ({}, use) => {
      const res = await fetch(`http://127.0.0.1:${controlPort}/`);
      if (!res.ok) throw new Error(`the e2e control port answered ${res.status}; is scripts/e2e-server.mjs running?`);
      await use((await res.json()) as ShopServer);
    },
    { scope: "worker" },
  ],

  problems: async ({ serviceWorkers }, use) => {
    const problems = new PageProblems();
    if (serviceWorkers === "block") problems.allow(BLOCKED_SERVICE_WORKER);
    await use(problems);
    expect(problems.unexpected(), "console errors, page errors or CSP violations").toEqual([]);
  },

  context: async ({ context, problems }, use) => {
    await context.addInitScript(reportCspViolations);
    context.pages().forEach((p) => problems.watch(p));
    context.on("page", (p) => problems.watch(p));
    await use(context);
  },
});

export { expect };
export type { BrowserContext, Page };

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on the page as it is now and fails on any
 * violation. `disableRules` leaves out rules another test checks on its own (see pages.spec.ts).
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), { disableRules = [] as string[], onlyRules = [] as string[] } = {}): Promise<void> {
  let builder = onlyRules.length ? new AxeBuilder({ page }).withRules(onlyRules) : new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (disableRules.length) builder = builder.disableRules(disableRules);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")} :: ${v.nodes[0]?.failureSummary?.replace(/\s+/g, " ")}`,
  );
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

/**
 * Waits until React has hydrated Gatsby's page wrapper (React tags the DOM nodes it has claimed with a
 * `__reactFiber$…` key), so a click goes to Gatsby's router and not to a bare HTML link.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const wrapper = document.getElementById("gatsby-focus-wrapper");
    const w = window as unknown as { ___loader?: unknown; ___navigate?: unknown };
    return !!wrapper && typeof w.___navigate === "function" && Object.keys(wrapper).some((k) => k.startsWith("__reactFiber$"));
  });
}
