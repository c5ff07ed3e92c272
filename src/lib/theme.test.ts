import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { THEME } from "./theme";

describe("theme colours", () => {
  it("are the specification's, and the stylesheet declares the same ones", () => {
    expect(THEME).toEqual({ primary: "#2F4CEB", secondary: "#FDD74F", error: "#FF2B51" });
    const css = fs.readFileSync(path.join(__dirname, "../styles/global.css"), "utf8");
    for (const [name, value] of Object.entries(THEME)) {
      expect(css).toMatch(new RegExp(`--color-${name}:\\s*${value};`, "i"));
    }
  });
});
