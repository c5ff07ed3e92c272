import { describe, expect, it } from "@jest/globals";
import { deserialiseProduct, packProduct, serialiseProduct, unpackProduct } from "./product-context";
import { airports, product, productDetail } from "../test-fixtures/catalogue";

describe("product page context", () => {
  const related = [
    product("ocean-breeze", { image: { url: "/media/products/ocean-breeze.svg", width: 600, height: 600, alt: "Ocean Breeze" } }),
    product("highland-twelve", { category: { slug: "spirits", name: "Spirits" }, subcategory: { slug: "whisky", name: "Whisky" } }),
  ];
  const detail = { ...productDetail, related };

  it("leaves out what the site data and the product already say, and puts it back", () => {
    const packed = packProduct(detail, airports);
    expect(packed.availability).toEqual([
      { airport: "waw", price: "40.00", in_stock: true },
      { airport: "krk", price: "42.00", in_stock: false },
    ]);
    expect(packed.related[0]).not.toHaveProperty("category");
    expect(packed.related[0]).not.toHaveProperty("subcategory");
    expect(packed.related[0].image).toEqual({ url: "/media/products/ocean-breeze.svg", width: 600, height: 600 });
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(detail).length);
    expect(unpackProduct(JSON.parse(JSON.stringify(packed)), airports)).toEqual(detail);
  });

  it("travels in the page context as one JSON string, the packed product, and comes back whole", () => {
    const text = serialiseProduct(detail, airports);
    expect(typeof text).toBe("string");
    expect(JSON.parse(text)).toEqual(packProduct(detail, airports));
    expect(deserialiseProduct(text, airports)).toEqual(detail);
  });

  it("keeps whatever differs from the site data or from the product as it came", () => {
    const renamed = airports.map((a) => (a.slug === "krk" ? { ...a, terminals: ["T1", "T2"] } : a));
    const packed = packProduct(detail, renamed);
    expect(packed.availability[1]).toEqual(productDetail.availability[1]);
    expect(packed.related[1].category).toEqual({ slug: "spirits", name: "Spirits" });
    expect(packed.related[1].image.alt).toBe("A bottle of highland-twelve");
    expect(unpackProduct(packed, renamed)).toEqual(detail);
    // An airport missing from the site data is kept whole (its row is never packed).
    expect(unpackProduct(packProduct(detail, airports.slice(0, 1)), airports.slice(0, 1))).toEqual(detail);
  });

  it("refuses a packed row whose airport the site data does not have", () => {
    expect(() => unpackProduct(packProduct(detail, airports), airports.slice(1))).toThrow(/airport waw/);
  });
});
