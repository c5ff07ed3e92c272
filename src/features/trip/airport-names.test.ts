import { describe, expect, it } from "@jest/globals";
import { airportLabel, parseAirport } from "./airport-names";

describe("reading the airport a traveller typed", () => {
  it.each([
    ["jfk", { code: "JFK" }],
    [" LHR ", { code: "LHR" }],
    [airportLabel("FRA"), { code: "FRA" }],
    ["Los Angeles", { code: "LAX" }], // not LOS (Lagos): a code is three letters alone
    ["Frankfurt am Main", { code: "FRA" }],
    ["Amsterdam Airport Schiphol", { code: "AMS" }],
  ])("%s", (typed, expected) => expect(parseAirport(typed)).toEqual(expected));

  it("a city with several airports asks which one", () => {
    const london = parseAirport("London");
    expect(london && "ambiguous" in london && london.ambiguous).toEqual(expect.arrayContaining(["LHR", "LGW"]));
  });

  it("nothing known: undefined", () => {
    expect(parseAirport("Atlantis")).toBeUndefined();
    expect(parseAirport("QQQ")).toBeUndefined();
    expect(parseAirport("")).toBeUndefined();
  });
});
