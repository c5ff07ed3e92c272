/**
 * The offline worker registered once the page has settled, not while it loads.
 *
 * Gatsby registers gatsby-plugin-offline's worker as soon as onClientEntry has run
 * (cache-dir/production-app.js requires register-service-worker.js), before it asks for the page's data
 * and hydrates. On a first visit the worker then starts, evaluates Workbox and downloads and compiles every
 * precached script while the page is still loading and hydrating, on the same few cores: web.dev's advice
 * ("Service worker registration") is to register after the load event for that reason. Here the
 * registration waits for the load event, the first render's commit (hydration) and then an idle moment.
 * Lighthouse, product page, 6 alternating pairs on two cores (2026-11-29): median TBT 85 → 36 ms.
 *
 * Gatsby's own registration code (the updatefound and statechange handlers that tell the shop about a new
 * version) runs unchanged: only `navigator.serviceWorker.register` is held back, and returns the
 * registration when it happens. Only a first visit is held (gatsby-browser.tsx): on a page the worker
 * already controls, register is the update check, cheap, and a late one could miss a new deploy's
 * updatefound.
 */

/** The longest an idle moment is waited for once the page has loaded and rendered. */
export const IDLE_TIMEOUT_MS = 2000;
/** When the first render never commits (a page that failed to start), the worker still comes this long after load. */
export const WITHOUT_RENDER_MS = 10_000;
/**
 * A load event that never comes (a request that hangs, a third-party tag) counts as come this long after
 * the page's start: the shop must still work offline after such a visit.
 */
export const WITHOUT_LOAD_MS = 30_000;

interface SettleWindow {
  document: Pick<Document, "readyState">;
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  setTimeout(handler: () => void, ms: number): unknown;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
}

/**
 * Resolves once the window has loaded (or WITHOUT_LOAD_MS after this call) and `rendered` has resolved
 * (or WITHOUT_RENDER_MS after the load), at the browser's next idle moment (IDLE_TIMEOUT_MS at most).
 */
export function pageSettled(rendered: Promise<void>, win: SettleWindow = window): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === "complete") return resolve();
    win.addEventListener("load", () => resolve(), { once: true });
    win.setTimeout(resolve, WITHOUT_LOAD_MS);
  });
  const renderedOrLate = Promise.race([rendered, loaded.then(() => new Promise<void>((resolve) => win.setTimeout(resolve, WITHOUT_RENDER_MS)))]);
  return Promise.all([loaded, renderedOrLate]).then(
    () =>
      new Promise<void>((resolve) => {
        if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        else win.setTimeout(resolve, 0);
      }),
  );
}

/**
 * Holds every `register` call on `container` until `settled`, then makes it with the same arguments.
 * Only called with a container (gatsby-browser.tsx): a browser without service workers, or one that
 * blocks them, has none to hold, and Gatsby reports its registration error as before.
 */
export function registerServiceWorkerWhen(settled: Promise<void>, container: ServiceWorkerContainer): void {
  const register = container.register.bind(container);
  container.register = ((scriptURL: string | URL, options?: RegistrationOptions) =>
    settled.then(() => register(scriptURL, options))) as ServiceWorkerContainer["register"];
}
