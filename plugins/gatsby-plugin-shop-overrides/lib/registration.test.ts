/** @jest-environment node */
import { describe, expect, it } from "@jest/globals";
import config from "../../../gatsby-config";

const names = (config.plugins ?? []).map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve));

describe("the plugin's place in gatsby-config", () => {
  it("comes after gatsby-plugin-typescript, whose Babel rule it replaces, and after gatsby-plugin-offline, whose sw.js it edits", () => {
    const overrides = names.indexOf("gatsby-plugin-shop-overrides");
    expect(overrides).toBeGreaterThan(names.indexOf("gatsby-plugin-typescript"));
    expect(overrides).toBeGreaterThan(names.indexOf("gatsby-plugin-offline"));
    expect(names.indexOf("gatsby-plugin-typescript")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("gatsby-plugin-offline")).toBeGreaterThanOrEqual(0);
  });
});
