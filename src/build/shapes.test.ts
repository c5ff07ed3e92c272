/** @jest-environment node */
import { describe, expect, it } from "@jest/globals";
import { asAirportDetail } from "./shapes";
import { airportDetail } from "../test-fixtures/airport";

describe("build shapes", () => {
  it("takes an airport's detail, and stops the build on a list-shaped answer (an API without airport shops)", () => {
    const url = "http://api.test/api/airports/waw/";
    expect(asAirportDetail(airportDetail, url)).toBe(airportDetail);
    const { shops: _shops, ...listed } = airportDetail;
    expect(() => asAirportDetail(listed, url)).toThrow(/"shops" should be an array \(item "waw"\)/);
    expect(() => asAirportDetail(listed, url)).toThrow(url);
  });
});
