import zlib from "node:zlib";
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { fromLocal, toLocal } from "../../src/lib/local-time.ts";
import { normaliseFlightNumber } from "../../src/lib/flight-number.ts";
import { CODE_ALPHABET, newCollectionCode, normaliseCollectionCode } from "../../src/lib/collection-code.ts";
import { ageOn } from "../../src/lib/reservation-rules.ts";
import { qrPng, qrSvg } from "../../src/lib/qr-code.ts";

describe("local time at the airport", () => {
  test("round trips, and the offsets either side of a change", () => {
    const resolve = (local: string, tz: string) => {
      const r = fromLocal(local, tz);
      assert.ok(r.ok, `${local} ${tz}`);
      return r.instant.toISOString();
    };
    assert.equal(resolve("2027-03-28T01:59", "Europe/Warsaw"), "2027-03-28T00:59:00.000Z");
    assert.equal(resolve("2027-03-28T03:00", "Europe/Warsaw"), "2027-03-28T01:00:00.000Z");
    assert.deepEqual(fromLocal("2027-03-28T02:00", "Europe/Warsaw"), { ok: false, reason: "nonexistent" });
    assert.equal(resolve("2026-11-01T01:30", "America/New_York"), "2026-11-01T05:30:00.000Z", "the first 01:30 (EDT)");
    assert.equal(resolve("2026-12-01T10:00", "Asia/Singapore"), "2026-12-01T02:00:00.000Z");
    assert.equal(toLocal(new Date("2027-03-28T01:00:00Z"), "Europe/Warsaw"), "2027-03-28T03:00");
    for (const bad of [
      "2026-02-29T10:00",
      "2026-13-01T10:00",
      "2026-01-01T24:00",
      "2026-01-01T10:60",
      "2026-1-1T10:00",
      "",
    ]) {
      assert.deepEqual(fromLocal(bad, "Europe/Warsaw"), { ok: false, reason: "malformed" }, bad);
    }
  });
});

describe("flight numbers", () => {
  test("as travellers type them, normalised", () => {
    const cases: [string, string | undefined][] = [
      ["LO 123", "LO 123"],
      ["lo123", "LO 123"],
      ["FR1234", "FR 1234"],
      ["LO0123", "LO 123"],
      ["w6 1105a", "W6 1105A"],
      ["U2-8071", "U2 8071"],
      ["DLH400", "DLH 400"],
      ["123", undefined],
      ["LO", undefined],
      ["LO 0", undefined],
      ["LO 12345", undefined],
      ["12 345", undefined],
      ["LO 12 3", undefined],
    ];
    for (const [input, expected] of cases) assert.equal(normaliseFlightNumber(input), expected, input);
  });
});

describe("collection codes", () => {
  test("six characters of the unambiguous alphabet, typed back however they are written", () => {
    for (const ambiguous of "0O1IL2Z5S8B") assert.ok(!CODE_ALPHABET.includes(ambiguous), ambiguous);
    const codes = new Set(Array.from({ length: 2000 }, newCollectionCode));
    assert.ok(codes.size > 1990, "codes are random");
    for (const code of codes) assert.match(code, new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    assert.equal(normaliseCollectionCode("k7m-4qx"), "K7M4QX");
    assert.equal(normaliseCollectionCode("acd-e34"), "ACDE34");
    assert.equal(normaliseCollectionCode(" ACD E34 "), "ACDE34");
    assert.equal(normaliseCollectionCode("ACDE3"), undefined);
    assert.equal(normaliseCollectionCode("ACDE30"), undefined, "0 is never in a code");
  });

  test("the QR code is an SVG of the code's modules", () => {
    const svg = qrSvg("ACDE34");
    assert.match(
      svg,
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/,
      "version 1 (21 modules) plus the quiet zone",
    );
    assert.notEqual(svg, qrSvg("ACDE36"));
  });

  test("the e-mail's PNG: a one-bit image of the same modules, six pixels each, with its quiet zone", () => {
    const png = qrPng("ACDE34");
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.toString("ascii", 12, 16), "IHDR");
    assert.equal(png.readUInt32BE(16), 29 * 6, "width");
    assert.equal(png.readUInt32BE(20), 29 * 6, "height");
    assert.deepEqual([...png.subarray(24, 26)], [1, 0], "one bit, greyscale");
    assert.equal(png.toString("ascii", png.length - 8, png.length - 4), "IEND");
    // Each module of the SVG's path is six black pixels here: the top-left finder's first row is dark.
    const raw = zlib.inflateSync(png.subarray(41, png.length - 12));
    const row = 4 * 6; // the first row of modules, under the quiet zone
    const rowBytes = Math.ceil((29 * 6) / 8) + 1;
    const pixel = (x: number, y: number) => (raw[y * rowBytes + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1;
    assert.equal(pixel(4 * 6, row), 0, "dark (0) where the finder pattern starts");
    assert.equal(pixel(0, 0), 1, "white quiet zone");
  });
});

describe("age on a day", () => {
  test("birthdays, leap days", () => {
    assert.equal(ageOn("2008-11-22", "2026-11-22"), 18);
    assert.equal(ageOn("2008-11-23", "2026-11-22"), 17);
    assert.equal(ageOn("2008-02-29", "2026-02-28"), 17);
    assert.equal(ageOn("2008-02-29", "2026-03-01"), 18);
  });
});
