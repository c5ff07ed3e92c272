import { describe, expect, it } from "@jest/globals";
import { asciiHtml } from "./ascii-html";

const NON_ASCII = /[^\x00-\x7f]/;

/** The document a browser builds from `html` (jsdom's HTML parser, the WHATWG algorithm). */
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/**
 * CSS Syntax 3, "consume an escaped code point": a backslash, one to six hex digits, and one
 * whitespace character after them if there is one, which belongs to the escape.
 */
const cssUnescape = (css: string) =>
  css.replace(/\\([0-9a-fA-F]{1,6})[ \t\n]?/g, (_escape, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

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

  it("escapes inside a JSON <script> (JSON-LD) so that it parses to the same data", () => {
    const data = { "@type": "Product", name: "Crème – 🛫", offers: { priceCurrency: "€" } };
    const ascii = asciiHtml(`<head><script type="application/ld+json">${JSON.stringify(data)}</script></head>`);
    expect(ascii).not.toMatch(NON_ASCII);
    expect(JSON.parse(parse(ascii).querySelector("script")?.textContent ?? "")).toEqual(data);
  });

  it("escapes inside <style> as CSS reads it: the character after an escape stays itself, a space or a hex digit", () => {
    const css = 'li+li::before{content:"›"}.a::after{content:"🛫 x"}.b::after{content:"é9 é"}';
    const ascii = asciiHtml(`<style>${css}</style><p>›</p>`);
    expect(ascii).not.toMatch(NON_ASCII);
    const style = parse(ascii).querySelector("style")?.textContent ?? "";
    expect(style).toContain('content:"\\203a "');
    expect(cssUnescape(style)).toBe(css);
    expect(ascii).toContain("<p>&#8250;</p>");
  });

  it("leaves text where an escape would not mean the same: comments, JavaScript, raw-text elements", () => {
    const kept = [
      "<!-- Café -->",
      "<script>const s = String.raw`é`;</script>",
      '<script type="text/template"><b>é</b></script>',
      "<noscript>Café</noscript>",
      "<xmp>é</xmp>",
      "<iframe>é</iframe>",
    ];
    for (const html of kept) expect(asciiHtml(html)).toBe(html);
  });

  it("leaves the tags react-helmet manages as they are, since it compares them with what it renders in the browser", () => {
    const html = '<script data-react-helmet="true" type="application/ld+json">{"name":"é"}</script>';
    expect(asciiHtml(html)).toBe(html);
  });

  it("reads a tag name to its end: a custom element named script-… is ordinary markup", () => {
    expect(asciiHtml("<script-box>Café</script-box><script>1</script>")).toBe(
      "<script-box>Caf&#233;</script-box><script>1</script>",
    );
  });

  it("escapes an attribute of a raw-text element as an attribute, and leaves markup that only looks like a tag in text alone", () => {
    const ascii = asciiHtml('<style data-label="é">p{}</style><p>&lt;script&gt; é</p>');
    expect(ascii).toBe('<style data-label="&#233;">p{}</style><p>&lt;script&gt; &#233;</p>');
  });
});
