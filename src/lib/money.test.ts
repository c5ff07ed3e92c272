import { describe, expect, it } from "@jest/globals";
import { formatPrice } from "./money";
import { currencies } from "../test-fixtures/catalogue";

describe("formatPrice", () => {
  it("formats USD by default", () => expect(formatPrice("24.90")).toBe("$24.90"));
  it("converts with the currency's rate (units per 1 USD)", () => expect(formatPrice("10.00", "PLN", currencies)).toMatch(/^PLN\s40\.00$/));
  it("accepts a Currency object", () => expect(formatPrice("10.00", currencies[1])).toBe("€5.00"));
  it("falls back to USD for an unknown code", () => expect(formatPrice("10.00", "XYZ", currencies)).toBe("$10.00"));
  it("returns an empty string for a non-number", () => expect(formatPrice("abc")).toBe(""));
  it("respects the currency's decimals", () =>
    expect(formatPrice("10.00", { code: "JPY", name: "Yen", symbol: "¥", rate: "150.5", decimals: 0 })).toBe("¥1,505"));
});
