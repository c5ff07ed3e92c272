import type { APIRequestContext } from "@playwright/test";

/** URLs of one page of every type, found through the API as a visitor would reach them. */
export interface SampleUrls {
  /** A product outside the age-gated categories. */
  product: string;
  productName: string;
  brand: string;
  category: string;
  subcategory: string;
  adultCategory: { slug: string; name: string; url: string };
  section: string;
  article: string;
  blogCategory: string;
  /** A word that finds products. */
  searchTerm: string;
}

interface Paginated<T> {
  count: number;
  results: T[];
}
type Slugged = { slug: string; name: string };
type CategoryRow = Slugged & { adult: boolean; product_count: number; subcategories: (Slugged & { product_count: number })[] };

async function list<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`GET ${path} answered ${res.status()}`);
  const body = (await res.json()) as Paginated<T> | T[];
  return Array.isArray(body) ? body : body.results;
}

function first<T>(items: T[], what: string): T {
  if (!items.length) throw new Error(`the seeded catalogue has no ${what}`);
  return items[0];
}

let cached: Promise<SampleUrls> | undefined;

export function sampleUrls(request: APIRequestContext): Promise<SampleUrls> {
  cached ??= find(request);
  return cached;
}

async function find(request: APIRequestContext): Promise<SampleUrls> {
  const [categories, brands, sections, articles, blogCategories] = await Promise.all([
    list<CategoryRow>(request, "/api/categories/?page_size=100"),
    list<Slugged>(request, "/api/brands/?page_size=1"),
    list<Slugged>(request, "/api/thematic-sections/?page_size=1"),
    list<Slugged & { title: string }>(request, "/api/blog/articles/?page_size=1"),
    list<Slugged>(request, "/api/blog/categories/?page_size=1"),
  ]);
  const category = first(
    categories.filter((c) => !c.adult && c.product_count > 0 && c.subcategories.some((s) => s.product_count > 0)),
    "non-adult category with products in a subcategory",
  );
  const subcategory = category.subcategories.find((s) => s.product_count > 0)!;
  const adult = first(
    categories.filter((c) => c.adult && c.product_count > 0),
    "adult category",
  );
  const product = first(await list<Slugged>(request, `/api/products/?category=${category.slug}&page_size=1`), `product in ${category.slug}`);
  return {
    product: `/products/${product.slug}/`,
    productName: product.name,
    brand: `/brands/${first(brands, "brand").slug}/`,
    category: `/categories/${category.slug}/`,
    subcategory: `/categories/${category.slug}/${subcategory.slug}/`,
    adultCategory: { slug: adult.slug, name: adult.name, url: `/categories/${adult.slug}/` },
    section: `/sections/${first(sections, "thematic section").slug}/`,
    article: `/blog/${first(articles, "article").slug}/`,
    blogCategory: `/blog/category/${first(blogCategories, "blog category").slug}/`,
    searchTerm: product.name.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? product.name.split(/\s+/)[0],
  };
}

/**
 * The accessible name of a product's "Add to list" button: on a product page with several sizes it
 * names the chosen size too ("Add to list: Amber Wood Eau de Parfum, 50 ml").
 */
export function addToListName(productName: string, label = "Add to list"): RegExp {
  const escaped = productName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${label}: ${escaped}(, [^,]+)?$`);
}
