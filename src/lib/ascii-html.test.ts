import { describe, expect, it } from "@jest/globals";
import { asciiHtml } from "./ascii-html";

const NON_ASCII = /[^\x00-\x7f]/;

/** The document a browser builds from `html` (jsdom's HTML parser, the WHATWG algorithm). */
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("asciiHtml", () => {
  it("hands back an ASCII page as it is", () => {
    const html = '<p class="x">Duty free &amp; more</p>';
    expect(asciiHtml(html)).toBe(html);
  });

  it("writes text and attribute values as character references the parser turns back into the same characters", () => {
    const html =
      '<html><head><title>Chanel N°5 – Gdańsk</title><meta name="description" content="Crème brûlée · 25 €"></head>' +
      '<body><nav aria-label="Kraków › Łódź"><a href="/p/" title="£ ¥ ₺ د.إ">Zürich … ©</a></nav><p>Emoji 🛫 and 日本語</p>' +
      "<textarea>Naïve</textarea></body></html>";
    const ascii = asciiHtml(html);
    expect(ascii).not.toMatch(NON_ASCII);
    expect(ascii).toContain("Gda&#324;sk");
    expect(ascii).toContain("&#128747;"); // one reference for the whole code point, not two halves
    expect(parse(ascii).documentElement.outerHTML).toBe(parse(html).documentElement.outerHTML);
  });

  it("escapes inside <script> as JavaScript does, so JSON-LD parses to the same data", () => {
    const data = { "@type": "Product", name: "Crème – 🛫", offers: { priceCurrency: "€" } };
    const html = `<head><script type="application/ld+json">${JSON.stringify(data)}</script><script>window.x = "ń";</script></head>`;
    const ascii = asciiHtml(html);
    expect(ascii).not.toMatch(NON_ASCII);
    const [jsonLd, inline] = Array.from(parse(ascii).querySelectorAll("script"));
    expect(JSON.parse(jsonLd.textContent ?? "")).toEqual(data);
    expect(inline.textContent).toBe('window.x = "\\u0144";');
    expect(new Function(`const window = {}; ${inline.textContent}; return window.x;`)()).toBe("ń");
  });

  it("escapes inside <style> as CSS does (six hex digits, so no space is needed after them)", () => {
    const ascii = asciiHtml('<style>li+li::before{content:"›"}.a::after{content:"🛫 x"}</style><p>›</p>');
    expect(ascii).toBe('<style>li+li::before{content:"\\00203a"}.a::after{content:"\\01f6eb x"}</style><p>&#8250;</p>');
  });

  it("escapes an attribute of a <script> tag as an attribute, and leaves markup that only looks like a tag in text alone", () => {
    const ascii = asciiHtml('<script data-label="é">var a = "é";</script><p>&lt;script&gt; é</p>');
    expect(ascii).toBe('<script data-label="&#233;">var a = "\\u00e9";</script><p>&lt;script&gt; &#233;</p>');
  });
});
