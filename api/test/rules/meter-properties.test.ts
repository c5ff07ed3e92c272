import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { DESTINATION_RULES, PRODUCT_KINDS, meter, type Allowance, type DestinationRules, type TripItem } from "../../src/rules/index.ts";
import { sameCurrency } from "./support.ts";

const RUNS = Number(process.env.PROPERTY_RUNS || 200);

const anItem: fc.Arbitrary<TripItem> = fc.record({
  kind: fc.constantFrom(...PRODUCT_KINDS),
  abv: fc.option(fc.integer({ min: 1, max: 700 }).map((n) => n / 10), { nil: null }),
  volumeMl: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: null }),
  sticks: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
  tobaccoG: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 12 }),
  price: fc.integer({ min: 0, max: 200_000 }).map((cents) => (cents / 100).toFixed(2)),
  currency: fc.constant("XXX"),
});
const someRules = fc.constantFrom(...DESTINATION_RULES);
const shares = (rules: DestinationRules, items: TripItem[]) => meter(rules, items, sameCurrency).usages.map((u) => u.share);

describe("the allowance meter's properties", () => {
  test("adding an item never lowers what any allowance uses", () => {
    fc.assert(
      fc.property(someRules, fc.array(anItem, { maxLength: 8 }), anItem, (rules, items, added) => {
        const before = shares(rules, items);
        const after = shares(rules, [...items, added]);
        after.forEach((share, i) => assert.ok(share >= before[i] - 1e-9, `${rules.allowances[i].id}: ${before[i]} → ${share}`));
      }),
      { numRuns: RUNS },
    );
  });

  test("the order of the items does not matter, and n units of one item count as n items of one unit", () => {
    fc.assert(
      fc.property(someRules, fc.array(anItem, { minLength: 1, maxLength: 8 }), (rules, items) => {
        const reversed = shares(rules, [...items].reverse());
        shares(rules, items).forEach((share, i) => assert.ok(Math.abs(share - reversed[i]) < 1e-9));
        const split = items.flatMap((it) => Array.from({ length: it.quantity }, () => ({ ...it, quantity: 1 })));
        const whole = shares(rules, items);
        shares(rules, split).forEach((share, i) => assert.ok(Math.abs(share - whole[i]) < 1e-9));
      }),
      { numRuns: RUNS },
    );
  });

  test("units add up: an option's use is the sum of its items' amounts × quantities, in its own unit", () => {
    fc.assert(
      fc.property(someRules, fc.array(anItem, { maxLength: 8 }), (rules, items) => {
        for (const usage of meter(rules, items, sameCurrency).usages) {
          const total = usage.options.reduce((sum, o) => sum + o.used / o.option.limit, 0);
          assert.ok(Math.abs(total - usage.share) < 1e-9, `${usage.allowance.id}: ${total} vs ${usage.share}`);
          assert.equal(usage.over, usage.share > 1 + 1e-9);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("where the law says 'or', the combination chosen uses the least of the allowance", () => {
    // Brute force over every assignment of the items to the options that take them: none beats the meter.
    const proportional = DESTINATION_RULES.flatMap((rules) =>
      rules.allowances.filter((a) => a.combine === "proportional" && a.options.length > 1).map((a) => ({ rules, a })),
    );
    assert.ok(proportional.length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...proportional), fc.array(anItem, { maxLength: 5 }), ({ rules, a }, items) => {
        const single: DestinationRules = { ...rules, allowances: [a] };
        const got = shares(single, items)[0];
        assert.ok(got <= bruteForce(a, items) + 1e-9);
      }),
      { numRuns: RUNS },
    );
  });
});

/** The least total share over every way of giving each item to one option that takes it. */
function bruteForce(allowance: Allowance, items: TripItem[]): number {
  const choices = items.map((item) =>
    allowance.options.flatMap((option) => {
      const single: DestinationRules = {
        id: "X",
        countries: [],
        currency: "XXX",
        travellers: "everyone",
        sources: [],
        allowances: [{ ...allowance, options: [option] }],
      };
      const share = meter(single, [item], sameCurrency).usages[0].share;
      return share > 0 ? [share] : [];
    }),
  );
  const best = (i: number): number => (i === items.length ? 0 : choices[i].length === 0 ? best(i + 1) : Math.min(...choices[i].map((s) => s + best(i + 1))));
  return best(0);
}
