import { describe, expect, it } from "@jest/globals";
import { routeOf } from "./traveller-pages";

/** One component serves the traveller's four client-only routes, in every language. */
describe("Reserve & Collect's routes", () => {
  it("reads the route from the path and the query string", () => {
    expect(routeOf("/reserve/", "?list=12")).toEqual({ kind: "reserve", source: { list: 12 } });
    expect(routeOf("/pl/reserve/", "?product=malt-12&size=MALT-12-70CL&airport=waw")).toEqual({
      kind: "reserve",
      source: { product: "malt-12", size: "MALT-12-70CL", airport: "waw" },
    });
    expect(routeOf("/reserve/", "?list=abc")).toEqual({ kind: "reserve" });
    expect(routeOf("/reserve/", "")).toEqual({ kind: "reserve" });
    expect(routeOf("/my-reservations/", "")).toEqual({ kind: "reservations" });
    expect(routeOf("/de/my-reservations/", "?id=42")).toEqual({ kind: "reservations", id: 42 });
    expect(routeOf("/my-reservations/", "?id=not-an-id")).toEqual({ kind: "reservations" });
    expect(routeOf("/my-reservations/", "?id=-3")).toEqual({ kind: "reservations" });
    expect(routeOf("/counter/", "")).toEqual({ kind: "counter" });
    expect(routeOf("/my-lists/", "")).toEqual({ kind: "lists" });
    expect(routeOf("/de/my-lists/", "?x=1")).toEqual({ kind: "lists" });
    expect(routeOf("/pl/counter/", "")).toEqual({ kind: "counter" });
    expect(routeOf("/operator/", "")).toEqual({ kind: "operator" });
    expect(routeOf("/de/operator/", "")).toEqual({ kind: "operator" });
  });
});
