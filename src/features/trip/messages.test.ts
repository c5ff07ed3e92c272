import { describe, expect, it } from "@jest/globals";
import { ALLOWANCE_IDS, DESTINATION_RULES, OPTION_IDS } from "@travel-retail/api/rules";
import en from "../../i18n/messages/en.json";

/** The rules data names allowances and options by id; the meter words them through the catalogue. */
describe("the trip's messages", () => {
  it("has words for every allowance and option id the rules may use (pl and de: the catalogue test)", () => {
    const keys = new Set(Object.keys(en));
    const missing = [
      ...ALLOWANCE_IDS.map((id) => `trip.allowance.${id}`),
      ...OPTION_IDS.map((id) => `trip.option.${id}`),
    ].filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });

  it("the rules data uses only those ids", () => {
    const used = DESTINATION_RULES.flatMap((r) => r.allowances.flatMap((a) => [a.id, ...a.options.map((o) => o.id)]));
    const known = new Set<string>([...ALLOWANCE_IDS, ...OPTION_IDS]);
    expect(used.filter((id) => !known.has(id))).toEqual([]);
  });
});
