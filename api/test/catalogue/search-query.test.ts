import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { prefixTsQuery } from "../../src/lib/search-query.ts";

test("prefixTsQuery turns words into ANDed prefixes, honouring or and -exclusions", () => {
  assert.equal(prefixTsQuery("chan"), "chan:*");
  assert.equal(prefixTsQuery("Glen  Corran"), "glen:* & corran:*");
  assert.equal(prefixTsQuery("gin or vodka"), "gin:* | vodka:*");
  assert.equal(prefixTsQuery("whisky -peated"), "whisky:* & !peated");
  assert.equal(prefixTsQuery('"single malt" 12'), "single:* & malt:* & 12:*");
  assert.equal(prefixTsQuery("Château d'Aubrac"), "château:* & d:* & aubrac:*");
});

test("prefixTsQuery gives null when there is nothing to look for", () => {
  for (const input of ["", "   ", "!!! ???", "or", "-rose", ":*&|"]) assert.equal(prefixTsQuery(input), null, input);
});

test("prefixTsQuery output only ever holds words and its own operators", () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 200 }), (input) => {
      const q = prefixTsQuery(input);
      if (q !== null) assert.match(q, /^!?[\p{L}\p{N}]+(:\*)?( [&|] !?[\p{L}\p{N}]+(:\*)?)*$/u);
    }),
  );
});
