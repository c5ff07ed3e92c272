import type {
  Airport,
  Article,
  ArticleSummary,
  BlogCategory,
  BlogHome,
  Brand,
  Category,
  Currency,
  Image,
  Mainpage,
  Page,
  ProductDetail,
  ProductSummary,
  Subcategory,
  ThematicSection,
} from "@travel-retail/api/schemas";

export const image = (name: string, alt = name): Image => ({ url: `/media/${name}.svg`, width: 600, height: 600, alt });

export const currencies: Currency[] = [
  { code: "USD", name: "US dollar", symbol: "$", rate: "1", decimals: 2 },
  { code: "EUR", name: "Euro", symbol: "€", rate: "0.5", decimals: 2 },
  { code: "PLN", name: "Polish zloty", symbol: "zł", rate: "4", decimals: 2 },
];

export const airports: Airport[] = [
  { slug: "waw", iata: "WAW", name: "Warsaw Chopin Airport", city: "Warsaw", country: "Poland", country_code: "PL", terminals: ["A"], timezone: "Europe/Warsaw", product_count: 120 },
  { slug: "krk", iata: "KRK", name: "Kraków John Paul II Airport", city: "Kraków", country: "Poland", country_code: "PL", terminals: ["T1"], timezone: "Europe/Warsaw", product_count: 80 },
];

export const categories: Category[] = [
  {
    slug: "perfume",
    name: "Perfume",
    description: "Fragrances for every journey.",
    adult: false,
    image: image("categories/perfume", "Perfume bottles"),
    product_count: 40,
    subcategories: [{ slug: "eau-de-parfum", name: "Eau de parfum", product_count: 25 }],
  },
  {
    slug: "spirits",
    name: "Spirits",
    description: "Whisky, gin and more.",
    adult: true,
    image: image("categories/spirits", "Spirit bottles"),
    product_count: 30,
    subcategories: [{ slug: "whisky", name: "Whisky", product_count: 12 }],
  },
];

export const subcategory: Subcategory = {
  slug: "whisky",
  name: "Whisky",
  description: "Single malts and blends.",
  category: { slug: "spirits", name: "Spirits" },
  adult: true,
  product_count: 12,
};

export const product = (slug: string, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  slug,
  name: slug
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" "),
  brand: { slug: "aurora", name: "Aurora" },
  category: { slug: "perfume", name: "Perfume" },
  subcategory: { slug: "eau-de-parfum", name: "Eau de parfum" },
  size: "50 ml",
  sku: `${slug.slice(0, 3).toUpperCase()}-0001`,
  price: "40.00",
  adult: false,
  image: image(`products/${slug}`, `A bottle of ${slug}`),
  available_at: ["waw"],
  sizes: [overrides.size ?? "50 ml"],
  max_price: overrides.price ?? "40.00",
  kind: "perfume",
  abv: null,
  ...overrides,
});

export const products: ProductSummary[] = [product("midnight-bloom"), product("ocean-breeze", { price: "25.50" })];

export const whiskyProducts: ProductSummary[] = [
  product("highland-twelve", {
    adult: true,
    category: { slug: "spirits", name: "Spirits" },
    subcategory: { slug: "whisky", name: "Whisky" },
    size: "700 ml",
    price: "55.00",
    kind: "spirits",
    abv: 40,
  }),
];

export const page = <T>(results: T[], count = results.length): Page<T> => ({ count, next: null, previous: null, results });

export const productDetail: ProductDetail = {
  ...product("midnight-bloom"),
  sku: "AUR-0001",
  description: "A warm evening scent with notes of jasmine.",
  images: [image("products/midnight-bloom", "A bottle of Midnight Bloom")],
  availability: [
    { airport: "waw", airport_name: "Warsaw Chopin Airport", iata: "WAW", terminals: ["A"], price: "40.00", in_stock: true },
    { airport: "krk", airport_name: "Kraków John Paul II Airport", iata: "KRK", terminals: ["T1"], price: "42.00", in_stock: false },
  ],
  sections: [{ slug: "summer-gifts", name: "Summer gifts" }],
  related: [product("ocean-breeze", { price: "25.50" })],
  created_at: "2024-05-03T10:00:00Z",
  sizes: ["50 ml", "100 ml"],
  max_price: "70.00",
  // Two sizes: the default (first) one's price is the product's "from" price.
  variants: [
    {
      sku: "AUR-0001",
      size: "50 ml",
      price: "40.00",
      duty_paid_price: null,
      in_stock: true,
      availability: [
        { airport: "waw", price: "40.00", duty_paid_price: null, stock: 12, in_stock: true },
        { airport: "krk", price: "42.00", duty_paid_price: null, stock: 0, in_stock: false },
      ],
      volume_ml: 50,
      sticks: null,
      tobacco_g: null,
    },
    {
      sku: "AUR-0001-2",
      size: "100 ml",
      price: "70.00",
      duty_paid_price: null,
      in_stock: true,
      availability: [{ airport: "waw", price: "68.00", duty_paid_price: null, stock: 3, in_stock: true }],
      volume_ml: 100,
      sticks: null,
      tobacco_g: null,
    },
  ],
};

export const brand: Brand = {
  slug: "aurora",
  name: "Aurora",
  description: "Perfumes from the north.",
  country: "Sweden",
  logo: image("brands/aurora", "Aurora logo"),
  product_count: 2,
};

export const section: ThematicSection = {
  slug: "summer-gifts",
  name: "Summer gifts",
  description: "Ideas for sunny days.",
  short: false,
  image: image("sections/summer-gifts", "A beach"),
  product_count: 2,
  body: "Light scents and travel sizes.\n\nAll of them fit in your carry-on.",
  products,
};

export const blogCategory: BlogCategory = { slug: "guides", name: "Guides", description: "How to shop at the airport.", article_count: 1 };

export const articleSummary: ArticleSummary = {
  slug: "packing-perfume",
  title: "How to pack perfume",
  excerpt: "Keep your bottles safe on the way home.",
  cover: image("articles/packing-perfume", "A suitcase"),
  category: { slug: "guides", name: "Guides" },
  author: "Ada Lovelace",
  published_at: "2024-05-03T10:00:00Z",
  reading_minutes: 4,
};

export const article: Article = {
  ...articleSummary,
  body: [
    { type: "heading", text: "Wrap it up" },
    { type: "paragraph", text: "Use a sock. <script>alert(1)</script>" },
    { type: "quote", text: "Travel light." },
  ],
  products: [product("midnight-bloom")],
};

export const blogHome: BlogHome = { featured: articleSummary, latest: [articleSummary], categories: [blogCategory] };

export const mainpage: Mainpage = {
  featured: products,
  new_arrivals: [product("fresh-start", { price: "19.99" })],
  sections: [section],
  brands: [brand],
  categories,
  articles: [articleSummary],
};
