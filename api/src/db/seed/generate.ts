import { AIRPORTS } from "./airports.ts";
import { ARTICLES, BLOG_CATEGORIES } from "./articles.ts";
import { BRANDS, CATEGORIES, type SubcategorySeed } from "./catalogue.ts";
import { CURRENCIES } from "./currencies.ts";
import { Random, slugify } from "./random.ts";
import { SECTIONS } from "./sections.ts";
import { NAME_WORDS, uniqueName } from "./product-names.ts";
import { ruleFactsOf, sizeFactsOf, type RuleFacts, type SizeFacts } from "./rule-facts.ts";
import { pickSizes, sizePriceFactor } from "./sizes.ts";
import { describedIn, translationsOf, type Translations } from "./translations/index.ts";

export interface ProductRow {
  id: number;
  slug: string;
  sku: string;
  name: string;
  brandId: number;
  brandName: string;
  keywords: string;
  categoryId: number;
  subcategoryId: number;
  size: string;
  description: string;
  /** The description in other languages (migration 008), composed from the same facts. */
  translations: Translations;
  price: string;
  adult: boolean;
  featured: boolean;
  imageCount: number;
  createdAt: string;
  /** What the trip's rules need (migration 010). */
  facts: RuleFacts;
}

/** A size of a product: its own SKU and base USD price. */
export interface VariantRow {
  id: number;
  productId: number;
  sku: string;
  size: string;
  position: number;
  price: string;
  /** The unrounded price that airport prices derive from. */
  basePrice: number;
  facts: SizeFacts;
}

/** A size's offer at an airport. */
export interface OfferRow {
  variantId: number;
  airportId: number;
  price: string;
  dutyPaidPrice: string | null;
  stock: number;
  sold: boolean;
}

/** An old size page's slug and the product and size it leads to. */
export interface RedirectRow {
  oldSlug: string;
  productId: number;
  variantId: number;
}

/** A product's summary at an airport: its lowest size price there and whether any size is in stock. */
export interface AvailabilityRow {
  productId: number;
  airportId: number;
  price: string;
  inStock: boolean;
}

/** How many of the products each subcategory gets, relative to the others. */
const WEIGHTS: Record<string, number> = {
  whisky: 4,
  vodka: 2,
  gin: 2,
  "red-wine": 2,
  champagne: 2,
  "womens-fragrances": 3,
  "mens-fragrances": 3,
  skincare: 3,
  makeup: 2,
  chocolate: 3,
};

/** Airport prices differ a little from the base USD price: local taxes, rents and exchange rates. */
const AIRPORT_PRICE_FACTOR: Record<string, number> = {
  PL: 0.94,
  DE: 1.0,
  AT: 1.01,
  CH: 1.09,
  GB: 1.05,
  FR: 1.03,
  NL: 1.02,
  TR: 0.96,
  AE: 0.97,
  SG: 1.04,
  US: 1.06,
};
/** Bigger hubs carry more of the range. */
const HUBS = new Set(["LHR", "CDG", "FRA", "DXB", "SIN", "IST", "AMS", "JFK"]);

const BASE_DATE = Date.UTC(2025, 5, 1);

/** A shelf price: whole dollars ending in .00, .50, .90 or .99. */
function shelfPrice(value: number, random: Random): string {
  const whole = Math.max(1, Math.floor(value));
  return (whole + random.pick([0, 0.5, 0.9, 0.99])).toFixed(2);
}

export function generateCatalogue(productCount: number) {
  const random = new Random(20250601);

  const airports = AIRPORTS.map((a, i) => ({ id: i + 1, slug: a.iata.toLowerCase(), ...a }));
  const brands = BRANDS.map((b, i) => ({
    id: i + 1,
    slug: slugify(b.name),
    ...b,
    translations: translationsOf("brands", b.name),
  }));
  const categories = CATEGORIES.map((c, i) => ({
    id: i + 1,
    position: i,
    ...c,
    translations: translationsOf("categories", c.slug),
  }));
  const subcategories = categories
    .flatMap((c) =>
      c.subcategories.map((s, j) => ({
        ...s,
        categoryId: c.id,
        categorySlug: c.slug,
        adult: c.adult,
        position: j,
        translations: translationsOf("subcategories", s.slug, ({ name, description }) => ({ name, description })),
      })),
    )
    .map((s, i) => ({ ...s, id: i + 1 }));

  const brandsBySub = new Map<string, typeof brands>();
  for (const b of brands) for (const s of b.subcategories) brandsBySub.set(s, [...(brandsBySub.get(s) ?? []), b]);

  const cycle = subcategories.flatMap((s) => Array.from({ length: WEIGHTS[s.slug] ?? 1 }, () => s));
  const seenNames = new Set<string>();
  const seenSlugs = new Set<string>();
  const products: ProductRow[] = [];
  const variants: VariantRow[] = [];
  const offers: OfferRow[] = [];
  const redirects: RedirectRow[] = [];
  const availability: AvailabilityRow[] = [];

  for (let i = 0; i < productCount; i++) {
    const sub = cycle[i % cycle.length];
    const words = NAME_WORDS[sub.categorySlug];
    // A brand's line with a style and an accent: distinct names for as many products as are asked for;
    // another brand or line when every name of this one is taken (not before ≈ 70,000 products).
    let brand = random.pick(brandsBySub.get(sub.slug)!);
    let name = uniqueName(brand.name, random.pick(sub.lines), words, random, seenNames);
    while (name === undefined) {
      brand = random.pick(brandsBySub.get(sub.slug)!);
      name = uniqueName(brand.name, random.pick(sub.lines), words, random, seenNames);
    }
    seenNames.add(name);
    // Brand and line make several words, so always a dash: a product slug must never equal a static
    // path under /api/products/ ("details", "mainpage"), which would shadow its detail route.
    let slug = slugify(name);
    while (seenSlugs.has(slug)) slug = `${slug}-${i}`;
    seenSlugs.add(slug);

    const id = i + 1;
    const sizeIndexes = pickSizes(sub.sizes, random);
    const [min, max] = sub.price;
    // The subcategory's price range is that of its middle size.
    const referencePrice = min + (max - min) * random.next() ** 2;
    const reference = Math.floor((sub.sizes.length - 1) / 2);
    const skuStem = `${sub.slug.slice(0, 3).toUpperCase()}-${String(id).padStart(6, "0")}`;
    const facts = ruleFactsOf(sub.slug, id);
    const productVariants = sizeIndexes.map((sizeIndex, position) => {
      const variant: VariantRow = {
        id: variants.length + 1,
        productId: id,
        sku: sizeIndexes.length === 1 ? skuStem : `${skuStem}-${position + 1}`,
        size: sub.sizes[sizeIndex],
        position,
        basePrice: referencePrice * sizePriceFactor(sub.sizes, sizeIndex, reference),
        price: "",
        facts: sizeFactsOf(facts.kind, sub.sizes[sizeIndex]),
      };
      variant.price = shelfPrice(variant.basePrice, random);
      variants.push(variant);
      return variant;
    });
    const fromPrice = productVariants.reduce((low, v) => (Number(v.price) < Number(low) ? v.price : low), productVariants[0].price);
    products.push({
      id,
      slug,
      sku: productVariants[0].sku,
      name,
      brandId: brand.id,
      brandName: brand.name,
      // Searched like the name (migration 001's `search`): the kind of product in every language, so that
      // "wódka" or "Wodka" finds the vodkas.
      keywords: keywordsOf(sub, categories[sub.categoryId - 1]),
      categoryId: sub.categoryId,
      subcategoryId: sub.id,
      size: productVariants[0].size,
      ...describe(sub, brand, random),
      price: fromPrice,
      adult: sub.adult,
      featured: i % 25 === 3,
      imageCount: random.int(1, 3),
      createdAt: new Date(BASE_DATE - random.int(0, 540 * 24) * 3600_000).toISOString(),
      facts,
    });
    // The pages sizes had when each size was a product of its own ("<name>-<size>") lead to the product.
    for (const v of productVariants) {
      const oldSlug = slugify(`${name} ${v.size}`);
      if (productVariants.length > 1 && !seenSlugs.has(oldSlug)) redirects.push({ oldSlug, productId: id, variantId: v.id });
    }

    const listed = airports.filter((a) => random.chance(HUBS.has(a.iata) ? 0.75 : 0.5));
    if (listed.length === 0) listed.push(airports[i % airports.length]);
    for (const a of listed) {
      const factor = AIRPORT_PRICE_FACTOR[a.countryCode] * (0.96 + random.next() * 0.08);
      // An airport carries most of a product's sizes, and always at least one.
      const carried = productVariants.filter((_, k) => k === 0 || random.chance(0.85));
      const here = carried.map((v) => {
        const price = shelfPrice(v.basePrice * factor, random);
        const offer: OfferRow = {
          variantId: v.id,
          airportId: a.id,
          price,
          // Alcohol and tobacco pay excise and VAT when bought duty-paid (inside a customs union).
          dutyPaidPrice: sub.adult ? shelfPrice(Number(price) * 1.32, random) : null,
          stock: random.chance(0.92) ? random.int(1, 60) : 0,
          sold: true,
        };
        offers.push(offer);
        return offer;
      });
      // The product's row per airport, as refresh_product_offers() (migration 005) derives it.
      availability.push({
        productId: id,
        airportId: a.id,
        price: here.reduce((low, o) => (Number(o.price) < Number(low) ? o.price : low), here[0].price),
        inStock: here.some((o) => o.stock > 0),
      });
    }
  }

  const sections = SECTIONS.map((s, i) => {
    const subIds = new Set(subcategories.filter((sc) => s.subcategories.includes(sc.slug)).map((sc) => sc.id));
    const matching = products.filter(
      (p) =>
        subIds.has(p.subcategoryId) &&
        (s.maxPrice === undefined || Number(p.price) <= s.maxPrice) &&
        (s.minPrice === undefined || Number(p.price) >= s.minPrice),
    );
    return {
      id: i + 1,
      slug: slugify(s.name),
      position: i,
      ...s,
      translations: translationsOf("sections", s.name),
      productIds: random.sample(matching, s.size).map((p) => p.id),
    };
  });

  const blogCategories = BLOG_CATEGORIES.map((c, i) => ({
    id: i + 1,
    position: i,
    ...c,
    translations: translationsOf("blogCategories", c.slug),
  }));
  const articles = ARTICLES.map((a, i) => {
    const subIds = new Set(subcategories.filter((sc) => a.subcategories.includes(sc.slug)).map((sc) => sc.id));
    return {
      id: i + 1,
      slug: slugify(a.title),
      ...a,
      translations: translationsOf("articles", a.title),
      categoryId: blogCategories.find((c) => c.slug === a.category)!.id,
      // One article a week, the first of the list the newest.
      publishedAt: new Date(BASE_DATE - i * 7 * 86400_000 - 9 * 3600_000).toISOString(),
      productIds: random
        .sample(
          products.filter((p) => subIds.has(p.subcategoryId)),
          4,
        )
        .map((p) => p.id),
    };
  });

  const currencies = CURRENCIES.map((c, i) => ({ ...c, position: i }));
  return {
    airports,
    brands,
    categories,
    subcategories,
    products,
    variants,
    offers,
    redirects,
    availability,
    sections,
    blogCategories,
    articles,
    currencies,
  };
}

export type Catalogue = ReturnType<typeof generateCatalogue>;

type Named = { name: string; translations: Translations };
const keywordsOf = (...named: Named[]) =>
  named.flatMap((n) => [n.name, ...Object.values(n.translations).map((t) => String(t.name ?? ""))]).join(" ").trim();

/** Two of the subcategory's notes and the brand's story, in English and in each translation. */
function describe(sub: SubcategorySeed, brand: { name: string; description: string }, random: Random) {
  const notes = random.sample(sub.notes.map((_, i) => i), 2);
  return {
    description: [...notes.map((i) => sub.notes[i]), brand.description].join(" "),
    translations: describedIn(sub.slug, brand.name, notes),
  };
}
