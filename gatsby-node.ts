/**
 * Builds the storefront from the API (after Gatsby's using-gatsby-without-graphql example: each entity
 * travels to its template in `pageContext`; templates never query GraphQL for it).
 *
 * URL shapes:
 *   /                                         home (src/pages/index.tsx, context: the mainpage payload)
 *   /products/<slug>/                         product          templates/product.tsx
 *   /brands/<slug>/                           brand            templates/brand.tsx
 *   /categories/<category>/                   category         templates/category.tsx
 *   /categories/<category>/<subcategory>/     subcategory      templates/subcategory.tsx
 *   /sections/<slug>/                         thematic section templates/thematic-section.tsx,
 *                                             or thematic-section-short.tsx when the section is `short`
 *   /blog/<slug>/                             article          templates/article.tsx
 *   /blog/category/<slug>/                    blog category    templates/blog-category.tsx
 *   /airports/<slug>/                         airport          templates/airport.tsx (shops, hours, top picks)
 *   /my-lists/, /reserve/, /my-reservations/, /counter/, /operator/    client-only pages: templates/traveller-pages.tsx
 *   /brands/, /categories/, /blog/            src/pages, their lists added to the context in onCreatePage
 *   /sitemap.xml                              every indexable page, written in onPostBuild
 *   /static/messages/<lang>-<hash>.json       each language's messages, written in onPreBootstrap
 *
 * Every page exists in each language (src/i18n/languages.ts): English at the path above, Polish and German
 * under /pl/ and /de/, each built from the API's answers in its language (`?lang=`).
 *
 * The API is read from GATSBY_API_URL (default http://localhost:8000). An unreachable API or a malformed
 * answer stops the build with the failing URL: a half-empty shop is never published.
 */
import path from "node:path";
import fs from "node:fs/promises";
import type { GatsbyNode, Reporter } from "gatsby";
import type { Page, ProductSummary } from "@travel-retail/api/schemas";
import { createFetcher, type Fetcher } from "./src/build/api-fetcher";
import * as shape from "./src/build/shapes";
import { buildSitemaps, indexablePaths } from "./src/build/sitemap";
import { precompressAssets } from "./src/build/precompress";
import { catalogueUrls, withPrecachedCatalogues, writeCatalogueFiles } from "./src/build/catalogue-files";
import { paths, detailPath } from "./src/api-client/paths";
import { routes } from "./src/lib/routes";
import { LISTING_PAGE_SIZE } from "./src/lib/listing";
import { serialiseProduct } from "./src/lib/product-context";
import {
  builtFrom,
  contextCodeDigest,
  listingKey,
  readListingVersions,
  readProductDetails,
  readProductVersions,
  splitByVersion,
  type ListingKind,
  type VersionSplit,
} from "./src/build/product-pages";
import { LANGUAGES, localizedPath, type Language } from "./src/i18n/languages";
import { keepPage, keptPagesLost } from "./plugins/gatsby-plugin-shop-overrides/lib/kept-pages";

const API_URL = (process.env.GATSBY_API_URL || "http://localhost:8000").replace(/\/$/, "");
const CONCURRENCY = Number(process.env.GATSBY_API_CONCURRENCY) || 4;
/** How long one API request may take before it counts as failed (and is retried). */
const TIMEOUT_MS = Number(process.env.GATSBY_API_TIMEOUT_MS) || 30_000;
const SHORT_SECTION_PRODUCTS = 24;

const template = (name: string) => path.resolve(`./src/templates/${name}.tsx`);

let fetcher: Fetcher | undefined;
const api = () => (fetcher ??= createFetcher({ baseUrl: API_URL, concurrency: CONCURRENCY, timeoutMs: TIMEOUT_MS }));

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

/** As `once`, per language. */
function oncePerLanguage<T>(load: (lang: Language) => Promise<T>): (lang: Language) => Promise<T> {
  const loaded = new Map<Language, Promise<T>>();
  return (lang) => {
    if (!loaded.has(lang)) loaded.set(lang, load(lang));
    return loaded.get(lang)!;
  };
}

/** The API's answer at `path` in `lang`, checked by `check`. */
async function getOne<T>(path: string, lang: Language, check: (item: unknown, url: string) => T): Promise<T> {
  return check(await api().getJson(path, { lang }), api().urlFor(path, { lang }));
}

// Shared by sourceNodes, createPages and onCreatePage, fetched once per build (and language).
const loadAirports = once(() => api().getAllPages(paths.airports, {}, shape.asAirport));
const loadCurrencies = once(() => api().getAllPages(paths.currencies, {}, shape.asCurrency));
const loadCategories = oncePerLanguage((lang) => api().getAllPages(paths.categories, { lang }, shape.asCategory));
const loadBrands = oncePerLanguage((lang) => api().getAllPages(paths.brands, { lang }, shape.asBrand));
const loadMainpage = oncePerLanguage((lang) => getOne(paths.mainpage, lang, shape.asMainpage));
const loadBlogHome = oncePerLanguage((lang) => getOne(paths.blog, lang, shape.asBlogHome));

function fail(reporter: Reporter, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  reporter.panic(
    `Could not build the shop from the API at ${API_URL} (set GATSBY_API_URL to point elsewhere).\n  ${message}`,
    error instanceof Error ? error : undefined,
  );
  throw error;
}

/** The first listing page as the browser would fetch it, so server HTML and client pages agree. */
async function firstPage(filter: Record<string, string>, lang: Language): Promise<Page<ProductSummary>> {
  const params = { ...filter, ordering: "name", page: 1, page_size: LISTING_PAGE_SIZE, lang };
  const { count, items } = await api().getPage(paths.products, params, shape.asProductSummary);
  return { count, next: null, previous: null, results: items };
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Explicit types: the queries stay valid even when a list is empty.
  actions.createTypes(`
    type ShopCurrency implements Node @dontInfer {
      code: String!
      name: String!
      symbol: String!
      rate: String!
      decimals: Int!
      position: Int!
    }
    type ShopSubcategoryRef {
      slug: String!
      name: String!
      product_count: Int!
    }
    type ShopCategory implements Node @dontInfer {
      slug: String!
      name: String!
      lang: String!
      adult: Boolean!
      product_count: Int!
      subcategories: [ShopSubcategoryRef!]!
      position: Int!
    }
    type ShopAirport implements Node @dontInfer {
      slug: String!
      iata: String!
      name: String!
      city: String!
      country: String!
      country_code: String!
      terminals: [String!]!
      timezone: String!
      product_count: Int!
      position: Int!
    }
  `);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  try {
    const [currencies, airports, ...categoriesIn] = await Promise.all([
      loadCurrencies(),
      loadAirports(),
      ...LANGUAGES.map((lang) => loadCategories(lang)),
    ]);
    const categories = categoriesIn[0]!;
    const add = (type: string, key: string, fields: object, position: number) =>
      actions.createNode({
        ...fields,
        position,
        id: createNodeId(`${type}-${key}`),
        internal: { type, contentDigest: createContentDigest(fields) },
      });
    currencies.forEach((c, i) => add("ShopCurrency", c.code, c, i));
    // The navigation in every language, a node per category and language (src/lib/use-site-data.ts
    // picks the page's): one static query.
    LANGUAGES.forEach((lang, l) =>
      categoriesIn[l]!.forEach(({ slug, name, adult, product_count, subcategories }, i) =>
        add("ShopCategory", `${lang}-${slug}`, { slug, name, lang, adult, product_count, subcategories }, i),
      ),
    );
    airports.forEach((a, i) => add("ShopAirport", a.slug, a, i));
    reporter.info(`Sourced ${currencies.length} currencies, ${categories.length} categories, ${airports.length} airports from ${API_URL}`);
  } catch (error) {
    fail(reporter, error);
  }
};

/**
 * A page in one language (issue 18): English at its path, Polish and German under /pl/ and /de/, with
 * its language in the context (src/i18n reads it from the path; the context makes it visible to the
 * page's queries and to anyone reading Gatsby's page list).
 */
type NewPage = Parameters<Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"]["createPage"]>[0];
function inLanguage(lang: Language, page: NewPage): NewPage {
  return {
    ...page,
    path: localizedPath(lang, page.path),
    ...(page.matchPath ? { matchPath: localizedPath(lang, page.matchPath) } : {}),
    context: { ...(page.context as Record<string, unknown>), lang },
  };
}

/** A product page's context (templates/product.tsx): the packed product, and what it was made from. */
interface ProductContext {
  product: string;
  version?: string;
}

/** The pages this build kept from the previous one, in every language (checked in onPostBootstrap). */
const keptPaths: string[] = [];

export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter, store }) => {
  const started = Date.now();
  const client = api();
  try {
    // Read before any page is created: the previous build's product and listing pages (Gatsby's cache),
    // to keep those whose products have not changed (src/build/product-pages.ts).
    const [versions, listingVersions] = await Promise.all([readProductVersions(client), readListingVersions(client)]);
    const previousPages = (store.getState() as BuildState).pages;
    const productPage = template("product");
    const splits = new Map(
      LANGUAGES.map((lang) => [
        lang,
        splitByVersion(
          versions,
          (slug) => {
            const page = previousPages.get(localizedPath(lang, routes.product(slug)));
            return page?.component === productPage ? (page.context as ProductContext) : undefined;
          },
          contextCodeDigest(),
        ),
      ]),
    );
    const versionOf = new Map(versions.map((v) => [v.slug, v.version]));
    // A kept page is not created again: Gatsby is told it was, unchanged (the local plugin's lib/kept-pages.ts).
    const keep = (lang: Language, pagePath: string) => {
      const at = localizedPath(lang, pagePath);
      if (!keepPage(store, at)) throw new Error(`no page at ${at} to keep from the previous build`);
      keptPaths.push(at);
    };
    // The languages side by side: each reads the whole catalogue in its language, and they share the
    // fetcher's CONCURRENCY requests in flight, so one language's listings overlap another's products.
    await Promise.all(
      LANGUAGES.map((lang) =>
        createPagesIn(lang, (page) => actions.createPage(inLanguage(lang, page)), (pagePath) => keep(lang, pagePath), reporter, {
          split: splits.get(lang)!,
          versionOf,
          listingVersions,
          previousContext: (pagePath, component) => {
            const page = previousPages.get(localizedPath(lang, pagePath));
            return page?.component === component ? (page.context as Record<string, unknown>) : undefined;
          },
        }),
      ),
    );
    reporter.info(
      `Created pages in ${LANGUAGES.join(", ")} with ${client.requests} API requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    fail(reporter, error);
  }
};

/** Every template's pages in `lang`, from the API's answers in that language. */
async function createPagesIn(
  lang: Language,
  createPage: (page: NewPage) => void,
  keep: (path: string) => void,
  reporter: Reporter,
  {
    split,
    versionOf,
    listingVersions,
    previousContext,
  }: {
    split: VersionSplit;
    versionOf: Map<string, string>;
    listingVersions: Map<string, string>;
    /** The context of the page the previous build made at `path` (unlocalised) with `component`. */
    previousContext: (path: string, component: string) => Record<string, unknown> | undefined;
  },
): Promise<void> {
  {
    const client = api();
    const q = { lang };
    // The small lists first (a few requests); then the product details, the listings and the blog
    // together, so that the listings' requests are not queued behind all the product pages.
    const [categories, brands, subcategories, sections, articles, blogCategories, airports] = await Promise.all([
      loadCategories(lang),
      loadBrands(lang),
      client.getAllPages(paths.subcategories, q, shape.asSubcategory),
      client.getAllPages(paths.thematicSections, q, shape.asSectionSummary),
      client.getAllPages(paths.blogArticles, q, shape.asArticleSummary),
      client.getAllPages(paths.blogCategories, q, shape.asBlogCategory),
      loadAirports(),
      loadMainpage(lang),
      loadBlogHome(lang),
    ]);

    // The products whose page the previous build made from what is current keep it; the others' details
    // are read: only those (details?slugs=) when they are a few, else every product in pages of 100 (a
    // cold build), not one request per product, which took ~20 minutes at 20,000 products. The pages
    // share the fetcher's limit of CONCURRENCY requests in flight. A read of a few gets its products'
    // pages as each answer arrives; a cold build's once all are read (their related products come as
    // slugs, the cards cut from the other details), 100 at a time, so that the other languages' requests
    // keep the API busy meanwhile (src/build/product-pages.ts).
    const code = contextCodeDigest();
    for (const slug of split.kept) keep(routes.product(slug));
    const kept = new Set(split.kept);
    const readAll = split.stale.length > (split.kept.length + split.stale.length) / 2;
    const productProgress = reporter.createProgress(`Product details from the API (${lang})`);
    productProgress.start();
    let productCount = kept.size;
    const products = readProductDetails(client, lang, readAll ? "all" : split.stale, (page, total) => {
      productProgress.total = total;
      for (const product of page) {
        if (readAll && kept.has(product.slug)) continue;
        // Without what every page has in its site data (the airports) or can take from the product itself.
        const context: ProductContext = { product: serialiseProduct(product, airports), version: builtFrom(versionOf.get(product.slug), code) };
        createPage({ path: routes.product(product.slug), component: template("product"), context });
        productCount++;
      }
      productProgress.tick(page.length);
    }).then(() => {
      productProgress.done();
      reporter.info(`Product pages (${lang}): ${kept.size} kept from the previous build, ${readAll ? "every product's detail" : `${split.stale.length} details`} read`);
    });

    // A listing's first page of products, kept from the previous build's page while the listing's version
    // (its products' versions) is the one that page was made from, else read (src/build/product-pages.ts).
    let listingsKept = 0;
    const listingProducts = async (kind: ListingKind, slug: string, pagePath: string, component: string) => {
      const version = builtFrom(listingVersions.get(listingKey(kind, slug)), code);
      const previous = previousContext(pagePath, component);
      if (version !== undefined && previous?.version === version && previous.products) {
        listingsKept++;
        return { products: previous.products as Page<ProductSummary>, version };
      }
      return { products: await firstPage({ [kind]: slug }, lang), version };
    };
    // The listing's context: the brand, category, subcategory or section under its kind's name, and its products.
    const listingPage = async (kind: ListingKind, entity: { slug: string }, pagePath: string, component: string) =>
      createPage({ path: pagePath, component, context: { [kind]: entity, ...(await listingProducts(kind, entity.slug, pagePath, component)) } });

    const listings = [
      ...categories.map((category) => listingPage("category", category, routes.category(category.slug), template("category"))),
      ...subcategories.map((subcategory) =>
        listingPage("subcategory", subcategory, routes.subcategory(subcategory.category.slug, subcategory.slug), template("subcategory")),
      ),
      ...brands.map((brand) => listingPage("brand", brand, routes.brand(brand.slug), template("brand"))),
      ...sections.map(async (summary) => {
        const section = await getOne(detailPath(paths.thematicSections, summary.slug), lang, shape.asSection);
        if (section.short) {
          const context = { section: { ...section, products: section.products.slice(0, SHORT_SECTION_PRODUCTS) } };
          createPage({ path: routes.section(section.slug), component: template("thematic-section-short"), context });
        } else {
          const { products: _omitted, ...info } = section;
          await listingPage("section", info, routes.section(section.slug), template("thematic-section"));
        }
      }),
    ];

    // The traveller's client-only pages: one component, so one chunk (templates/traveller-pages.tsx). Their
    // parameters are in the query string (/my-reservations/?id=42): a matchPath would add its pattern, in
    // every language, to the match-path list every page's first-load JavaScript carries.
    for (const page of [{ path: routes.myLists }, { path: "/reserve/" }, { path: "/my-reservations/" }, { path: "/counter/" }, { path: "/operator/" }]) {
      createPage({ ...page, component: template("traveller-pages"), context: {} });
    }

    const airportPages = airports.map(async (summary) => {
      const airport = await getOne(detailPath(paths.airports, summary.slug), lang, shape.asAirportDetail);
      createPage({ path: routes.airport(airport.slug), component: template("airport"), context: { airport } });
    });

    const blog = [
      ...articles.map(async (summary) => {
        const article = await getOne(detailPath(paths.blogArticles, summary.slug), lang, shape.asArticle);
        createPage({ path: routes.article(article.slug), component: template("article"), context: { article } });
      }),
      ...blogCategories.map(async (category) => {
        const context = {
          category,
          articles: articles.filter((a) => a.category.slug === category.slug),
          categories: blogCategories.map(({ slug, name }) => ({ slug, name })),
        };
        createPage({ path: routes.blogCategory(category.slug), component: template("blog-category"), context });
      }),
    ];

    await Promise.all([products, ...listings, ...airportPages, ...blog]);
    reporter.info(
      `Created pages (${lang}) for ${productCount} products, ${brands.length} brands, ${categories.length} categories, ` +
        `${subcategories.length} subcategories, ${sections.length} sections, ${articles.length} articles and ` +
        `${blogCategories.length} blog categories, ${airports.length} airports (${listingsKept} listings' first pages kept from the previous build)`,
    );
  }
}

/**
 * The pages of src/pages (404 and the client-only ones included) in every language, and the list pages
 * among them with their data in the context, like the templates. Gatsby calls this for the pages made
 * here too: those already carry their language.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = async ({ page, actions, reporter }) => {
  if (page.context?.lang) return;
  const loaders: Record<string, (lang: Language) => Promise<Record<string, unknown>>> = {
    [routes.home]: async (lang) => ({ mainpage: await loadMainpage(lang) }),
    [routes.blog]: async (lang) => ({ blog: await loadBlogHome(lang) }),
    [routes.brands]: async (lang) => ({ brands: await loadBrands(lang) }),
    [routes.categories]: async (lang) => ({ categories: await loadCategories(lang) }),
  };
  try {
    const data = await Promise.all(LANGUAGES.map(async (lang) => (await loaders[page.path]?.(lang)) ?? {}));
    actions.deletePage(page);
    LANGUAGES.forEach((lang, i) =>
      actions.createPage(inLanguage(lang, { ...page, context: { ...(page.context as Record<string, unknown>), ...data[i] } })),
    );
  } catch (error) {
    fail(reporter, error);
  }
};

/** The message catalogues the pages will name (src/i18n/browser-catalogue.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  try {
    await writeCatalogueFiles(path.join(program.directory, "public"));
  } catch (error) {
    reporter.panicOnBuild(`Could not write the message catalogues: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** Gatsby has deleted the pages createPages did not touch by now: every kept page must still be there. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter, store }) => {
  const lost = keptPagesLost(store, keptPaths);
  if (lost.length > 0) {
    reporter.panicOnBuild(
      `Gatsby deleted ${lost.length} of the ${keptPaths.length} pages kept from the previous build (${lost.slice(0, 3).join(", ")}): ` +
        "plugins/gatsby-plugin-shop-overrides/lib/kept-pages.ts no longer works with this Gatsby",
    );
  }
};

interface BuildState {
  program: { directory: string };
  config: { siteMetadata?: { siteUrl?: string } };
  pages: Map<string, { path: string; matchPath?: string | null; component?: string; context?: unknown }>;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  // The pages and the site URL from Gatsby's store, not from a GraphQL query of allSitePage: that query
  // reads every SitePage node back from the datastore, and each node carries a copy of its page's
  // context (a whole product detail, ≈ 8 KB), 20,000 of them at 20,000 products.
  const state = store.getState() as BuildState;
  const siteUrl = (state.config.siteMetadata?.siteUrl ?? "").replace(/\/$/, "");
  if (!siteUrl) {
    reporter.panicOnBuild("Could not write the sitemap: gatsby-config has no siteMetadata.siteUrl");
    return;
  }
  const publicDir = path.join(state.program.directory, "public");
  const files = buildSitemaps(siteUrl, indexablePaths([...state.pages.values()]));
  await Promise.all(Object.entries(files).map(([name, xml]) => fs.writeFile(path.join(publicDir, name), xml)));
  // Crawlers need the sitemap's absolute URL, which only the build knows.
  const robots = await fs.readFile(path.join(publicDir, "robots.txt"), "utf8").catch(() => "User-agent: *\nAllow: /\n");
  await fs.writeFile(path.join(publicDir, "robots.txt"), robots.replace(/^Sitemap:.*$/m, `Sitemap: ${siteUrl}/sitemap.xml`));
  reporter.info(`Wrote ${Object.keys(files).join(", ")} for ${siteUrl}`);

  // gatsby-plugin-offline has written the worker (plugins' onPostBuild run before the site's).
  const serviceWorker = path.join(publicDir, "sw.js");
  try {
    await fs.writeFile(serviceWorker, withPrecachedCatalogues(await fs.readFile(serviceWorker, "utf8"), catalogueUrls()));
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    return;
  }

  const compressed = await precompressAssets(publicDir);
  reporter.info(
    `Compressed ${compressed.files} scripts and styles (${compressed.kept} kept from the last build): ` +
      `${Math.round(compressed.bytes / 1024)} KB, ${Math.round(compressed.brotliBytes / 1024)} KB as brotli`,
  );
};
