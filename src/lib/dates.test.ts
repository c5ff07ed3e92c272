import { describe, expect, it } from "@jest/globals";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes the day, the month's name and the year in UTC, as en-GB does", () => {
    const samples = ["2024-05-03T10:00:00Z", "2026-01-31T23:59:59Z", "2025-12-01T00:00:00+02:00", "2000-02-29"];
    const reference = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (const iso of samples) expect(formatDate(iso)).toBe(reference.format(new Date(iso)));
    expect(formatDate("2024-05-03T10:00:00Z")).toBe("3 May 2024");
  });

  it("returns an unparsable value unchanged", () => {
    expect(formatDate("soon")).toBe("soon");
  });
});
