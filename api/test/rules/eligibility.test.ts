import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  DESTINATION_RULES,
  LIQUIDS_RESCREENING,
  WORLD_AIRPORTS,
  findAirport,
  liquidsAdvice,
  saleFor,
  territoryOf,
  tripDuty,
} from "../../src/rules/index.ts";
import { AIRPORTS } from "../../src/db/seed/airports.ts";

const trip = (departure: string, destination: string, connections: string[] = []) => ({ departure, destination, connections });

describe("the airports table", () => {
  test("has at least 200 airports, each code once, and every airport the shop seeds", () => {
    assert.ok(WORLD_AIRPORTS.length >= 200, `${WORLD_AIRPORTS.length}`);
    const codes = WORLD_AIRPORTS.map((a) => a.iata);
    assert.equal(new Set(codes).size, codes.length);
    for (const a of WORLD_AIRPORTS) {
      assert.match(a.iata, /^[A-Z]{3}$/);
      assert.match(a.country, /^[A-Z]{2}$/);
      assert.ok(a.name.trim() && a.city.trim());
    }
    for (const seeded of AIRPORTS) assert.equal(findAirport(seeded.iata)?.country, seeded.countryCode, seeded.iata);
  });

  test("finds codes in any case", () => assert.equal(findAirport("jfk")?.iata, "JFK"));
});

describe("duty-free or duty-paid: the final destination's territory decides", () => {
  const cases: [string, string, string[], "duty-free" | "duty-paid"][] = [
    ["WAW", "FRA", [], "duty-paid"], // inside the EU
    ["WAW", "CDG", ["FRA"], "duty-paid"], // a connection does not make it export
    ["WAW", "JFK", ["AMS"], "duty-free"], // leaving the EU through an EU hub
    ["FRA", "LHR", [], "duty-free"], // Great Britain has been outside since 2021
    ["LHR", "CDG", [], "duty-free"],
    ["ZRH", "FRA", [], "duty-free"], // Switzerland is outside the EU
    ["FRA", "MUC", [], "duty-paid"], // domestic
    ["JFK", "LAX", [], "duty-paid"], // domestic
    ["IST", "FRA", [], "duty-free"], // Turkey's customs union with the EU leaves excise out
    ["MAD", "LPA", [], "duty-free"], // the Canary Islands are outside the EU's excise territory
  ];
  for (const [from, to, via, duty] of cases) {
    test(`${from} → ${to}${via.length ? ` via ${via.join(", ")}` : ""}: ${duty}`, () => {
      assert.equal(tripDuty(trip(from, to, via)), duty);
    });
  }

  test("an airport the table does not know gives no answer", () => assert.equal(tripDuty(trip("WAW", "QQQ")), undefined));
  test("territories", () => {
    assert.equal(territoryOf(findAirport("WAW")!), "EU");
    assert.equal(territoryOf(findAirport("LPA")!), "IC");
    assert.equal(territoryOf(findAirport("LHR")!), "GB");
  });
});

describe("how the departure airport sells a size for the trip", () => {
  const whisky = { price: "40.00", duty_paid_price: "52.80" };
  const perfume = { price: "60.00", duty_paid_price: null };
  const noDutyPaid = { price: "40.00", duty_paid_price: null };

  test("duty-free at its price when the trip leaves the territory, or no trip is stated", () => {
    assert.deepEqual(saleFor(trip("WAW", "JFK"), "spirits", whisky), { status: "duty-free", price: "40.00" });
    assert.deepEqual(saleFor(undefined, "spirits", whisky), { status: "duty-free", price: "40.00" });
  });
  test("duty-paid at the duty-paid price inside the territory", () => {
    assert.deepEqual(saleFor(trip("WAW", "FRA"), "spirits", whisky), { status: "duty-paid", price: "52.80" });
  });
  test("excise goods without a duty-paid price are not sold for a duty-paid trip; other goods keep their price", () => {
    assert.deepEqual(saleFor(trip("WAW", "FRA"), "wine", noDutyPaid), { status: "not-sold", reason: "duty-paid-only" });
    assert.deepEqual(saleFor(trip("WAW", "FRA"), "perfume", perfume), { status: "duty-paid", price: "60.00" });
  });
  test("an airport that sells no tobacco online: not sold, whatever the trip", () => {
    assert.deepEqual(saleFor(trip("LHR", "JFK"), "cigarettes", whisky), { status: "not-sold", reason: "not-online" });
    assert.equal(saleFor(trip("LHR", "JFK"), "spirits", whisky).status, "duty-free");
  });
});

describe("liquids advice on connections", () => {
  const litre = { volumeMl: 1000, quantity: 2 };
  const small = { volumeMl: 100, quantity: 3 };

  test("none without connections, or without anything over 100 ml", () => {
    assert.equal(liquidsAdvice(trip("WAW", "JFK"), [litre]), undefined);
    assert.equal(liquidsAdvice(trip("WAW", "JFK", ["AMS"]), [small]), undefined);
  });

  test("a connection: the units over 100 ml and each connection's outcome", () => {
    const advice = liquidsAdvice(trip("AMS", "LAX", ["JFK"]), [litre, small]);
    assert.ok(advice);
    assert.equal(advice.units, 2);
    assert.equal(advice.connections[0].iata, "JFK");
    assert.equal(advice.connections[0].country, "US");
    assert.notEqual(advice.connections[0].outcome, "unknown");
    assert.ok(advice.connections[0].maxHours > 0);
  });

  test("a connection in a country with no rule on file is flagged as unknown, one with a rule has its outcome", () => {
    const listed = new Set(LIQUIDS_RESCREENING.map((r) => r.country));
    const unlisted = WORLD_AIRPORTS.find((a) => !listed.has(a.country));
    assert.ok(unlisted, "the table has countries the liquids file does not list");
    const advice = liquidsAdvice(trip("WAW", "JFK", [unlisted.iata, "JFK"]), [litre]);
    assert.equal(advice?.connections[0].outcome, "unknown");
    assert.equal(advice?.connections[1].outcome, LIQUIDS_RESCREENING.find((r) => r.country === "US")!.outcome);
    assert.equal(advice?.risk, true);
  });

  test("every rules entry's countries are real airports' countries somewhere in the table", () => {
    const countries = new Set(WORLD_AIRPORTS.map((a) => a.country));
    for (const rules of DESTINATION_RULES) {
      assert.ok(rules.countries.some((c) => countries.has(c)), `${rules.id}: no airport in the table`);
    }
  });
});
