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

describe("formatPrice in US dollars (written without Intl)", () => {
  const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  it("writes what Intl's en-US currency format writes", () => {
    const samples = ["0", "0.004", "0.005", "0.015", "1.005", "2.675", "9.995", "24.90", "999.999", "1000", "1234.5", "98765.43", "1000000", "123456789.125", "-5", "-0.001", "-0", "-1234.567", "0.0000001", "999999999999.995"];
    for (const usd of samples) expect(formatPrice(usd)).toBe(intl.format(Number(usd)));
    for (let cents = 0; cents < 200000; cents += 137) {
      const usd = (cents / 100 + 0.005).toString();
      expect(formatPrice(usd)).toBe(intl.format(Number(usd)));
    }
  });
});
