import { describe, expect, it } from "@jest/globals";
import type { OpeningHours } from "@travel-retail/api/schemas";
import { compactSchedule, formatHours, isOpenAt, localClock, weekSchedule, WEEK } from "./opening-hours";

const every = (opens: string, closes: string): OpeningHours[] => WEEK.map((day) => ({ day, opens, closes }));
const WARSAW = "Europe/Warsaw";

describe("formatting", () => {
  it("writes plain hours, around the clock and past midnight", () => {
    expect(formatHours({ day: "Monday", opens: "05:00", closes: "23:00" })).toBe("05:00–23:00");
    expect(formatHours({ day: "Monday", opens: "00:00", closes: "24:00" })).toBe("Open 24 hours");
    expect(formatHours({ day: "Monday", opens: "06:00", closes: "02:00" })).toBe("06:00–02:00 (next day)");
    expect(formatHours({ day: "Monday", opens: "06:00", closes: "24:00" })).toBe("06:00–24:00");
  });

  it("lists seven days Monday first, a missing day closed, and merges equal neighbours", () => {
    const hours = every("06:00", "20:00").filter((h) => h.day !== "Sunday");
    expect(weekSchedule(hours).map((r) => `${r.day} ${r.hours}`)).toEqual([
      "Monday 06:00–20:00",
      "Tuesday 06:00–20:00",
      "Wednesday 06:00–20:00",
      "Thursday 06:00–20:00",
      "Friday 06:00–20:00",
      "Saturday 06:00–20:00",
      "Sunday Closed",
    ]);
    expect(compactSchedule(hours)).toEqual([
      { days: "Monday–Saturday", hours: "06:00–20:00" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(compactSchedule(every("00:00", "24:00"))).toEqual([{ days: "Monday–Sunday", hours: "Open 24 hours" }]);
    expect(compactSchedule([])).toEqual([{ days: "Monday–Sunday", hours: "Closed" }]);
  });
});

describe("open now, on the airport's clock", () => {
  it("reads the weekday and time in the airport's zone, not the visitor's", () => {
    // Monday 2026-11-23 23:30 UTC is already Tuesday 00:30 in Warsaw and still Monday 18:30 in New York.
    const at = new Date("2026-11-23T23:30:00Z");
    expect(localClock(at, WARSAW)).toEqual({ weekday: 1, minute: 30 });
    expect(localClock(at, "America/New_York")).toEqual({ weekday: 0, minute: 18 * 60 + 30 });
  });

  it("opens at the opening minute and closes at the closing minute", () => {
    const hours = every("05:00", "23:00");
    // Winter: Warsaw is UTC+1.
    expect(isOpenAt(hours, new Date("2026-01-14T03:59:00Z"), WARSAW)).toBe(false);
    expect(isOpenAt(hours, new Date("2026-01-14T04:00:00Z"), WARSAW)).toBe(true);
    expect(isOpenAt(hours, new Date("2026-01-14T21:59:00Z"), WARSAW)).toBe(true);
    expect(isOpenAt(hours, new Date("2026-01-14T22:00:00Z"), WARSAW)).toBe(false);
  });

  it("follows the spring change (last Sunday of March): 02:00 CET becomes 03:00 CEST", () => {
    const hours = every("03:00", "22:00");
    // 2026-03-29 01:30 UTC is 03:30 CEST: open. A fixed +1 offset would say 02:30, closed.
    expect(isOpenAt(hours, new Date("2026-03-29T01:30:00Z"), WARSAW)).toBe(true);
    // 00:30 UTC is 01:30 CET, before the change: closed.
    expect(isOpenAt(hours, new Date("2026-03-29T00:30:00Z"), WARSAW)).toBe(false);
    // Evening of the same day: 20:30 UTC is 22:30 CEST, closed (a fixed +1 would say 21:30, open).
    expect(isOpenAt(hours, new Date("2026-03-29T20:30:00Z"), WARSAW)).toBe(false);
  });

  it("follows the autumn change (last Sunday of October): 03:00 CEST becomes 02:00 CET", () => {
    const hours = every("03:00", "22:00");
    // 2026-10-25 01:30 UTC is 02:30 CET, after the change: closed. A fixed +2 offset would say 03:30, open.
    expect(isOpenAt(hours, new Date("2026-10-25T01:30:00Z"), WARSAW)).toBe(false);
    expect(isOpenAt(hours, new Date("2026-10-25T02:00:00Z"), WARSAW)).toBe(true); // 03:00 CET
    // 20:30 UTC is 21:30 CET: open (a fixed +2 offset would say 22:30, closed).
    expect(isOpenAt(hours, new Date("2026-10-25T20:30:00Z"), WARSAW)).toBe(true);
  });

  it("hours past midnight count on the next morning, a closed day stays closed", () => {
    const lateFriday: OpeningHours[] = [{ day: "Friday", opens: "18:00", closes: "02:00" }];
    // Saturday 2026-01-17 01:30 Warsaw (00:30 UTC): still Friday's hours.
    expect(isOpenAt(lateFriday, new Date("2026-01-17T00:30:00Z"), WARSAW)).toBe(true);
    expect(isOpenAt(lateFriday, new Date("2026-01-17T01:00:00Z"), WARSAW)).toBe(false); // 02:00: closed
    expect(isOpenAt(lateFriday, new Date("2026-01-16T16:59:00Z"), WARSAW)).toBe(false); // Friday 17:59
    expect(isOpenAt(lateFriday, new Date("2026-01-16T23:00:00Z"), WARSAW)).toBe(true); // Saturday 00:00
    // Thursday night into Friday: no Thursday hours, so closed.
    expect(isOpenAt(lateFriday, new Date("2026-01-16T00:30:00Z"), WARSAW)).toBe(false);
  });

  it("around the clock is open at every minute, including midnight", () => {
    const always = every("00:00", "24:00");
    for (const iso of ["2026-01-14T23:00:00Z", "2026-01-14T22:59:00Z", "2026-03-29T01:00:00Z", "2026-10-25T00:59:00Z"]) {
      expect(isOpenAt(always, new Date(iso), WARSAW)).toBe(true);
    }
  });
});
