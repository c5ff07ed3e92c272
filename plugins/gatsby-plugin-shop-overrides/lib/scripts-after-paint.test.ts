import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, jest, test } from "@jest/globals";
import {
  LOADER_ID,
  scriptsAfterPaintProblems,
  scriptsAfterPaintResultProblems,
  withScriptsAfterPaint,
  writeScriptsAfterPaint,
} from "./scripts-after-paint";
import { withEditedGatsby } from "./edited-gatsby";
import { HOLD_SCRIPTS_MS } from "./after-first-frame";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const dist = path.join(gatsbyDir, "dist");

/** The slice as Gatsby 5.16's stats extractor writes it (chunk map, compilation hash, the app's scripts). */
const SLICE =
  '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>\n        ' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-0123.js" async></script><script src="/framework-4567.js" async></script><script src="/app-89ab.js" async></script>';

/** Runs the loader's inline script in this (jsdom) document. */
function runLoader(slice: string) {
  const body = new RegExp(`<script id="${LOADER_ID}">([^<]*)</script>`).exec(slice)![1];
  new Function(body)();
}
const added = () => [...document.body.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));

describe("Gatsby's first scripts started after the first paint", () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    document.body.innerHTML = "<main>the page</main>";
    frames = [];
    jest.useFakeTimers();
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test("one loader in place of the three tags, the chunk map and the version kept as they are", () => {
    const slice = withScriptsAfterPaint(SLICE);
    expect(slice).not.toMatch(/<script src=/);
    expect(slice.match(new RegExp(`id="${LOADER_ID}"`, "g"))).toHaveLength(1);
    expect(slice.startsWith(SLICE.slice(0, SLICE.indexOf('<script src="/webpack')))).toBe(true);
    expect(withScriptsAfterPaint(slice)).toBe(slice); // written again unchanged
  });

  test("the scripts come after the next frame has been painted, in their order, once", () => {
    runLoader(withScriptsAfterPaint(SLICE));
    expect(added()).toEqual([]); // not before the frame
    expect(frames).toHaveLength(1);
    frames[0](0);
    expect(added()).toEqual([]); // the frame is painted after its callbacks: not yet
    jest.runAllTimers();
    expect(added()).toEqual(["/webpack-runtime-0123.js", "/framework-4567.js", "/app-89ab.js"]);
    jest.runAllTimers();
    expect(added()).toHaveLength(3);
  });

  test("a page's hold keeps them until it settles, or HOLD_SCRIPTS_MS after the frame at most", async () => {
    const win = window as { ___holdScripts?: Promise<void> };
    try {
      let release!: () => void;
      win.___holdScripts = new Promise<void>((ok) => (release = ok));
      runLoader(withScriptsAfterPaint(SLICE));
      frames[0](0);
      jest.advanceTimersByTime(HOLD_SCRIPTS_MS - 1);
      expect(added()).toEqual([]);
      release();
      await Promise.resolve();
      await Promise.resolve();
      expect(added()).toEqual(["/webpack-runtime-0123.js", "/framework-4567.js", "/app-89ab.js"]);

      document.body.innerHTML = "";
      frames = [];
      win.___holdScripts = new Promise<void>(() => undefined); // never settles
      runLoader(withScriptsAfterPaint(SLICE));
      frames[0](0);
      jest.advanceTimersByTime(HOLD_SCRIPTS_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(["/webpack-runtime-0123.js", "/framework-4567.js", "/app-89ab.js"]);
      jest.runAllTimers();
      expect(added()).toHaveLength(3);
    } finally {
      delete win.___holdScripts;
    }
  });

  test("a hold that fails releases them; a hidden page, or one hidden while held, does not wait", async () => {
    const win = window as { ___holdScripts?: Promise<void> };
    const all = ["/webpack-runtime-0123.js", "/framework-4567.js", "/app-89ab.js"];
    try {
      win.___holdScripts = Promise.reject(new Error("picture failed"));
      win.___holdScripts.catch(() => undefined);
      runLoader(withScriptsAfterPaint(SLICE));
      frames[0](0);
      jest.advanceTimersByTime(0);
      await Promise.resolve();
      await Promise.resolve();
      expect(added()).toEqual(all);

      document.body.innerHTML = "";
      frames = [];
      win.___holdScripts = new Promise<void>(() => undefined);
      const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
      runLoader(withScriptsAfterPaint(SLICE));
      expect(added()).toEqual(all); // hidden: at once, hold or not

      document.body.innerHTML = "";
      frames = [];
      visibility.mockReturnValue("visible");
      runLoader(withScriptsAfterPaint(SLICE));
      frames[0](0);
      jest.advanceTimersByTime(10);
      expect(added()).toEqual([]); // held
      visibility.mockReturnValue("hidden");
      document.dispatchEvent(new Event("visibilitychange"));
      expect(added()).toEqual(all); // hidden while held: at once
      jest.runAllTimers();
      expect(added()).toHaveLength(3);
    } finally {
      delete win.___holdScripts;
    }
  });

  test("a hidden page (a background tab) paints no frame: it starts them at once", () => {
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    runLoader(withScriptsAfterPaint(SLICE));
    expect(frames).toHaveLength(0);
    expect(added()).toEqual(["/webpack-runtime-0123.js", "/framework-4567.js", "/app-89ab.js"]);
  });

  test("a page hidden before its frame starts them when it is hidden, not when it is shown again", () => {
    const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    runLoader(withScriptsAfterPaint(SLICE));
    expect(added()).toEqual([]);
    visibility.mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(added()).toEqual(["/webpack-runtime-0123.js", "/framework-4567.js", "/app-89ab.js"]);
    frames[0](0); // the frame, when the page is shown again: nothing twice
    jest.runAllTimers();
    expect(added()).toHaveLength(3);
  });

  test("Gatsby's ensureFileContent writes the slice with the loader, other files as given, and compares before writing", async () => {
    jest.useRealTimers();
    // A copy of Gatsby's own module, wrapped as the plugin wraps the installed one.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ensureModule = { ...(require(path.join(dist, "utils/ensure-file-content.js")) as { ensureFileContent: (file: string, data: string) => Promise<boolean> }) };
    writeScriptsAfterPaint(ensureModule);
    const wrapped = ensureModule.ensureFileContent;
    writeScriptsAfterPaint(ensureModule); // a second call does not wrap twice
    expect(ensureModule.ensureFileContent).toBe(wrapped);

    const site = fs.mkdtempSync(path.join(os.tmpdir(), "after-paint-"));
    const cwd = process.cwd();
    try {
      process.chdir(site);
      const slice = path.join("public", "_gatsby", "slices", "_gatsby-scripts-1.html");
      expect(await wrapped(slice, SLICE)).toBe(true);
      expect(fs.readFileSync(slice, "utf8")).toBe(withScriptsAfterPaint(SLICE));
      expect(await wrapped(slice, SLICE)).toBe(false); // the same bundle: nothing written, nothing stitched again
      expect(scriptsAfterPaintResultProblems(site)).toEqual([]);

      expect(await wrapped(path.join("public", "chunk-map.json"), SLICE)).toBe(true);
      expect(fs.readFileSync(path.join("public", "chunk-map.json"), "utf8")).toBe(SLICE);

      fs.writeFileSync(slice, SLICE); // as Gatsby writes it without the override
      expect(scriptsAfterPaintResultProblems(site)).toEqual([
        `${slice} does not start its scripts after the first paint: Gatsby no longer writes it through ensureFileContent`,
      ]);
    } finally {
      process.chdir(cwd);
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  test("the installed Gatsby is what this was written for; a changed one is refused", () => {
    expect(scriptsAfterPaintProblems(dist)).toEqual([]);
    const problems = withEditedGatsby(
      dist,
      ["utils/gatsby-webpack-stats-extractor.js", "utils/ensure-file-content.js"],
      [
        ["utils/gatsby-webpack-stats-extractor.js", '" async></script>`', '" defer></script>`'],
        ["utils/ensure-file-content.js", "exports.ensureFileContent = ensureFileContent;", "Object.defineProperty(exports, 'ensureFileContent', { value: ensureFileContent });"],
      ],
      scriptsAfterPaintProblems,
    );
    expect(problems).toEqual([
      "utils/gatsby-webpack-stats-extractor.js no longer writes each of the app's first scripts as <script src async>",
      "utils/ensure-file-content.js no longer exports ensureFileContent as a property",
    ]);
  });
});
