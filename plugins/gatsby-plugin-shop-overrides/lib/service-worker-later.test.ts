/** @jest-environment node */
import { describe, expect, it, jest } from "@jest/globals";
import { IDLE_TIMEOUT_MS, WITHOUT_LOAD_MS, WITHOUT_RENDER_MS, pageSettled, registerServiceWorkerWhen } from "./service-worker-later";

/** A window whose load event, timers and idle callbacks the test fires. */
function fakeWindow({ loaded = false, idle = true } = {}) {
  const loadListeners: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const idleCallbacks: { run: () => void; timeout: number }[] = [];
  let now = 0;
  const win = {
    document: { readyState: loaded ? "complete" : "interactive" } as Pick<Document, "readyState">,
    addEventListener: (_type: "load", listener: () => void) => void loadListeners.push(listener),
    setTimeout: (run: () => void, ms: number) => void timers.push({ at: now + ms, run }),
    requestIdleCallback: idle ? (run: () => void, { timeout }: { timeout: number }) => void idleCallbacks.push({ run, timeout }) : undefined,
  };
  return {
    win,
    load: () => loadListeners.splice(0).forEach((listener) => listener()),
    advance: (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    idle: () => idleCallbacks.splice(0).map(({ run, timeout }) => (run(), timeout)),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

function state(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
}

/** The idle moment is asked for `ms` from now, and not a millisecond before. */
async function expectIdleAskedAfter(page: ReturnType<typeof fakeWindow>, ms: number) {
  page.advance(ms - 1);
  await flush();
  expect(page.idle()).toEqual([]);
  page.advance(1);
  await flush();
  expect(page.idle()).toEqual([IDLE_TIMEOUT_MS]);
  await flush();
}

describe("pageSettled", () => {
  it("waits for the load event, the first render and then an idle moment", async () => {
    const page = fakeWindow();
    let rendered!: () => void;
    const settled = state(pageSettled(new Promise<void>((resolve) => (rendered = resolve)), page.win));
    await flush();
    expect(page.idle()).toEqual([]); // nothing asked for idle time yet
    page.load();
    await flush();
    expect(page.idle()).toEqual([]); // loaded, not rendered
    rendered();
    await flush();
    expect(settled()).toBe(false);
    expect(page.idle()).toEqual([IDLE_TIMEOUT_MS]);
    await flush();
    expect(settled()).toBe(true);
  });

  it("waits for the load event after a first render that came before it", async () => {
    const page = fakeWindow();
    const settled = state(pageSettled(Promise.resolve(), page.win));
    await flush();
    expect(page.idle()).toEqual([]);
    page.load();
    await flush();
    expect(page.idle()).toEqual([IDLE_TIMEOUT_MS]);
    await flush();
    expect(settled()).toBe(true);
  });

  it("does not wait for a load event that has already passed", async () => {
    const page = fakeWindow({ loaded: true });
    const settled = state(pageSettled(Promise.resolve(), page.win));
    await flush();
    expect(page.idle()).toHaveLength(1);
    await flush();
    expect(settled()).toBe(true);
  });

  it("settles without a first render, WITHOUT_RENDER_MS after the load", async () => {
    const page = fakeWindow();
    const settled = state(pageSettled(new Promise<void>(() => undefined), page.win));
    page.advance(WITHOUT_RENDER_MS); // the time before the load does not count
    page.load();
    await flush();
    await expectIdleAskedAfter(page, WITHOUT_RENDER_MS);
    expect(settled()).toBe(true);
  });

  it("does not wait for ever for a load event that never comes: WITHOUT_LOAD_MS after the start", async () => {
    const page = fakeWindow();
    const settled = state(pageSettled(Promise.resolve(), page.win));
    await expectIdleAskedAfter(page, WITHOUT_LOAD_MS);
    expect(settled()).toBe(true);
  });

  it("takes the next task where there is no requestIdleCallback", async () => {
    const page = fakeWindow({ loaded: true, idle: false });
    const settled = state(pageSettled(Promise.resolve(), page.win));
    await flush();
    expect(settled()).toBe(false);
    page.advance(0);
    await flush();
    expect(settled()).toBe(true);
  });
});

describe("registerServiceWorkerWhen", () => {
  it("holds Gatsby's register call until the page has settled, then makes it and hands back the registration", async () => {
    const registration = { scope: "/" } as ServiceWorkerRegistration;
    const register = jest.fn((_url: string | URL, _options?: RegistrationOptions) => Promise.resolve(registration));
    const container = { register } as unknown as ServiceWorkerContainer;
    let settle!: () => void;
    registerServiceWorkerWhen(new Promise<void>((resolve) => (settle = resolve)), container);

    const answer = container.register("/sw.js", { scope: "/" });
    await flush();
    expect(register).not.toHaveBeenCalled();
    settle();
    await expect(answer).resolves.toBe(registration);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(register.mock.contexts[0]).toBe(container); // called on the container, as the browser requires
  });

  it("passes a failed registration on to Gatsby's handler", async () => {
    const container = { register: () => Promise.reject(new Error("insecure")) } as unknown as ServiceWorkerContainer;
    registerServiceWorkerWhen(Promise.resolve(), container);
    await expect(container.register("/sw.js")).rejects.toThrow("insecure");
  });
});
