import { afterEach, describe, expect, it } from "@jest/globals";
import { getQueryParam } from "./query-param";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("getQueryParam (the specification's query-string helper)", () => {
  it("reads a parameter of the current URL, decoded", () => {
    window.history.replaceState(null, "", "/search/?q=Caf%C3%A9+cr%C3%A8me&page=2");
    expect(getQueryParam("q")).toBe("Café crème");
    expect(getQueryParam("page")).toBe("2");
  });

  it("answers null for a parameter that is not there, and the first of repeated ones", () => {
    window.history.replaceState(null, "", "/?a=1&a=2");
    expect(getQueryParam("missing")).toBeNull();
    expect(getQueryParam("a")).toBe("1");
  });

  it("reads a given query string instead of the URL's", () => {
    expect(getQueryParam("next", "?next=%2Fmy-lists%2F")).toBe("/my-lists/");
  });
});
