import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";

type Module = typeof import("./browser-catalogue");
const CATALOGUE = { lang: "pl", messages: { "language.label": ["Język"] } };
const URL_PL = "/static/messages/pl-0123456789abcdef0123.json";

const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);

let fetchMock: jest.Mock<typeof fetch>;

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
  new Function("document", "fetch", "window", "requestAnimationFrame", "setTimeout", mod.catalogueRequestScript())(
    doc,
    fetchMock,
    window,
    (frame: () => void) => frames.push(frame),
    (task: () => void) => task(),
  );
  return {
    nextFrame: () => frames.splice(0).forEach((frame) => frame()),
    hide: () => {
      doc.visibilityState = "hidden";
      listeners.forEach((listener) => listener());
    },
  };
}

beforeEach(() => {
  fetchMock = jest.fn<typeof fetch>();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  delete window.___messagesRequest;
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the page's catalogue in the browser", () => {
  it("is asked for by the page's script, and the root takes that answer without asking again", async () => {
    const mod = freshModule();
    fetchMock.mockImplementationOnce(() => answer(CATALOGUE));
    runPageScript(mod);
    expect(fetchMock).toHaveBeenCalledWith(URL_PL);
    expect(mod.readBrowserCatalogue().messages).toEqual({}); // not loaded yet: keys, never a wrong language
    await expect(mod.loadBrowserCatalogue()).resolves.toEqual(CATALOGUE);
    expect(mod.readBrowserCatalogue()).toEqual(CATALOGUE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again when the page's request failed, after a second, and keeps asking", async () => {
    jest.useFakeTimers();
    const mod = freshModule();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    runPageScript(mod);
    fetchMock.mockImplementationOnce(() => answer("<html>captive portal</html>")); // 200, not a catalogue
    fetchMock.mockImplementationOnce(() => answer(null, 503));
    fetchMock.mockImplementationOnce(() => answer(CATALOGUE));
    let result: unknown = null;
    void mod.loadBrowserCatalogue().then((c) => (result = c));
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result).toBeNull();
    await jest.advanceTimersByTimeAsync(10000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result).toEqual(CATALOGUE);
    expect(fetchMock.mock.calls.every(([url]) => url === URL_PL)).toBe(true);
  });

  it("asks again as soon as the browser is back online", async () => {
    jest.useFakeTimers();
    const mod = freshModule();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    runPageScript(mod);
    fetchMock.mockImplementationOnce(() => answer(CATALOGUE));
    const loading = mod.loadBrowserCatalogue();
    await jest.advanceTimersByTimeAsync(10);
    window.dispatchEvent(new Event("online"));
    await expect(loading).resolves.toEqual(CATALOGUE);
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

  it("asks itself, at once, when the page's script has not asked", async () => {
    const mod = freshModule();
    fetchMock.mockImplementationOnce(() => answer(CATALOGUE));
    await expect(mod.loadBrowserCatalogue()).resolves.toEqual(CATALOGUE);
    expect(console.warn).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(URL_PL);
  });

  it("resolves at once with the page's language and no messages for a page that names none", async () => {
    const mod = freshModule(false);
    await expect(mod.loadBrowserCatalogue()).resolves.toEqual({ lang: "pl", messages: {} });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
