import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { LANGUAGES } from "../i18n/languages";

/**
 * src/content holds the long text of the static pages, a module per language (the message catalogue ships
 * with every page; a page's prose ships only with that page). Each folder has every language, and each
 * language exports the same names, so a page never reads a field one language lacks.
 */
const folders = fs
  .readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("page content modules", () => {
  it("exist", () => expect(folders.length).toBeGreaterThanOrEqual(4));

  it.each(folders)("%s: every language, the same exports, no empty text", (folder) => {
    for (const lang of LANGUAGES) expect(fs.existsSync(path.join(__dirname, folder, `${lang}.tsx`))).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const modules = LANGUAGES.map((lang) => require(`./${folder}/${lang}`) as Record<string, unknown>);
    const names = Object.keys(modules[0]!).sort();
    expect(names).toContain("title");
    for (const module of modules) {
      expect(Object.keys(module).sort()).toEqual(names);
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === "string") expect(value.trim()).not.toBe("");
        if (Array.isArray(value)) expect(value).toHaveLength((modules[0]![name] as unknown[]).length);
      }
    }
    // Translated, not copied: the title differs from the English one.
    expect(new Set(modules.map((m) => m.title)).size).toBe(LANGUAGES.length);
  });
});
