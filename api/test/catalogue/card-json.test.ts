import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { jsonBytes, type JsonPiece } from "../../src/lib/card-json.ts";

test("jsonBytes writes texts, bytes and lists of bytes as one UTF-8 Buffer, whatever the characters", () => {
  // Texts, ASCII or not, with bytes and comma-separated lists of bytes between them: the same as
  // joining the decoded texts, and exactly as long as its bytes.
  const text = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: "grapheme", maxLength: 80 }), fc.constantFrom("", ",", "]}", "ł", "é", "\"Käse\",", "a".repeat(64), "é".repeat(65)));
  const bytes = text.map((t) => Buffer.from(t));
  const piece: fc.Arbitrary<JsonPiece> = fc.oneof(text, bytes, fc.array(bytes, { maxLength: 4 }));
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
      const expected = pieces
        .map((p) => (typeof p === "string" ? p : Buffer.isBuffer(p) ? p.toString() : p.map((b) => b.toString()).join(",")))
        .join("");
      const out = jsonBytes(pieces);
      assert.equal(out.toString(), expected);
      assert.equal(out.length, Buffer.byteLength(expected));
    }),
    { numRuns: 2000 },
  );
});
