/** @jest-environment node */
import { describe, expect, it } from "@jest/globals";
import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The lint rule that keeps visitor-facing text in the message catalogue (eslint.config.mjs) fails on what
 * it should and passes what it should, on a component as a storefront file would hold it.
 */
const root = path.resolve(__dirname, "../..");
function lint(source: string, file = "src/components/probe.tsx"): { code: number | null; output: string } {
  const eslint = path.join(root, "node_modules", ".bin", "eslint");
  const run = spawnSync(eslint, ["--no-ignore", "--stdin", "--stdin-filename", file], { cwd: root, input: source, encoding: "utf8" });
  return { code: run.status, output: run.stdout + run.stderr };
}

const component = (jsx: string) => `import React from "react";\nexport function Probe({ name }: { name: string }) {\n  return ${jsx};\n}\n`;

describe("the literal-text lint rule", () => {
  it.each([
    ["JSX text", "<p>Add to list</p>"],
    ["an aria-label", '<button aria-label="Close">×</button>'],
    ["a placeholder", '<input placeholder="Search perfume" />'],
    ["alt text", '<img alt="A bottle" src="/a.png" />'],
    ["a template with words", "<nav aria-label={`${name} subcategories`} />"],
  ])("fails on %s", (_what, jsx) => {
    const { code, output } = lint(component(jsx));
    expect(code).toBe(1);
    expect(output).toMatch(/message catalogue/);
  });

  it.each([
    ["data and punctuation", "<p>{name} · –</p>"],
    ["a template of data only", "<nav aria-label={`${name}: ${name}`} />"],
  ])("passes %s", (_what, jsx) => {
    expect(lint(component(jsx))).toEqual({ code: 0, output: "" });
  });

  it("leaves tests alone", () => {
    expect(lint(component("<p title={name}>Add to list</p>"), "src/components/probe.test.tsx")).toEqual({ code: 0, output: "" });
  });
});
