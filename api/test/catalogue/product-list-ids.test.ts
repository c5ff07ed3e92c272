import test from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { idsIn, searchIds } from "../../src/lib/product-list-ids.ts";

/** What idsIn must give: `order`'s ids that are in `members`, in `order`'s order. */
const expected = (order: number[], members: number[]) => order.filter((id) => members.includes(id));
const ids = (values: number[]) => Int32Array.from(values);

test("idsIn keeps the first list's order and only the ids of the second, whatever their sizes", () => {
  const cases: [number[], number[]][] = [
    [[5, 3, 9, 1], [1, 9]],
    [[5, 3, 9, 1], [7, 8]],
    [[5, 3, 9, 1], []],
    [[], [1, 2]],
    [[2, 4, 6], [6, 4, 2, 8, 10]],
    // Ids past the marks' first size: they grow, and the next call still starts from clean marks.
    [[70_000, 3, 5_000, 12], [12, 70_000]],
    [[70_000, 3, 5_000, 12], [3, 5_000]],
    // Past 16 million, and ids a serial never makes: a Set does it, with the same answer.
    [[20_000_000, 4, 7], [7, 20_000_000]],
    [[-2, 4, 7], [-2, 7]],
  ];
  for (const [order, members] of cases) {
    assert.deepEqual(Array.from(idsIn(ids(order), ids(members))), expected(order, members), `${order} ∩ ${members}`);
  }
});

test("idsIn leaves no marks behind: an id marked by one answer is not in the next", () => {
  const random = (() => {
    let seed = 7;
    return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  })();
  for (let round = 0; round < 300; round++) {
    const pool = Array.from({ length: 200 }, (_, i) => 1 + i * Math.ceil(1 + random() * 40));
    const order = pool.filter(() => random() < 0.6).sort(() => random() - 0.5);
    const members = pool.filter(() => random() < 0.3);
    assert.deepEqual(Array.from(idsIn(ids(order), ids(members))), expected(order, members));
  }
});

test("searchIds: the matches in the other list, in the matches' order for relevance and in the list's otherwise, by positions or not", () => {
  // Lists of distinct ids, some short with high ids (no positions: they would cost more than the list),
  // some dense (positions made once and kept).
  // Both drawn from one pool, each in an order of its own, so that they share ids.
  const pool = fc.oneof(fc.constant(200), fc.constant(1 << 21)).chain((max) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: 60 }));
  const twoLists = pool.chain((ids) =>
    fc.tuple(fc.shuffledSubarray(ids), fc.shuffledSubarray(ids)).map(([a, b]) => [Int32Array.from(a), Int32Array.from(b)] as const),
  );
  fc.assert(
    fc.property(twoLists, fc.constantFrom("relevance", "price", "name"), ([matches, unsearched], ordering) => {
      const answer = Array.from(searchIds(matches, unsearched, ordering));
      const expected = ordering === "relevance" ? inOrderOf(matches, unsearched) : inOrderOf(unsearched, matches);
      assert.deepEqual(answer, expected);
      // Asked again (positions kept now, where they fit): the same.
      assert.deepEqual(Array.from(searchIds(matches, unsearched, ordering)), expected);
    }),
    { numRuns: 2000 },
  );
});

function inOrderOf(order: Int32Array, members: Int32Array) {
  return expected(Array.from(order), Array.from(members));
}
