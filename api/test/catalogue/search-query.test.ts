import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { prefixTsQuery } from "../../src/lib/search-query.ts";
import { escapeXml, placeholderSvg } from "../../src/lib/svg-image.ts";

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

test("escapeXml leaves no markup through", () => {
  assert.equal(
    escapeXml(`<a href="x">Tom & Jerry's</a>`),
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
  );
});

test("placeholderSvg is deterministic, sized, and escapes its label", () => {
  const a = placeholderSvg({ slug: "x", label: "<script>alert(1)</script> & co", width: 600, height: 600 });
  assert.equal(a, placeholderSvg({ slug: "x", label: "<script>alert(1)</script> & co", width: 600, height: 600 }));
  assert.ok(!a.includes("<script"));
  assert.match(a, /&lt;script&gt;/);
  assert.match(a, /width="600" height="600"/);
  assert.notEqual(a, placeholderSvg({ slug: "y", label: "<script>alert(1)</script> & co", width: 600, height: 600 }));
});
