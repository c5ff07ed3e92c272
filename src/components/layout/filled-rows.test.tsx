import { describe, expect, it } from "@jest/globals";
import { WIDE_COLUMNS, fillingRows } from "./filled-rows";

const full = (count: number, columns: number) => count % columns === 0;

describe("fillingRows", () => {
  it("keeps eight products in full rows of two, four and four", () => {
    expect(fillingRows(8)).toEqual({ shown: 8, phone: 2, tablet: 4, desktop: 4 });
  });

  it("puts six sections in rows of two, three and six instead of five and one", () => {
    expect(fillingRows(6)).toEqual({ shown: 6, phone: 2, tablet: 3, desktop: 6 });
  });

  it("shows the most items that fill every row when the count divides no column choice", () => {
    for (const count of [5, 7, 9, 10, 11, 13, 14, 15, 17, 23]) {
      const layout = fillingRows(count);
      expect(layout.shown).toBeLessThanOrEqual(count);
      expect(layout.shown).toBeGreaterThan(count - 4);
      expect([layout.phone, layout.tablet, layout.desktop].every((columns) => full(layout.shown, columns))).toBe(true);
    }
  });

  it("lays articles one to a row on a phone", () => {
    expect(fillingRows(4, WIDE_COLUMNS)).toEqual({ shown: 4, phone: 1, tablet: 2, desktop: 4 });
  });

  it("shows too few items for any full row as one row", () => {
    expect(fillingRows(3)).toEqual({ shown: 3, phone: 3, tablet: 3, desktop: 3 });
  });
});
