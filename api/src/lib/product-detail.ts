import type { Queryable } from "../db/database.ts";
import type { ProductDetail, ProductSummary, Variant } from "../schemas/catalogue.ts";
import {
  airportRefsByIds,
  allAirportSlugs,
  productDetailRows,
  relatedRankings,
  type AirportRef,
  type DetailRow,
  type RelatedRanking,
  type VariantCell,
} from "../repositories/product-details.ts";
import { Memo, noMemoReads, type MemoReads } from "./catalogue-memo.ts";
import { imageFor } from "./images.ts";
import type { ContentLanguage } from "./content-language.ts";
import { toProductSummary, loadProductSummaryMap } from "./product-summary.ts";

/** How many related products a detail carries. */
export const RELATED_PRODUCTS = 8;

const rankingKey = (subcategoryId: number, brandId: number) => `${subcategoryId}:${brandId}`;

/** A product's related ids in ranking order: its brand's (without itself), then the other brands'. */
function relatedIds(productId: number, ranking: RelatedRanking | undefined): number[] {
  if (!ranking) return [];
  const sameBrand = ranking.same_brand.filter((id) => id !== productId).slice(0, RELATED_PRODUCTS);
  return [...sameBrand, ...ranking.other_brands].slice(0, RELATED_PRODUCTS);
}

/** The pieces that details share, kept across requests (lib/catalogue-memo.ts); one set per app. */
export interface DetailMemos {
  airports: Memo<AirportRef>;
  rankings: Memo<RelatedRanking>;
  /**
   * Keyed by language, airport slug (empty: base prices) and product id: a card's price depends on the
   * airport, its category's name on the language.
   * Only airports that exist get keys of their own (see `pricingAirport`).
   */
  cards: Memo<ProductSummary>;
  /** Every airport's slug, as one entry. */
  airportSlugs: Memo<Set<string>>;
}

export function detailMemos(ttlMs: number): DetailMemos {
  return { airports: new Memo(ttlMs), rankings: new Memo(ttlMs), cards: new Memo(ttlMs), airportSlugs: new Memo(ttlMs) };
}

/**
 * The airport slug to price cards at: an unknown one prices them like no airport (base prices), so it
 * shares their memo entries. Keyed by the slug as given, `?airport=x1`, `?airport=x2`, … each filled the
 * cards memo with another copy of the same base-price cards.
 */
async function pricingAirport(db: Queryable, memo: DetailMemoUse, airport: string | null): Promise<string | null> {
  // Without a memo there is nothing to fill, and no query need be spent.
  if (airport === null || memo.memos.airportSlugs.ttlMs <= 0) return airport;
  const slugs = await memo.memos.airportSlugs.get("all", async () => new Set(await allAirportSlugs(db)), memo.reads);
  return slugs.has(airport) ? airport : null;
}

/** The memos a call uses, and where it records the age of what it took from them. */
export interface DetailMemoUse {
  memos: DetailMemos;
  reads: MemoReads;
}

async function airportsById(db: Queryable, memo: DetailMemoUse, ids: number[]) {
  return memo.memos.airports.getMany(
    ids.map(String),
    async (missing) => {
      const rows = await airportRefsByIds(db, missing.map(Number));
      return new Map(rows.map(({ id, ...airport }) => [String(id), airport]));
    },
    memo.reads,
  );
}

async function rankingsByGroup(db: Queryable, memo: DetailMemoUse, rows: DetailRow[]) {
  return memo.memos.rankings.getMany(
    rows.map((r) => rankingKey(r.subcategory_id, r.brand_id)),
    async (missing) => {
      const groups = missing.map((key) => key.split(":").map(Number));
      const rankings = await relatedRankings(
        db,
        groups.map(([subcategory]) => subcategory),
        groups.map(([, brand]) => brand),
        RELATED_PRODUCTS,
      );
      return new Map(rankings.map((r) => [rankingKey(r.subcategory_id, r.brand_id), r]));
    },
    memo.reads,
  );
}

async function cardsById(
  db: Queryable,
  memo: DetailMemoUse,
  ids: number[],
  airport: string | null,
  lang: ContentLanguage,
) {
  const prefix = `${lang}:${airport ?? ""}:`;
  const cards = await memo.memos.cards.getMany(
    ids.map((id) => prefix + id),
    async (missing) => {
      const loaded = await loadProductSummaryMap(
        db,
        missing.map((key) => Number(key.slice(prefix.length))),
        airport,
        lang,
      );
      return new Map([...loaded].map(([id, card]) => [prefix + id, card]));
    },
    memo.reads,
  );
  return new Map([...cards].map(([key, card]) => [Number(key.slice(prefix.length)), card]));
}

/**
 * Product details for `ids`, in the order of `ids` (unknown ids are left out). The one place that
 * builds a ProductDetail: GET /api/products/<slug>/ calls it with one id and GET
 * /api/products/details/ with a page of ids, so the two cannot drift apart.
 *
 * Set-based on purpose: at most four queries whatever the number of ids (a query per product made the
 * storefront's build take minutes at 20,000 products):
 *   1. the products, one row each, their availability and sections as JSON arrays (detailColumns);
 *   2. the airports they are sold at, 3. the related-products ranking of each (subcategory, brand) of
 *      them (RELATED_SQL), and 4. the cards of every related product, each loaded once.
 * 1–3 are in repositories/product-details.ts.
 * 2–4 are shared by many details and come from `memo` when it holds them (the routes pass the app's
 * memos, lib/catalogue-memo.ts; without it nothing is kept): the build's reading of all details
 * pages then queries little more than the products themselves. 1 and 4 come back as one JSON text
 * each (db/json-rows.ts): on PGlite, decoding ≈ 15,000 cells a page of 100 in JavaScript had been
 * most of the time of GET /api/products/details/.
 */
export async function loadProductDetails(
  db: Queryable,
  ids: number[],
  airportSlug?: string | null,
  memo: DetailMemoUse = { memos: detailMemos(0), reads: noMemoReads() },
  lang: ContentLanguage = "en",
): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const airport = await pricingAirport(db, memo, airportSlug ?? null);
  const products = await productDetailRows(db, ids, airport, lang);
  const [airports, rankings] = await Promise.all([
    airportsById(db, memo, [
      ...new Set(
        products.flatMap((r) => [
          ...r.availability.map(([airportId]) => airportId),
          ...r.variants.flatMap(([, , , offers]) => offers.map(([airportId]) => airportId)),
        ]),
      ),
    ]),
    rankingsByGroup(db, memo, products),
  ]);
  const related = new Map(
    products.map((r) => [r.id, relatedIds(r.id, rankings.get(rankingKey(r.subcategory_id, r.brand_id)))]),
  );
  const cards = await cardsById(db, memo, [...new Set([...related.values()].flat())], airport, lang);
  const rowById = new Map(products.map((r) => [r.id, r]));

  return ids.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    const summary = toProductSummary(row);
    const order = availabilityOrder(row);
    return [
      {
        ...summary,
        sku: row.sku,
        description: row.description,
        images: Array.from({ length: row.image_count }, (_, i) =>
          imageFor("products", summary.slug, i === 0 ? summary.name : `${summary.name}, view ${i + 1}`, i + 1),
        ),
        availability: row.availability.map(([airportId, price, in_stock]) => ({
          ...airports.get(String(airportId))!,
          price,
          in_stock,
        })),
        variants: row.variants.map((cell) => toVariant(cell, airports, airport, order)),
        sections: row.sections,
        related: related.get(id)!.flatMap((relatedId) => {
          const card = cards.get(relatedId);
          return card ? [card] : [];
        }),
        created_at: new Date(row.created_at).toISOString(),
      },
    ];
  });
}

/** Airport id → its place in the product's availability (by city), the order each size's offers follow. */
const availabilityOrder = (row: DetailRow) => new Map(row.availability.map(([airportId], i) => [airportId, i]));

/**
 * A size as the API gives it: priced at `airport` where that airport sells it, else at its base price
 * (and then in stock when any airport has it).
 */
function toVariant(
  [sku, size, basePrice, offers]: VariantCell,
  airports: Map<string, AirportRef>,
  airport: string | null,
  order: Map<number, number>,
): Variant {
  const sorted = [...offers].sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a - b);
  const availability = sorted.map(([airportId, price, dutyPaid, stock]) => ({
    airport: airports.get(String(airportId))!.airport,
    price,
    duty_paid_price: dutyPaid,
    stock,
    in_stock: stock > 0,
  }));
  const here = airport === null ? undefined : availability.find((o) => o.airport === airport);
  return {
    sku,
    size,
    price: here?.price ?? basePrice,
    duty_paid_price: here?.duty_paid_price ?? null,
    in_stock: here ? here.in_stock : availability.some((o) => o.in_stock),
    availability,
  };
}
