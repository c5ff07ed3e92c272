import { describe, expect, it } from "@jest/globals";
import { DEFAULT_AFTER_SIGN_IN, safeNext, signInPath } from "./safe-next";

const origin = "https://shop.example";

describe("safeNext", () => {
  it.each([
    ["/my-lists/", "/my-lists/"],
    ["/search/?q=gin&page=2", "/search/?q=gin&page=2"],
    ["/products/gin/#reviews", "/products/gin/#reviews"],
    ["/a/../my-lists/", "/my-lists/"],
    ["/caf%C3%A9/", "/caf%C3%A9/"],
    ["/user-account/settings/", "/user-account/settings/"],
    // Encoded slashes stay encoded: a path on this site, not a host.
    ["/%2F%2Fevil.example/x", "/%2F%2Fevil.example/x"],
    ["/%5Cevil.example/x", "/%5Cevil.example/x"],
    ["/%09/evil.example/x", "/%09/evil.example/x"],
  ])("keeps the page of this site %j as %j", (next, expected) => {
    expect(safeNext(next, DEFAULT_AFTER_SIGN_IN, origin)).toBe(expected);
  });

  it.each([
    // Absolute and protocol-relative URLs.
    "https://evil.example/x",
    "http://shop.example/x",
    "//evil.example/x",
    "///evil.example/x",
    "/\\evil.example/x",
    "\\\\evil.example/x",
    "/\\/evil.example/x",
    // Browsers drop tabs and newlines inside URLs: each of these is "//evil.example/x" to them.
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "/\r/evil.example/x",
    "/\r\n/evil.example/x",
    "/\t\\evil.example/x",
    "\t//evil.example/x",
    // Other control characters and spaces before the slash.
    "/\u0000/evil.example/x",
    "/\u001f/evil.example/x",
    "/\u007f/evil.example/x",
    " //evil.example/x",
    // Paths that resolve to a leading "//".
    "/.//evil.example/x",
    "/./\\evil.example/x",
    "/x/..//evil.example/x",
    // Other schemes and relative forms.
    "javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example/x",
    "?next=//evil.example",
    "",
    // The sign-in page itself would loop.
    "/sign-in/",
    "/sign-in/?next=/my-lists/",
  ])("refuses %j", (next) => {
    expect(safeNext(next, DEFAULT_AFTER_SIGN_IN, origin)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("refuses a missing value and uses the given fallback", () => {
    expect(safeNext(null, "/", origin)).toBe("/");
    expect(safeNext(undefined, "/", origin)).toBe("/");
  });

  it("resolves against the page's own origin by default", () => {
    expect(safeNext("/my-lists/")).toBe("/my-lists/");
    expect(safeNext("/\t/evil.example/x")).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("round-trips what signInPath writes", () => {
    const next = new URL(signInPath("/search/?q=a&b=c"), origin).searchParams.get("next");
    expect(safeNext(next, DEFAULT_AFTER_SIGN_IN, origin)).toBe("/search/?q=a&b=c");
  });
});
