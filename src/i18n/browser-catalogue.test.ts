import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";

type Module = typeof import("./browser-catalogue");
const CATALOGUE = { lang: "pl", messages: { "language.label": ["Język"] } };
const URL_PL = "/static/messages/pl-0123456789abcdef0123.json";

const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);
const notJson = () =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError("Unexpected token <")) } as unknown as Response);

let fetchMock: jest.Mock<typeof fetch>;
let onlineListeners: (() => void)[];
let reloadMock: jest.Mock<() => void>;

/** A fresh module (it keeps what it loaded for the page's life) and a page that names the Polish file. */
function freshModule(withScript = true): Module {
  document.documentElement.setAttribute("lang", "pl");
  document.body.innerHTML = "";
  if (withScript) {
    const script = document.createElement("script");
    script.id = "___messages";
    script.setAttribute("data-url", URL_PL);
    document.body.append(script);
  }
  let mod: Module | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<Module>("./browser-catalogue");
  });
  return mod!;
}

/**
 * Runs the page's request script as the browser would, `document.currentScript` its element, in a page
 * that is hidden (it asks at once) or visible (it asks after the next frame, returned to run).
 */
function runPageScript(mod: Module, visibility: "hidden" | "visible" = "hidden") {
  const frames: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const doc = {
    currentScript: document.getElementById("___messages"),
    visibilityState: visibility,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  new Function("document", "fetch", "window", "requestAnimationFrame", "addEventListener", "location", mod.catalogueRequestScript())(
    doc,
    fetchMock,
    window,
    (frame: () => void) => frames.push(frame),
    (type: string, listener: () => void) => type === "online" && onlineListeners.push(listener),
    { reload: reloadMock },
  );
  return {
    nextFrame: () => {
      frames.splice(0).forEach((frame) => frame());
      jest.advanceTimersByTime(0);
    },
    hide: () => {
      doc.visibilityState = "hidden";
      listeners.forEach((listener) => listener());
    },
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn<typeof fetch>();
  onlineListeners = [];
  reloadMock = jest.fn<() => void>();
  sessionStorage.clear();
  delete window.___messagesRequest;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the page's catalogue in the browser", () => {
  it("is asked for by the page's script, and the root takes that answer", async () => {
    const mod = freshModule();
    fetchMock.mockImplementation(() => answer(CATALOGUE));
    runPageScript(mod);
    expect(fetchMock).toHaveBeenCalledWith(URL_PL);
    expect(mod.readBrowserCatalogue()).toEqual({ lang: "pl", messages: {} }); // not loaded yet: keys, never a wrong language
    await expect(mod.loadBrowserCatalogue()).resolves.toEqual(CATALOGUE);
    expect(mod.readBrowserCatalogue()).toEqual(CATALOGUE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again after 1, 3, 9 and then every 10 seconds while the request fails, or the answer is no catalogue or an error", async () => {
    const mod = freshModule();
    fetchMock
      .mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
      .mockImplementationOnce(() => notJson()) // a captive portal's page
      .mockImplementationOnce(() => answer({ status: "login required" })) // JSON, not a catalogue
      .mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
      .mockImplementationOnce(() => answer(CATALOGUE));
    runPageScript(mod);
    let result: unknown = null;
    void mod.loadBrowserCatalogue().then((c) => (result = c));
    const callsAfter = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms);
      return fetchMock.mock.calls.length;
    };
    expect(await callsAfter(999)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(2999)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    expect(await callsAfter(9000)).toBe(4);
    expect(result).toBeNull();
    expect(await callsAfter(10000)).toBe(5);
    expect(reloadMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0);
    expect(result).toEqual(CATALOGUE);
    expect(await callsAfter(60000)).toBe(5); // and never again
    expect(fetchMock.mock.calls.every(([url]) => url === URL_PL)).toBe(true);
  });

  it("asks again at once when the browser is back online, and not after it has the file", async () => {
    const mod = freshModule();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    fetchMock.mockImplementation(() => answer(CATALOGUE));
    runPageScript(mod);
    await jest.advanceTimersByTimeAsync(10);
    onlineListeners.forEach((listener) => listener());
    await expect(mod.loadBrowserCatalogue()).resolves.toEqual(CATALOGUE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    onlineListeners.forEach((listener) => listener());
    await jest.advanceTimersByTimeAsync(20000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("in a visible page, asks after the first frame (not during the page's first paint), once", async () => {
    const mod = freshModule();
    fetchMock.mockImplementation(() => answer(CATALOGUE));
    const page = runPageScript(mod, "visible");
    expect(fetchMock).not.toHaveBeenCalled();
    page.nextFrame();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    page.hide();
    await expect(mod.loadBrowserCatalogue()).resolves.toEqual(CATALOGUE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("in a page hidden before its first frame, asks when it is hidden", () => {
    const mod = freshModule();
    fetchMock.mockImplementation(() => answer(CATALOGUE));
    const page = runPageScript(mod, "visible");
    page.hide();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    page.nextFrame();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("has its promise before the first frame, for scripts that run before it (gatsby develop)", async () => {
    const mod = freshModule();
    fetchMock.mockImplementation(() => answer(CATALOGUE));
    const page = runPageScript(mod, "visible");
    const loading = mod.loadBrowserCatalogue();
    expect(fetchMock).not.toHaveBeenCalled();
    page.nextFrame();
    await expect(loading).resolves.toEqual(CATALOGUE);
  });

  it("loads the page again, once, when its file is gone (a deploy in between), then keeps asking", async () => {
    const mod = freshModule();
    fetchMock.mockImplementation(() => answer(null, 404));
    runPageScript(mod);
    await jest.advanceTimersByTimeAsync(0);
    expect(reloadMock).toHaveBeenCalledTimes(1);
    // The page loaded again and still 404 (a broken deploy): no second reload, the requests go on.
    runPageScript(freshModule());
    await jest.advanceTimersByTimeAsync(1000);
    expect(reloadMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it("gives the page's language with no messages when the page's script asked nothing", async () => {
    const mod = freshModule(false);
    await expect(mod.loadBrowserCatalogue()).resolves.toEqual({ lang: "pl", messages: {} });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
