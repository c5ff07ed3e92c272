import type { Queryable } from "../db/database.ts";
import type { ProductDetail, ProductSummary, Variant, VariantOffer } from "../schemas/catalogue.ts";
import {
  airportIdsBySlug,
  allAirportRefs,
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
import { toProductSummary } from "./product-summary.ts";
import { cardJson } from "./card-json.ts";

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
  /** Every airport's reference, by id as a string, as one entry (`allAirports`). */
  airports: Memo<Map<string, AirportRef>>;
  rankings: Memo<RelatedRanking>;
  /** Every airport's id by its slug, as one entry. */
  airportIds: Memo<Map<string, number>>;
  /**
   * Keyed by product id and language (`detailKey`): a product's own detail row at base prices, the same at every
   * airport (`atAirport` prices it), so its page at a second airport reads nothing of it again. A row
   * of the demo catalogue holds ≈ 4 KB of JS heap (1.5 KB as JSON): 3,000 of them, the most recently
   * read, ≈ 12 MB. What is kept with a row adds to it: its cards, one per airport it was asked at
   * (`cardAt`, ≈ 1 KB each and ≈ 0.6 KB of JSON text once a list has written it), and its page's texts
   * (lib/product-detail-json.ts, ≈ 5 KB). At every one of 14 airports and without one, ≈ 35 KB a row,
   * ≈ 100 MB at most for 3,000; the cards memo this replaced could hold 50,000 cards (≈ 50 MB) besides.
   */
  details: Memo<DetailRow, number>;
}

/** How many detail rows the details memo keeps. */
export const DETAIL_ROWS_KEPT = 3_000;

export function detailMemos(ttlMs: number): DetailMemos {
  return {
    airports: new Memo(ttlMs),
    rankings: new Memo(ttlMs),
    airportIds: new Memo(ttlMs),
    details: new Memo<DetailRow, number>(ttlMs, DETAIL_ROWS_KEPT),
  };
}

/** The airport to price at, by its slug and id; an unknown slug prices like no airport (base prices). */
interface PricingAirport {
  slug: string;
  id: number;
}

/**
 * The airport to price at: an unknown one prices like no airport, so it shares the base prices' memo
 * cards. Keyed by the slug as given, `?airport=x1`, `?airport=x2`, … would each make another copy of
 * the same base-price cards.
 */
async function pricingAirport(db: Queryable, memo: DetailMemoUse, airport: string | null): Promise<PricingAirport | null> {
  if (airport === null) return null;
  return pricingIn(await memo.memos.airportIds.get("all", () => airportIdsBySlug(db), memo.reads), airport);
}

/** `slug`'s airport in the airport ids memo's map, or null (base prices). */
function pricingIn(airportIds: Map<string, number>, slug: string): PricingAirport | null {
  const id = airportIds.get(slug);
  return id === undefined ? null : { slug, id };
}

/** Orders two non-negative decimal strings exactly ("9.5" before "10.00"), as SQL's max() on numeric. */
function decimalBelow(a: string, b: string): boolean {
  const [aInt, aFraction = ""] = a.split(".");
  const [bInt, bFraction = ""] = b.split(".");
  if (aInt!.length !== bInt!.length) return aInt!.length < bInt!.length;
  if (aInt !== bInt) return aInt! < bInt!;
  const digits = Math.max(aFraction.length, bFraction.length);
  return aFraction.padEnd(digits, "0") < bFraction.padEnd(digits, "0");
}

/**
 * A base-price detail row's card prices at `airport`, as summaryColumns gives them in SQL: the
 * product's price there where it is listed (its availability), else its base price; its highest
 * price, that of its sizes sold there, else its highest size's base price (the row's base max_price).
 */
function atAirport(row: DetailRow, airport: PricingAirport | null): DetailRow {
  const listed = airport && row.availability.find(([airportId]) => airportId === airport.id);
  if (!listed) return row;
  let highest: string | null = null;
  for (const [, , , offers] of row.variants) {
    for (const [airportId, price] of offers) {
      if (airportId === airport.id && (highest === null || decimalBelow(highest, price))) highest = price;
    }
  }
  return { ...row, price: listed[1], max_price: highest ?? row.max_price };
}

/** A details memo key: the product's id and the language (rows differ by language only). */
const LANGUAGE_KEY: Record<ContentLanguage, number> = { en: 0, pl: 1, de: 2 };
const detailKey = (id: number, lang: ContentLanguage) => id * 4 + LANGUAGE_KEY[lang];

/**
 * The detail rows of `ids` at base prices, keyed by id, from the details memo where it holds them (the
 * missing ones read with one query). Keyed by a number, not `${lang}:${id}`: a listing that misses the
 * answers cache looks up 12–48 rows, and each string key was built and hashed before its lookup.
 */
async function detailRowsById(db: Queryable, memo: DetailMemoUse, ids: number[], lang: ContentLanguage): Promise<Map<number, DetailRow>> {
  const found = new Map<number, DetailRow>();
  let missing: number[] | undefined;
  for (const id of ids) {
    const kept = memo.memos.details.peek(detailKey(id, lang), memo.reads);
    if (kept === undefined) (missing ??= []).push(detailKey(id, lang));
    else found.set(id, kept);
  }
  if (missing === undefined) return found;
  const loaded = await memo.memos.details.getMany(
    missing,
    async (keys) => {
      const rows = await productDetailRows(db, keys.map((key) => Math.floor(key / 4)), lang);
      return new Map(rows.map((row) => [detailKey(row.id, lang), row]));
    },
    memo.reads,
  );
  for (const row of loaded.values()) found.set(row.id, row);
  return found;
}

/** The memos a call uses, and where it records the age of what it took from them. */
export interface DetailMemoUse {
  memos: DetailMemos;
  reads: MemoReads;
}

/** Every airport's reference by id, one kept map: a new map object only when the memo reads them again. */
const allAirports = (db: Queryable, memo: DetailMemoUse) => memo.memos.airports.get("all", () => allAirportRefs(db), memo.reads);

/** The airports map each row was last found complete in: checked once per row and map, not per answer. */
const coveredBy = new WeakMap<DetailRow, Map<string, AirportRef>>();

/**
 * Whether `airports` names every airport `row` is sold at. A row can be newer than the kept map (an
 * airport added since, directly in the database or by an import another process has not yet heard
 * of): its page then needs the map read again, not an airport missing from its availability.
 */
function knowsAirportsOf(row: DetailRow, airports: Map<string, AirportRef>): boolean {
  if (coveredBy.get(row) === airports) return true;
  const known =
    row.availability.every(([airportId]) => airports.has(String(airportId))) &&
    row.variants.every(([, , , offers]) => offers.every(([airportId]) => airports.has(String(airportId))));
  if (known) coveredBy.set(row, airports);
  return known;
}

/** Every airport, read again when the kept map lacks one that `rows` name. */
async function airportsFor(db: Queryable, memo: DetailMemoUse, rows: DetailRow[]): Promise<Map<string, AirportRef>> {
  const airports = await allAirports(db, memo);
  if (rows.every((row) => knowsAirportsOf(row, airports))) return airports;
  memo.memos.airports.forget("all");
  return allAirports(db, memo);
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

/**
 * Each detail row's cards, by airport slot (`slotOf`: 0 for base prices; only airports that exist, see
 * `pricingAirport`). Kept with the row, so a card is exactly as old as the row it was made from and
 * leaves with it: the details memo's TTL, generation and size bound it (at most DETAIL_ROWS_KEPT rows ×
 * the airports + 1 cards), and an answer built from it records the row's read time.
 */
interface RowCards {
  /** By airport slot (`slotOf`). */
  cards: (ProductSummary | undefined)[];
  /** The cards' JSON texts (lib/card-json.ts), by the same slots. */
  texts: (Buffer | undefined)[];
}
const rowCards = new WeakMap<DetailRow, RowCards>();

function rowCardsOf(row: DetailRow): RowCards {
  let kept = rowCards.get(row);
  if (!kept) rowCards.set(row, (kept = { cards: [], texts: [] }));
  return kept;
}

/**
 * By the id the price is read with (the slug could name another airport after the airport ids memo
 * reads them again): its id + 1, 0 for base prices (ids are a serial's, positive). An array index, so
 * that a listing's 12–48 cards are one WeakMap lookup each, not that and a map's and the texts' own.
 */
const slotOf = (airport: PricingAirport | null) => (airport ? airport.id + 1 : 0);

/** A product's card at `airport`, as summaryColumns prices it in SQL (`atAirport`), made once per row and airport. */
export function cardAt(row: DetailRow, airport: PricingAirport | null): ProductSummary {
  const kept = rowCardsOf(row);
  const slot = slotOf(airport);
  return (kept.cards[slot] ??= toProductSummary(atAirport(row, airport)));
}

/** cardAt's card as JSON text (`cardJson`), kept beside it. */
export function cardTextAt(row: DetailRow, airport: PricingAirport | null): Buffer {
  const kept = rowCardsOf(row);
  const slot = slotOf(airport);
  return (kept.texts[slot] ??= cardJson((kept.cards[slot] ??= toProductSummary(atAirport(row, airport)))));
}

/**
 * Cards at `airport`, made from the products' detail rows rather than read per airport: a row is the
 * same at every airport, so once the details memo holds a product, its card at any other airport costs
 * no query. Read per airport, the catalogue's 1,500 products were 21,000 cards at 14 airports, and that
 * query was most of a product page's or a listing's time when it missed the answers cache.
 */
async function cardsById(db: Queryable, memo: DetailMemoUse, ids: number[], airport: PricingAirport | null, lang: ContentLanguage) {
  const rows = await detailRowsById(db, memo, ids, lang);
  const cards = new Map<number, ProductSummary>();
  for (const [id, row] of rows) cards.set(id, cardAt(row, airport));
  return cards;
}

/**
 * The cards of `ids` as their JSON texts (lib/card-json.ts: what a listing writes), in their order
 * (unknown ids left out), made from the detail rows the details memo keeps (`cardTextAt`): a listing
 * page that misses the answers cache (another page, order, page size or airport of the same products)
 * reads only the rows no recent answer used.
 */
export async function memoisedCardTexts(
  db: Queryable,
  memo: DetailMemoUse,
  ids: number[],
  airportSlug: string | null | undefined,
  lang: ContentLanguage,
): Promise<Buffer[]> {
  if (ids.length === 0) return [];
  const airport = await pricingAirport(db, memo, airportSlug ?? null);
  const rows = await detailRowsById(db, memo, ids, lang);
  const texts: Buffer[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (row) texts.push(cardTextAt(row, airport));
  }
  return texts;
}

/**
 * Product details for `ids`, in the order of `ids` (unknown ids are left out), as GET
 * /api/products/details/ gives them. GET /api/products/<slug>/ writes the same detail as text from the
 * same parts (readOneDetailParts, lib/product-detail-json.ts) and the same pieces (detailImages,
 * detailAvailability, variantAvailability, variantAt); test/catalogue/product-details.test.ts
 * compares the two for every product at every airport.
 *
 * Set-based on purpose: at most five queries whatever the number of ids (a query per product made the
 * storefront's build take minutes at 20,000 products):
 *   0. every airport's id by slug (to price at `airportSlug`);
 *   1. the products, one row each at base prices, their availability and sections as JSON arrays
 *      (detailColumns), priced at the airport here (`atAirport`);
 *   2. every airport's name and terminals (one kept map), 3. the related-products ranking of each (subcategory, brand) of
 *      them (RELATED_SQL), and 4. the cards of every related product, each loaded once.
 * 0–3 are in repositories/product-details.ts.
 * All come from `memo` when it holds them (the routes pass the app's memos, lib/catalogue-memo.ts;
 * without it nothing is kept): 2–4 are shared by many details, so the build's reading of all details
 * pages queries little more than the products themselves; 1 is the same at every airport, so a
 * product's page at another airport than the last reads nothing again. 1 and 4 come back as one JSON text
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
  const parts = await readDetailParts(db, ids, airportSlug ?? null, memo, lang);
  const { airport, rowById, airports } = parts;
  return ids.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    const summary = cardAt(row, airport);
    const order = availabilityOrder(row);
    return [
      {
        ...summary,
        sku: row.sku,
        description: row.description,
        images: detailImages(row, summary),
        availability: detailAvailability(row, airports),
        sections: row.sections,
        related: relatedCards(parts, id),
        created_at: new Date(row.created_at).toISOString(),
        // In the schema's order: GET /api/products/details/ writes this with JSON.stringify (lib/native-json.ts).
        variants: row.variants.map((cell) => {
          const availability = variantAvailability(cell, airports, order);
          return toVariant(cell, availability, variantAt(cell, availability, airport?.slug ?? null));
        }),
      },
    ];
  });
}

/**
 * readDetailParts for one product's page, straight from the memos when they hold every part (a product
 * page that misses the answers cache is most often a product seen recently, at another airport): no
 * query, and none of the sets, maps and promises the set-based way makes per part. When any part is
 * missing, the set-based way reads what is. The same parts either way (the tests compare every product
 * page at every airport with loadProductDetails' objects).
 */
export async function readOneDetailParts(
  db: Queryable,
  id: number,
  airportSlug: string | null,
  memo: DetailMemoUse,
  lang: ContentLanguage,
): Promise<DetailParts> {
  return keptDetailParts(id, airportSlug, memo, lang) ?? readDetailParts(db, [id], airportSlug, memo, lang);
}

function keptDetailParts(id: number, airportSlug: string | null, { memos, reads }: DetailMemoUse, lang: ContentLanguage): DetailParts | null {
  let airport: PricingAirport | null = null;
  if (airportSlug !== null) {
    const airportIds = memos.airportIds.peek("all", reads);
    if (airportIds === undefined) return null;
    airport = pricingIn(airportIds, airportSlug);
  }
  const row = memos.details.peek(detailKey(id, lang), reads);
  const airports = memos.airports.peek("all", reads);
  if (row === undefined || airports === undefined || !knowsAirportsOf(row, airports)) return null;
  const ranking = memos.rankings.peek(rankingKey(row.subcategory_id, row.brand_id), reads);
  if (ranking === undefined) return null;
  const relatedList = relatedIds(row.id, ranking);
  const cards = new Map<number, ProductSummary>();
  for (const relatedId of relatedList) {
    const relatedRow = memos.details.peek(detailKey(relatedId, lang), reads);
    if (relatedRow === undefined) return null;
    cards.set(relatedId, cardAt(relatedRow, airport));
  }
  return { airport, rowById: new Map([[id, row]]), airports, related: new Map([[id, relatedList]]), cards };
}

/** What the details of `ids` are made of, read (or taken from the memos) with at most five queries. */
export interface DetailParts {
  airport: PricingAirport | null;
  rowById: Map<number, DetailRow>;
  /** Every airport, by id as a string: the airports memo's one map (the same object until it reads them again). */
  airports: Map<string, AirportRef>;
  /** Each product's related products' ids, in ranking order. */
  related: Map<number, number[]>;
  /** The related products' cards at the airport, by id. */
  cards: Map<number, ProductSummary>;
}

export async function readDetailParts(
  db: Queryable,
  ids: number[],
  airportSlug: string | null,
  memo: DetailMemoUse,
  lang: ContentLanguage,
): Promise<DetailParts> {
  const airport = await pricingAirport(db, memo, airportSlug);
  const rowById = await detailRowsById(db, memo, ids, lang);
  const products = [...rowById.values()];
  const [airports, rankings] = await Promise.all([airportsFor(db, memo, products), rankingsByGroup(db, memo, products)]);
  const related = new Map(
    products.map((r) => [r.id, relatedIds(r.id, rankings.get(rankingKey(r.subcategory_id, r.brand_id)))]),
  );
  const cards = await cardsById(db, memo, [...new Set([...related.values()].flat())], airport, lang);
  return { airport, rowById, airports, related, cards };
}

/** A product's related cards, in ranking order (a product gone since its ranking was read is left out). */
export const relatedCards = ({ related, cards }: DetailParts, id: number): ProductSummary[] =>
  related.get(id)!.flatMap((relatedId) => {
    const card = cards.get(relatedId);
    return card ? [card] : [];
  });

export const detailImages = (row: DetailRow, summary: Pick<ProductSummary, "slug" | "name">) =>
  Array.from({ length: row.image_count }, (_, i) =>
    imageFor("products", summary.slug, i === 0 ? summary.name : `${summary.name}, view ${i + 1}`, i + 1),
  );

export const detailAvailability = (row: DetailRow, airports: Map<string, AirportRef>) =>
  row.availability.map(([airportId, price, in_stock]) => ({ ...airports.get(String(airportId))!, price, in_stock }));

/** Airport id → its place in the product's availability (by city), the order each size's offers follow. */
export const availabilityOrder = (row: DetailRow) => new Map(row.availability.map(([airportId], i) => [airportId, i]));

/** A size's offers, in the order of the product's availability: the same at every airport. */
export function variantAvailability(
  [, , , offers]: VariantCell,
  airports: Map<string, AirportRef>,
  order: Map<number, number>,
): VariantOffer[] {
  const sorted = [...offers].sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a - b);
  return sorted.map(([airportId, price, dutyPaid, stock]) => ({
    airport: airports.get(String(airportId))!.airport,
    price,
    duty_paid_price: dutyPaid,
    stock,
    in_stock: stock > 0,
  }));
}

/**
 * A size's price and stock at `airport` where that airport sells it, else its base price (and then in
 * stock when any airport has it).
 */
export function variantAt(
  [, , basePrice]: VariantCell,
  availability: VariantOffer[],
  airport: string | null,
): Pick<Variant, "price" | "duty_paid_price" | "in_stock"> {
  const here = airport === null ? undefined : availability.find((o) => o.airport === airport);
  return {
    price: here?.price ?? basePrice,
    duty_paid_price: here?.duty_paid_price ?? null,
    in_stock: here ? here.in_stock : availability.some((o) => o.in_stock),
  };
}

/** A size as the API gives it. */
function toVariant(
  [sku, size, , , volumeMl, sticks, tobaccoG]: VariantCell,
  availability: VariantOffer[],
  at: Pick<Variant, "price" | "duty_paid_price" | "in_stock">,
): Variant {
  return {
    sku,
    size,
    ...at,
    availability,
    volume_ml: volumeMl,
    sticks,
    tobacco_g: tobaccoG,
  };
}
