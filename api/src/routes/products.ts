import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated, Slug, SlugParams } from "../schemas/common.ts";
import {
  ListingVersions,
  ProductDetail,
  ProductDetailRelatedSlugs,
  ProductQuery,
  ProductSummary,
  ProductVersions,
  type ProductOrdering,
} from "../schemas/catalogue.ts";
import { Mainpage } from "../schemas/mainpage.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, MAX_PAGE_SIZE, paginate, pageWindow } from "../lib/pagination.ts";
import { listingVersions, productVersions } from "../lib/product-versions.ts";
import { loadProductSummaries } from "../lib/product-summary.ts";
import { detailMemos, loadProductDetails, memoisedCardTexts } from "../lib/product-detail.ts";
import { Memo } from "../lib/catalogue-memo.ts";
import { productListIds, productListMemos } from "../lib/product-list-ids.ts";
import { nativeJsonSerializer } from "../lib/native-json.ts";
import { cardPageJson, jsonBytesAnswer } from "../lib/card-json.ts";
import { productDetailJson } from "../lib/product-detail-json.ts";
import { memoReads } from "../plugins/catalogue-cache.ts";
import { languageOf } from "../lib/content-language.ts";
import * as products from "../repositories/products.ts";
import { queryBrands } from "../repositories/brands.ts";
import { queryCategories } from "../repositories/categories.ts";
import { querySections, toSectionSummary } from "../repositories/sections.ts";
import { queryArticles, toArticleSummary } from "../repositories/articles.ts";

// The contract's ordering carries `default: "name"`, which Ajv would fill in and so hide that no
// ordering was asked for; the list needs to know, because a search defaults to relevance instead.
const ProductListQuery = Type.Composite([
  Type.Omit(ProductQuery, ["ordering"]),
  Type.Object({
    ordering: Type.Optional(
      Type.Unsafe<ProductOrdering>({
        type: "string",
        enum: ["relevance", "price", "-price", "name", "-name", "newest"],
        description: "Default: relevance when `search` is given, else name.",
      }),
    ),
  }),
]);
const AirportQuery = Type.Object({ airport: Type.Optional(Slug) });
const SLUG_LIST = "^[a-z0-9]+(?:-[a-z0-9]+)*(?:,[a-z0-9]+(?:-[a-z0-9]+)*)*$";
const ProductDetailsQuery = Type.Composite([
  PageQuery,
  AirportQuery,
  Type.Object({
    slugs: Type.Optional(
      Type.String({
        maxLength: MAX_PAGE_SIZE * 121,
        pattern: SLUG_LIST,
        description: `Only these products (comma-separated slugs, at most ${MAX_PAGE_SIZE}): the ones a build found changed.`,
      }),
    ),
    related: Type.Optional(
      Type.Union([Type.Literal("cards"), Type.Literal("slugs")], {
        description:
          "cards (the default): `related` as product cards. slugs: `related_slugs` instead, for a build that reads every " +
          "product's detail and so has each related product's card already (the cards were over half of every answer).",
      }),
    ),
  }),
]);
const MAINPAGE_PRODUCTS = 8;

export async function productsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);
  // Airports, related rankings and detail rows (with their cards) that many answers share, for as long as answers are cached.
  const memos = detailMemos(app.config.catalogueCacheSeconds * 1000);
  // The details pages' count, the same for all of them: on PGlite counting 10,000 products (a scan of
  // the table) took ≈ 3 ms of each page's ≈ 40.
  const productCount = new Memo<number>(app.config.catalogueCacheSeconds * 1000);
  // Every id of a list (a search is two: lib/product-list-ids.ts), for all its pages and page sizes.
  const lists = productListMemos(app.config.catalogueCacheSeconds * 1000);
  // Which product a slug names (an old size slug included): the one query a product's page at another
  // airport would still make. Slugs that name nothing are not kept.
  const productSlugs = new Memo<{ id: number; size?: string; hidden: boolean }>(app.config.catalogueCacheSeconds * 1000, 20_000);

  app.get(
    "/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Products, filtered, searched, ordered and paginated",
        querystring: ProductListQuery,
        response: { 200: Paginated(ProductSummary), 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const query = request.query as ProductQuery;
      const window = pageWindow(query);
      const reads = memoReads(request);
      const ids = await productListIds(app.db, lists, query, reads);
      const end = window.offset + window.limit;
      const pageIds = ids instanceof Int32Array ? Array.from(ids.subarray(window.offset, end)) : ids.slice(window.offset, end);
      const page = paginate(
        request.url,
        window,
        ids.length,
        await memoisedCardTexts(app.db, { memos, reads }, pageIds, query.airport, languageOf(request)),
      );
      // Its cards' kept JSON texts (lib/card-json.ts) in the envelope, not the schema's serializer.
      return jsonBytesAnswer(reply, cardPageJson(page));
    },
  );

  // Declared before /:slug/ for readers; find-my-way prefers the static path either way.
  app.get(
    "/mainpage/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Everything the home page shows, optionally for one airport",
        querystring: AirportQuery,
        response: { 200: Mainpage, 400: ApiError },
      },
    },
    async (request) => {
      const airport = request.query.airport ?? null;
      const lang = languageOf(request);
      const [featuredIds, newIds, sections, brands, categories, articles] = await Promise.all([
        products.homeProductIds(app.db, "featured", airport, MAINPAGE_PRODUCTS),
        products.homeProductIds(app.db, "new", airport, MAINPAGE_PRODUCTS),
        querySections(app.db, { lang }),
        queryBrands(app.db, { orderBy: `b.product_count DESC, lower(b.name) COLLATE "C", b.id`, limit: 12, lang }),
        queryCategories(app.db, { lang }),
        queryArticles(app.db, { limit: 4, lang }),
      ]);
      return {
        featured: await loadProductSummaries(app.db, featuredIds, airport, lang),
        new_arrivals: await loadProductSummaries(app.db, newIds, airport, lang),
        sections: sections.map(toSectionSummary),
        brands,
        categories,
        articles: articles.map(toArticleSummary),
      };
    },
  );

  // Every product's detail, a page at a time: the storefront's build reads the whole catalogue this
  // way instead of one request per product. Ordered by id: a product's id never changes and a new
  // product's id is the highest, so pages read in parallel neither skip nor repeat a product (as long
  // as none is deleted meanwhile).
  // find-my-way matches a static segment before a parameter, so this path wins over /:slug/ and a
  // product slugged "details" (or "mainpage") would be unreachable by slug. The seed cannot make one:
  // its slugs join brand, line and size, so they always hold a dash (see seed/generate.ts; the tests
  // check it).
  app.get(
    "/details/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Product details (as GET /api/products/<slug>/ gives them), paginated by id, for static builds",
        querystring: ProductDetailsQuery,
        response: {
          200: Type.Union([Paginated(ProductDetail), Paginated(ProductDetailRelatedSlugs)]),
          400: ApiError,
          404: ApiError,
        },
      },
      serializerCompiler: nativeJsonSerializer,
    },
    async (request) => {
      const window = pageWindow(request.query);
      const airport = request.query.airport ?? null;
      const slugs = request.query.slugs === undefined ? undefined : [...new Set(request.query.slugs.split(","))];
      if (slugs && slugs.length > MAX_PAGE_SIZE) {
        throw new HttpError(400, `slugs may name at most ${MAX_PAGE_SIZE} products.`, { slugs: [`At most ${MAX_PAGE_SIZE} slugs.`] });
      }
      const load = async (limit: number, offset: number) =>
        loadProductDetails(
          app.db,
          slugs
            ? await products.productIdsBySlugs(app.db, slugs, limit, offset)
            : await products.productIdsById(app.db, limit, offset),
          airport,
          { memos, reads: memoReads(request) },
          languageOf(request),
        );
      const page = <T>(loadPage: (limit: number, offset: number) => Promise<T[]>) =>
        fetchPage(request.url, window, loadPage, () =>
          slugs
            ? products.countProductsBySlugs(app.db, slugs)
            : productCount.get("products", () => products.countProducts(app.db), memoReads(request)),
        );
      if (request.query.related !== "slugs") return page(load);
      // `related_slugs` where `related` was: a build that puts the cards back gets the same detail, key for key.
      return page(async (limit, offset) =>
        (await load(limit, offset)).map(
          (detail) =>
            Object.fromEntries(
              Object.entries(detail).map(([key, value]) =>
                key === "related" ? ["related_slugs", (value as ProductDetail["related"]).map((card) => card.slug)] : [key, value],
              ),
            ) as ProductDetailRelatedSlugs,
        ),
      );
    },
  );

  app.get(
    "/versions/",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Every visible product's slug and content version, in id order, for static builds: a product whose version " +
          "a build has seen keeps its page, and only the others' details are read again (details?slugs=)",
        response: { 200: ProductVersions },
      },
    },
    async () => {
      const results = await productVersions(app.db);
      return { count: results.length, results };
    },
  );

  app.get(
    "/versions/listings/",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Every non-empty product listing's (brand, category, subcategory, section) content version, for static builds: " +
          "a listing whose version a build has seen keeps its first page of products",
        response: { 200: ListingVersions },
      },
    },
    async () => {
      const results = await listingVersions(app.db);
      return { count: results.length, results };
    },
  );

  app.get(
    "/:slug/",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "One product: its sizes, where each is sold and at what price, its sections and related products. " +
          "The old slug of a size (when sizes were products) answers the product with `selected_size` set.",
        params: SlugParams,
        querystring: AirportQuery,
        response: { 200: ProductDetail, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const reads = memoReads(request);
      const found = await productSlugs.find(slug, () => products.productBySlug(app.db, slug), reads);
      // An old size page's slug: the product (its `slug` says where it lives now) with that size chosen.
      const detail = found && !found.hidden
        ? await productDetailJson(app.db, found.id, request.query.airport ?? null, { memos, reads }, languageOf(request), found.size)
        : null;
      if (detail === null) throw new HttpError(404, "Product not found.");
      // Written from pieces kept with the product's row (lib/product-detail-json.ts), not by the schema's serializer.
      return jsonBytesAnswer(reply, detail);
    },
  );
}
