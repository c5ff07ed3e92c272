/**
 * @jest-environment node
 *
 * The type scale of global.css holds: every stylesheet of the site sizes its text with one of the scale's
 * sizes and makes it bold with the one bold weight. Each other size or weight is one more font the browser
 * prepares before a page's first layout can finish (a product page went from 21 to 14 with the scale).
 */
import { describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import path from "node:path";

const SRC = path.join(__dirname, "..");

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith(".css") ? [full] : [];
  });
}

/** The declarations of `property` in some CSS, with their line numbers (comments left out). */
function declarations(css: string, property: string): { line: number; value: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  const found: { line: number; value: string }[] = [];
  for (const match of text.matchAll(new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;}]+)`, "g"))) {
    found.push({ line: text.slice(0, match.index).split("\n").length, value: match[1].trim() });
  }
  return found;
}

const global = fs.readFileSync(path.join(SRC, "styles/global.css"), "utf8");
const scale = [...global.matchAll(/--text-([\w-]+):\s*([\d.]+rem);/g)].map((m) => ({ name: m[1], value: m[2] }));

/**
 * Besides the scale's own sizes: the headings' clamp(), which starts from a scale size (the size on a
 * phone), and the collection code, the one big display figure (the reservation page). No `em` or `%`
 * sizes: they multiply their parent's size into one off the scale.
 */
const ALLOWED_SIZES = [
  /^var\(--text-[\w-]+\)$/,
  /^clamp\(var\(--text-[\w-]+\), [\d.]+vw, (?:[\d.]+rem|var\(--text-[\w-]+\))\)$/,
  /^clamp\(2\.5rem, 14vw, 4rem\)$/,
  /^inherit$/,
];
const ALLOWED_WEIGHTS = ["400", "600", "normal", "inherit"];
/** The `font` shorthand sets a size and a weight too: only to take the parent's (form controls). */
const ALLOWED_FONT_SHORTHANDS = ["inherit"];

describe("the type scale", () => {
  const sheets = stylesheets(SRC).map((file) => ({ name: path.relative(SRC, file), css: fs.readFileSync(file, "utf8") }));
  /** Every declaration of `property` in the site's stylesheets whose value `allowed` refuses, as "file:line property: value". */
  const outside = (property: string, allowed: (value: string) => boolean) =>
    sheets.flatMap(({ name, css }) =>
      declarations(css, property)
        .filter(({ value }) => !allowed(value))
        .map(({ line, value }) => `${name}:${line} ${property}: ${value}`),
    );

  it("is declared in global.css, in rem, smallest first", () => {
    expect(scale.map((s) => s.name)).toEqual(["xs", "sm", "md", "lg", "xl", "2xl"]);
    const values = scale.map((s) => Number(s.value));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it("sizes every text of every stylesheet", () => {
    expect(sheets.length).toBeGreaterThan(20);
    expect(outside("font-size", (value) => ALLOWED_SIZES.some((allowed) => allowed.test(value)))).toEqual([]);
  });

  it("leaves the font shorthand to the parent's font", () => {
    expect(outside("font", (value) => ALLOWED_FONT_SHORTHANDS.includes(value))).toEqual([]);
  });

  it("names only sizes the scale has", () => {
    const names = new Set(scale.map((s) => s.name));
    const unknown = sheets.flatMap(({ name, css }) =>
      [...css.matchAll(/var\(--text-([\w-]+)\)/g)].filter((m) => !names.has(m[1])).map((m) => `${name}: --text-${m[1]}`),
    );
    expect(unknown).toEqual([]);
  });

  it("has one bold weight, which the browser's own bold elements take too", () => {
    expect(outside("font-weight", (value) => ALLOWED_WEIGHTS.includes(value))).toEqual([]);
    expect(global).toMatch(/h1,\s*h2,\s*h3,\s*h4,\s*h5,\s*h6,\s*b,\s*strong,\s*th\s*\{\s*font-weight: 600;/);
  });

  it("finds a size or weight outside it", () => {
    expect(declarations(".a { font-size: 0.9rem; }", "font-size")).toEqual([{ line: 1, value: "0.9rem" }]);
    expect(ALLOWED_SIZES.some((allowed) => allowed.test("0.9rem"))).toBe(false);
    expect(declarations("/* font-weight: 700; */ .b {\n  font-weight: 700;\n}", "font-weight")).toEqual([{ line: 2, value: "700" }]);
    expect(ALLOWED_WEIGHTS).not.toContain("700");
    expect(ALLOWED_SIZES.some((allowed) => allowed.test("0.6em"))).toBe(false);
    expect(declarations(".c { font: 700 1.1rem/1.2 serif; font-family: x }", "font")).toEqual([{ line: 1, value: "700 1.1rem/1.2 serif" }]);
  });
});
