import { describe, expect, it } from "@jest/globals";
import { jsonLd } from "./json-ld";

describe("jsonLd", () => {
  it("escapes < so API text cannot close the script element", () => {
    const out = jsonLd({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(JSON.parse(out).name).toBe("</script><script>alert(1)</script>");
  });

  it("writes every character outside ASCII as a JSON escape of the same string", () => {
    const data = { name: "Crème brûlée – Gdańsk", note: "line\u2028separator", emoji: "🛫" };
    const out = jsonLd(data);
    expect(out).toMatch(/^[\x00-\x7f]*$/);
    expect(out).toContain("Cr\\u00e8me");
    expect(JSON.parse(out)).toEqual(data);
  });
});
