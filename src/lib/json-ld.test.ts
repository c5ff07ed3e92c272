import { describe, expect, it } from "@jest/globals";
import { jsonLd } from "./json-ld";

describe("jsonLd", () => {
  it("escapes < so API text cannot close the script element", () => {
    const out = jsonLd({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(JSON.parse(out).name).toBe("</script><script>alert(1)</script>");
  });
});
