import type { Page } from "@playwright/test";

/**
 * Waits for the service worker to be active and in control of this page.
 *
 * The worker claims open pages when it activates (clientsClaim), but a page whose navigation was still
 * in flight at that moment (a test that signs in while the worker installs) is created after the claim
 * and stays uncontrolled until its next navigation: Chromium does this, and CI met it once
 * (2026-11-26, trip-rules). Such a page is reloaded once, as a traveller's next page load would be.
 */
export async function serviceWorkerInControl(page: Page): Promise<{ script: string; scope: string }> {
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { script: reg.active?.scriptURL ?? "", scope: reg.scope };
  });
  const controlled = () => navigator.serviceWorker.controller !== null;
  const claimed = await page.waitForFunction(controlled, undefined, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!claimed) {
    await page.reload();
    await page.waitForFunction(controlled);
  }
  return registration;
}

/** What the offline plugin's worker recorded per path (idb-keyval, "resources:<path>" → the files the page needs). */
export async function resourcesKnownToServiceWorker(page: Page): Promise<Record<string, string[] | null>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[] | null>>((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => resolve({});
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) return resolve({});
          const store = db.transaction("keyval").objectStore("keyval");
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const out: Record<string, string[] | null> = {};
            (keys.result as string[]).forEach((key, i) => {
              if (String(key).startsWith("resources:")) out[String(key).slice(10)] = values.result[i] as string[] | null;
            });
            resolve(out);
          };
          values.onerror = () => resolve({});
        };
      }),
  );
}

/** The paths whose resources the worker knows (a `null` record does not count: the worker cannot serve it offline). */
export async function pathsKnownToServiceWorker(page: Page): Promise<string[]> {
  return Object.entries(await resourcesKnownToServiceWorker(page))
    .filter(([, resources]) => Array.isArray(resources))
    .map(([path]) => path);
}
