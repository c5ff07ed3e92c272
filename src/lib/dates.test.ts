import { describe, expect, it } from "@jest/globals";
import { formatDate } from "./dates";
import { i18nIn } from "../test-fixtures/i18n";

const en = i18nIn("en").t;

describe("formatDate", () => {
  it("writes the day, the month's name and the year in UTC, as en-GB does", () => {
    const samples = ["2024-05-03T10:00:00Z", "2026-01-31T23:59:59Z", "2025-12-01T00:00:00+02:00", "2000-02-29"];
    const reference = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (const iso of samples) expect(formatDate(iso, en)).toBe(reference.format(new Date(iso)));
    expect(formatDate("2024-05-03T10:00:00Z", en)).toBe("3 May 2024");
  });

  it("returns an unparsable value unchanged", () => {
    expect(formatDate("soon", en)).toBe("soon");
  });
});

describe("formatDate in the page's language", () => {
  it.each([
    ["en", "3 May 2024"],
    ["pl", "3 maja 2024"],
    ["de", "3. Mai 2024"],
  ] as const)("%s: %s", (lang, text) => {
    expect(formatDate("2024-05-03T10:00:00Z", i18nIn(lang).t)).toBe(text);
  });

  it("agrees with Intl on every month in English, Polish and German", () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 21)).toISOString();
      const intl = (locale: string) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
      expect(formatDate(iso, i18nIn("en").t)).toBe(intl("en-GB"));
      expect(formatDate(iso, i18nIn("pl").t)).toBe(intl("pl-PL"));
      expect(formatDate(iso, i18nIn("de").t)).toBe(intl("de-DE"));
    }
  });
});
