import { defineConfig, devices } from "@playwright/test";

/**
 * The browser suite: Debian's Chromium against the whole shop as `npm start` runs it (API + built site
 * on one port), on a fresh data directory (see scripts/e2e-server.mjs). The first run builds the site,
 * which takes minutes; later runs reuse a running server outside CI.
 */
const port = Number(process.env.E2E_PORT || 8100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "./e2e",
  // Two shared cores: one browser at a time, and room for a slow machine.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    serviceWorkers: "allow",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
        headless: true,
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    // The control port opens only once the site is built and served (see the script).
    url: `http://127.0.0.1:${port + 1}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 12 * 60_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: { E2E_PORT: String(port) },
  },
});
