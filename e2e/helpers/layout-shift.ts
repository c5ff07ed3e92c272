import type { Page } from "@playwright/test";

/**
 * Adds up, from the first paint of every page the tab opens, the layout shifts that no input caused
 * (the Cumulative Layout Shift a visitor feels); read it with `layoutShift`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded since the current page loaded. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);
