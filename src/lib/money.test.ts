import { describe, expect, it } from "@jest/globals";
import type { Currency } from "@travel-retail/api/schemas";
import { formatMinorUnits, formatPrice, toMinorUnits } from "./money";
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

describe("toMinorUnits and formatMinorUnits", () => {
  const thirds: Currency[] = [{ code: "EUR", name: "Euro", symbol: "€", rate: "0.3333", decimals: 2 }];
  const yen: Currency[] = [{ code: "JPY", name: "Yen", symbol: "¥", rate: "151.5", decimals: 0 }];

  it("converts a USD price into whole minor units of the display currency", () => {
    expect(toMinorUnits("24.90")).toBe(2490);
    expect(toMinorUnits("10.00", "EUR", thirds)).toBe(333);
    expect(toMinorUnits("1.99", "JPY", yen)).toBe(301);
    expect(toMinorUnits("abc")).toBeNull();
    expect(toMinorUnits("")).toBeNull();
  });

  it("rounds a half cent up from its decimal form, as the price labels do", () => {
    expect(toMinorUnits("1.005")).toBe(101);
    expect(formatPrice("1.005")).toBe("$1.01");
  });

  it("formats minor units like formatPrice, so a total and its lines agree", () => {
    expect(formatMinorUnits(333, "EUR", thirds)).toBe(formatPrice("10.00", "EUR", thirds));
    expect(formatMinorUnits(5, "USD")).toBe("$0.05");
    expect(formatMinorUnits(123456789)).toBe("$1,234,567.89");
    expect(formatMinorUnits(301, "JPY", yen)).toBe("¥301");
    expect(formatMinorUnits(-250)).toBe("-$2.50");
  });

  it("makes a total the sum of the lines shown, not the converted USD total", () => {
    // Three lines of $10.00 at 0.3333 show €3.33 each; converting the $30.00 total would say €10.00.
    const line = toMinorUnits("10.00", "EUR", thirds)!;
    expect(formatMinorUnits(line * 3, "EUR", thirds)).toBe("€9.99");
    expect(formatPrice("30.00", "EUR", thirds)).toBe("€10.00");
  });
});

describe("formatPrice in the page's language (issue 18)", () => {
  const pln = { code: "PLN", name: "Polish złoty", symbol: "zł", rate: "4.00", decimals: 2 };
  const eur = { code: "EUR", name: "Euro", symbol: "€", rate: "0.5", decimals: 2 };
  const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

  it("writes złoty the Polish way, thousands grouped from 1 000", () => {
    expect(nbsp(formatPrice("308.625", pln, [], "pl-PL"))).toBe("1 234,50 zł");
    expect(nbsp(formatPrice("2.50", pln, [], "pl-PL"))).toBe("10,00 zł");
  });

  it("writes euro the German way", () => {
    expect(nbsp(formatPrice("2469.00", eur, [], "de-DE"))).toBe("1.234,50 €");
  });

  it("writes US dollars in the page's language too, not only en-US", () => {
    expect(nbsp(formatPrice("1234.50", "USD", [], "pl-PL"))).toBe("1 234,50 USD");
    expect(formatPrice("1234.50", "USD")).toBe("$1,234.50");
  });

  it("formats minor units in the locale as well", () => {
    expect(nbsp(formatMinorUnits(123450, pln, [], "pl-PL"))).toBe("1 234,50 zł");
  });
});
