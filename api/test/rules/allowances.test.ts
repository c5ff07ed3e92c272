import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  ALLOWANCE_IDS,
  DESTINATION_RULES,
  OPTION_IDS,
  PRODUCT_KINDS,
  itemAmount,
  meter,
  optionAccepts,
  rulesFor,
  type DestinationRules,
} from "../../src/rules/index.ts";
import { itemOf, item, sameCurrency } from "./support.ts";

const byId = (id: string): DestinationRules => {
  const rules = DESTINATION_RULES.find((r) => r.id === id);
  assert.ok(rules, `no rules for ${id}`);
  return rules;
};
const usage = (rules: DestinationRules, allowance: string, items: ReturnType<typeof item>[]) =>
  meter(rules, items, sameCurrency).usages.find((u) => u.allowance.id === allowance)!;
const optionLimit = (rules: DestinationRules, allowance: string, option: string) =>
  rules.allowances.find((a) => a.id === allowance)?.options.find((o) => o.id === option)?.limit;

/** The file itself: what every rule must have for the meter and the storefront to read it. */
describe("the rules file", () => {
  test("covers the EU, Great Britain and at least ten more destinations, each once, each country once", () => {
    const ids = DESTINATION_RULES.map((r) => r.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const id of ["EU", "GB", "US", "CA", "CH", "NO", "TR", "AE", "JP", "KR", "CN", "AU", "SG", "IN"]) {
      assert.ok(ids.includes(id), `${id} missing`);
    }
    const countries = DESTINATION_RULES.flatMap((r) => r.countries);
    assert.equal(new Set(countries).size, countries.length, "a country in two rule sets");
    assert.equal(byId("EU").countries.length, 27);
  });

  for (const rules of DESTINATION_RULES) {
    test(`${rules.id}: sources, ids, limits and kinds are well formed`, () => {
      assert.ok(rules.sources.length > 0);
      for (const source of rules.sources) {
        assert.match(source.url, /^https:\/\/[^\s]+$/);
        assert.match(source.checked, /^\d{4}-\d{2}-\d{2}$/);
        assert.ok(source.title.trim());
      }
      assert.match(rules.currency, /^[A-Z]{3}$/);
      for (const allowance of rules.allowances) {
        assert.ok((ALLOWANCE_IDS as readonly string[]).includes(allowance.id), `${rules.id}: allowance ${allowance.id}`);
        assert.ok(allowance.options.length > 0);
        for (const option of allowance.options) {
          assert.ok((OPTION_IDS as readonly string[]).includes(option.id), `${rules.id}: option ${option.id}`);
          assert.ok(Number.isInteger(option.limit) && option.limit > 0, `${rules.id}/${option.id}: limit ${option.limit}`);
          for (const kind of option.kinds) assert.ok(PRODUCT_KINDS.includes(kind), `${rules.id}/${option.id}: kind ${kind}`);
        }
        if (allowance.combine === "one") {
          // The meter's "one" needs an option that takes every kind the others take.
          const kinds = new Set(allowance.options.flatMap((o) => o.kinds));
          assert.ok(
            allowance.options.some((o) => [...kinds].every((k) => o.kinds.includes(k))),
            `${rules.id}/${allowance.id}: no option takes every kind`,
          );
        }
      }
    });
  }
});

/**
 * Table-driven from the file: for every destination and every option, an item holding exactly the
 * option's limit uses all of it and is within; one unit more is over. The numbers are the file's own.
 */
describe("every destination's allowances, at and over each limit", () => {
  for (const rules of DESTINATION_RULES) {
    for (const allowance of rules.allowances) {
      for (const option of allowance.options) {
        test(`${rules.id} ${allowance.id}/${option.id}: ${option.limit} ${option.unit}`, () => {
          const at = usage(rules, allowance.id, [itemOf(option, option.limit, rules.currency)]);
          assert.equal(at.over, false, "at the limit is within");
          assert.ok(Math.abs(at.share - 1) < 1e-9 || at.share < 1, `share at the limit: ${at.share}`);
          const overItem = itemOf(option, option.limit + 1, rules.currency);
          const over = usage(rules, allowance.id, [overItem]);
          // Another option may take the item at a smaller share (2 L "up to 22 %" beside 1 L of spirits):
          // it is over only when even the option it uses least of is exceeded.
          const best = Math.min(
            ...allowance.options
              .filter((o) => optionAccepts(o, overItem))
              .map((o) => (itemAmount(o, overItem, rules.currency, sameCurrency) ?? Infinity) / o.limit),
          );
          assert.equal(over.over, best > 1, `over by one unit: share ${over.share}`);
        });
      }
    }
  }
});

/** The figures the issue names, read through the meter. */
describe("the named figures", () => {
  test("EU: 1 L of spirits over 22 % or 2 L up to 22 %, 4 L still wine, 16 L beer, 200 cigarettes, €430, age 17", () => {
    const eu = byId("EU");
    assert.equal(optionLimit(eu, "alcohol", "spirits"), 1000);
    assert.equal(optionLimit(eu, "alcohol", "low-alcohol"), 2000);
    assert.equal(optionLimit(eu, "wine", "still-wine"), 4000);
    assert.equal(optionLimit(eu, "beer", "beer"), 16000);
    assert.equal(optionLimit(eu, "tobacco", "cigarettes"), 200);
    assert.equal(optionLimit(eu, "tobacco", "cigarillos"), 100);
    assert.equal(optionLimit(eu, "tobacco", "cigars"), 50);
    assert.equal(optionLimit(eu, "tobacco", "tobacco"), 250);
    assert.equal(optionLimit(eu, "goods", "goods"), 43000);
    assert.equal(eu.currency, "EUR");
    assert.equal(eu.allowances.find((a) => a.id === "alcohol")!.minAge, 17);
  });

  test("GB: 4 L spirits or 9 L sparkling or fortified wine, 18 L still wine, 42 L beer, 200 cigarettes, £390", () => {
    const gb = byId("GB");
    assert.equal(optionLimit(gb, "alcohol", "spirits"), 4000);
    assert.equal(optionLimit(gb, "alcohol", "sparkling-fortified"), 9000);
    assert.equal(optionLimit(gb, "wine", "still-wine"), 18000);
    assert.equal(optionLimit(gb, "beer", "beer"), 42000);
    assert.equal(optionLimit(gb, "tobacco", "cigarettes"), 200);
    assert.equal(optionLimit(gb, "goods", "goods"), 39000);
    assert.equal(gb.currency, "GBP");
  });

  test("EU: 1.4 L of whisky is over; 0.5 L whisky and 1 L sparkling wine use exactly the whole alcohol allowance", () => {
    const eu = byId("EU");
    const whisky = (ml: number) => item("spirits", { abv: 40, volumeMl: ml });
    const spirits = usage(eu, "alcohol", [whisky(700), whisky(700)]);
    assert.equal(spirits.over, true);
    assert.equal(spirits.options.find((o) => o.option.id === "spirits")!.used, 1400);
    const mixed = usage(eu, "alcohol", [whisky(500), item("sparkling", { abv: 12, volumeMl: 1000 })]);
    assert.ok(Math.abs(mixed.share - 1) < 1e-9);
    assert.equal(mixed.over, false);
  });

  test("US: two 1 L bottles of whisky are over the alcohol allowance", () => {
    const us = rulesFor("JFK");
    assert.ok(us);
    const result = meter(us, [item("spirits", { abv: 40, volumeMl: 1000, quantity: 2 })], sameCurrency);
    assert.equal(result.usages.find((u) => u.allowance.id === "alcohol")!.over, true);
    assert.equal(result.over, true);
  });

  test("Korea counts bottles: two are within, three are over", () => {
    const kr = byId("KR");
    const bottles = kr.allowances.find((a) => a.options.some((o) => o.unit === "items"));
    assert.ok(bottles, "Korea's alcohol is counted in bottles");
    const bottle = (quantity: number) => item("spirits", { abv: 40, volumeMl: 700, quantity });
    assert.equal(usage(kr, bottles.id, [bottle(2)]).over, false);
    assert.equal(usage(kr, bottles.id, [bottle(3)]).over, true);
  });

  test("the destination decides: JFK has the US rules, FRA the EU's, the Canary Islands not the EU's", () => {
    assert.equal(rulesFor("JFK")?.id, "US");
    assert.equal(rulesFor("FRA")?.id, "EU");
    assert.equal(rulesFor("LHR")?.id, "GB");
    assert.notEqual(rulesFor("LPA")?.id, "EU");
  });

  test("a drink of unknown strength counts at its kind's usual one: spirits over 22 %, sparkling up to 22 %", () => {
    const eu = byId("EU");
    const spirits = usage(eu, "alcohol", [item("spirits", { abv: null, volumeMl: 1500 })]);
    assert.equal(spirits.options.find((o) => o.option.id === "spirits")!.used, 1500);
    assert.equal(spirits.over, true);
    const sparkling = usage(eu, "alcohol", [item("sparkling", { abv: null, volumeMl: 1500 })]);
    assert.equal(sparkling.options.find((o) => o.option.id === "low-alcohol")!.used, 1500);
    assert.equal(sparkling.over, false);
  });
});
