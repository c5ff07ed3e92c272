import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError, PageQuery, Paginated, Slug, SlugParams } from "../schemas/common.ts";
import { ProductDetail, ProductQuery, ProductSummary, type ProductOrdering } from "../schemas/catalogue.ts";
import { Mainpage } from "../schemas/mainpage.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { loadProductSummaries } from "../lib/product-summary.ts";
import { productFilterSql } from "../lib/product-filters.ts";
import { selectPage } from "../lib/sql-params.ts";
import { detailMemos, loadProductDetails } from "../lib/product-detail.ts";
import { Memo } from "../lib/catalogue-memo.ts";
import { memoReads } from "../plugins/catalogue-cache.ts";
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
const ProductDetailsQuery = Type.Composite([PageQuery, AirportQuery]);
const MAINPAGE_PRODUCTS = 8;

export async function productsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  publicCache(app);
  // Airports, related rankings and cards that many details share, for as long as answers are cached.
  const memos = detailMemos(app.config.catalogueCacheSeconds * 1000);
  // The details pages' count, the same for all of them: on PGlite counting 10,000 products (a scan of
  // the table) took ≈ 3 ms of each page's ≈ 40.
  const productCount = new Memo<number>(app.config.catalogueCacheSeconds * 1000);

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
    async (request) => {
      const query = request.query as ProductQuery;
      const window = pageWindow(query);
      const { from, where, orderBy, params, whereParamCount } = productFilterSql(query);
      return fetchPage(
        request.url,
        window,
        async (limit, offset) => {
          const rows = await selectPage<{ id: number }>(app.db, `SELECT p.id FROM ${from}`, orderBy, {
            where,
            params: params.values,
            limit,
            offset,
          });
          return loadProductSummaries(
            app.db,
            rows.map((r) => r.id),
            query.airport,
          );
        },
        async () => {
          const { rows } = await app.db.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM ${from} WHERE ${where}`,
            params.values.slice(0, whereParamCount),
          );
          return rows[0].count;
        },
      );
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
      const atAirport = `(CAST($2 AS text) IS NULL OR EXISTS (
        SELECT 1 FROM product_availability pa JOIN airports a ON a.id = pa.airport_id
        WHERE pa.product_id = p.id AND pa.in_stock AND a.slug = $2))`;
      const ids = async (where: string, orderBy: string) =>
        (
          await app.db.query<{ id: number }>(
            `SELECT p.id FROM products p WHERE ${where} AND ${atAirport} ORDER BY ${orderBy} LIMIT $1`,
            [MAINPAGE_PRODUCTS, airport],
          )
        ).rows.map((r) => r.id);
      const [featuredIds, newIds, sections, brands, categories, articles] = await Promise.all([
        ids("p.featured", "p.id"),
        ids("TRUE", "p.created_at DESC, p.id DESC"),
        querySections(app.db),
        queryBrands(app.db, { orderBy: `b.product_count DESC, lower(b.name) COLLATE "C", b.id`, limit: 12 }),
        queryCategories(app.db),
        queryArticles(app.db, { limit: 4 }),
      ]);
      return {
        featured: await loadProductSummaries(app.db, featuredIds, airport),
        new_arrivals: await loadProductSummaries(app.db, newIds, airport),
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
        response: { 200: Paginated(ProductDetail), 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const airport = request.query.airport ?? null;
      return fetchPage(
        request.url,
        window,
        async (limit, offset) => {
          const { rows } = await app.db.query<{ id: number }>(
            "SELECT id FROM products ORDER BY id LIMIT $1 OFFSET $2",
            [limit, offset],
          );
          return loadProductDetails(
            app.db,
            rows.map((r) => r.id),
            airport,
            { memos, reads: memoReads(request) },
          );
        },
        () =>
          productCount.get(
            "products",
            async () =>
              (await app.db.query<{ count: number }>("SELECT count(*)::int AS count FROM products")).rows[0].count,
            memoReads(request),
          ),
      );
    },
  );

  app.get(
    "/:slug/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One product: where it is sold and at what price, its sections and related products",
        params: SlugParams,
        querystring: AirportQuery,
        response: { 200: ProductDetail, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ id: number }>("SELECT id FROM products WHERE slug = $1", [
        request.params.slug,
      ]);
      const [product] = rows.length
        ? await loadProductDetails(app.db, [rows[0].id], request.query.airport, { memos, reads: memoReads(request) })
        : [];
      if (!product) throw new HttpError(404, "Product not found.");
      return product;
    },
  );
}
