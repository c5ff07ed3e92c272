import { AIRPORTS } from "./airports.ts";
import { ARTICLES, BLOG_CATEGORIES } from "./articles.ts";
import { BRANDS, CATEGORIES, type SubcategorySeed } from "./catalogue.ts";
import { CURRENCIES } from "./currencies.ts";
import { Random, slugify } from "./random.ts";
import { SECTIONS } from "./sections.ts";

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
  price: string;
  adult: boolean;
  featured: boolean;
  imageCount: number;
  createdAt: string;
}

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

/** A name repeated with another size or edition gets a series word, as real ranges do. */
const SERIES: Record<string, string> = {
  spirits: "Batch",
  "wine-champagne": "Cuvée",
  tobacco: "Series",
  "electronics-travel": "Gen",
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
  const brands = BRANDS.map((b, i) => ({ id: i + 1, slug: slugify(b.name), ...b }));
  const categories = CATEGORIES.map((c, i) => ({ id: i + 1, position: i, ...c }));
  const subcategories = categories
    .flatMap((c) =>
      c.subcategories.map((s, j) => ({ ...s, categoryId: c.id, categorySlug: c.slug, adult: c.adult, position: j })),
    )
    .map((s, i) => ({ ...s, id: i + 1 }));

  const brandsBySub = new Map<string, typeof brands>();
  for (const b of brands) for (const s of b.subcategories) brandsBySub.set(s, [...(brandsBySub.get(s) ?? []), b]);

  const cycle = subcategories.flatMap((s) => Array.from({ length: WEIGHTS[s.slug] ?? 1 }, () => s));
  const seenNames = new Map<string, number>();
  const seenSlugs = new Set<string>();
  const products: ProductRow[] = [];
  const availability: AvailabilityRow[] = [];

  for (let i = 0; i < productCount; i++) {
    const sub = cycle[i % cycle.length];
    const brand = random.pick(brandsBySub.get(sub.slug)!);
    const line = random.pick(sub.lines);
    const size = random.pick(sub.sizes);
    const base = `${brand.name} ${line}`;
    const repeat = seenNames.get(`${base}|${size}`) ?? 0;
    seenNames.set(`${base}|${size}`, repeat + 1);
    const name = repeat === 0 ? base : `${base} ${SERIES[sub.categorySlug] ?? "Edition"} ${repeat + 1}`;
    // Several words, so always a dash: a product slug must never equal a static path under
    // /api/products/ ("details", "mainpage"), which would shadow its detail route.
    let slug = slugify(`${name} ${size}`);
    while (seenSlugs.has(slug)) slug = `${slug}-${i}`;
    seenSlugs.add(slug);

    const [min, max] = sub.price;
    const basePrice = min + (max - min) * random.next() ** 2;
    const id = i + 1;
    products.push({
      id,
      slug,
      sku: `${sub.slug.slice(0, 3).toUpperCase()}-${String(id).padStart(6, "0")}`,
      name,
      brandId: brand.id,
      brandName: brand.name,
      keywords: `${sub.name} ${categories[sub.categoryId - 1].name}`,
      categoryId: sub.categoryId,
      subcategoryId: sub.id,
      size,
      description: describe(sub, brand.description, random),
      price: shelfPrice(basePrice, random),
      adult: sub.adult,
      featured: i % 25 === 3,
      imageCount: random.int(1, 3),
      createdAt: new Date(BASE_DATE - random.int(0, 540 * 24) * 3600_000).toISOString(),
    });

    const listed = airports.filter((a) => random.chance(HUBS.has(a.iata) ? 0.75 : 0.5));
    if (listed.length === 0) listed.push(airports[i % airports.length]);
    for (const a of listed) {
      const factor = AIRPORT_PRICE_FACTOR[a.countryCode] * (0.96 + random.next() * 0.08);
      availability.push({
        productId: id,
        airportId: a.id,
        price: shelfPrice(basePrice * factor, random),
        inStock: random.chance(0.92),
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
      productIds: random.sample(matching, s.size).map((p) => p.id),
    };
  });

  const blogCategories = BLOG_CATEGORIES.map((c, i) => ({ id: i + 1, position: i, ...c }));
  const articles = ARTICLES.map((a, i) => {
    const subIds = new Set(subcategories.filter((sc) => a.subcategories.includes(sc.slug)).map((sc) => sc.id));
    return {
      id: i + 1,
      slug: slugify(a.title),
      ...a,
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
    availability,
    sections,
    blogCategories,
    articles,
    currencies,
  };
}

export type Catalogue = ReturnType<typeof generateCatalogue>;

function describe(sub: SubcategorySeed, brandStory: string, random: Random): string {
  return [...random.sample(sub.notes, 2), brandStory].join(" ");
}
