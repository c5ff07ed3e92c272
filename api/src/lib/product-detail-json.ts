import type { Queryable } from "../db/database.ts";
import type { ContentLanguage } from "./content-language.ts";
import type { AirportRef, DetailRow } from "../repositories/product-details.ts";
import type { VariantOffer } from "../schemas/catalogue.ts";
import { cardJson, jsonBytes, ownBytes, type JsonPiece } from "./card-json.ts";
import {
  availabilityOrder,
  cardTextAt,
  detailAvailability,
  detailImages,
  readOneDetailParts,
  relatedCards,
  variantAt,
  variantAvailability,
  type DetailMemoUse,
  type DetailParts,
} from "./product-detail.ts";

/**
 * GET /api/products/<slug>/'s answer as JSON text, made from pieces kept with the product's detail row.
 *
 * Most of a detail is the same at every airport: its description, images, availability and sections,
 * and each size's offers. Only its own price and highest price, each size's price and stock there, and
 * the related products' cards (kept as text, lib/card-json.ts) depend on the airport. A product page at
 * one airport after another (what misses the answers cache: the same product, another airport) built
 * and wrote those parts, about half of its ≈ 10 KB, again each time, and building and writing the
 * answer was most of its CPU. The pieces are written once per detail row and kept with it (the details
 * memo keeps a row at most CATALOGUE_CACHE_SECONDS), and written again when the airports memo no longer
 * gives the same airports they were written with: never older than the pieces an object answer would use.
 *
 * The same answer as loadProductDetails' object written by the schema: the tests compare the two for
 * every product at every airport (test/catalogue/product-details.test.ts).
 */
interface RowTexts {
  /** The airports memo's map the texts were written from (their names and terminals). */
  airports: Map<string, AirportRef>;
  /** `"description":…,"images":…,"availability":…,"sections":…` */
  fixed: Buffer;
  /** `"created_at":…` (after `related`, in the schema's order) */
  created: Buffer;
  sizes: {
    /** `{"sku":…,"size":…` */
    head: Buffer;
    /** `"availability":…,"volume_ml":…,"sticks":…,"tobacco_g":…}` */
    tail: Buffer;
    availability: VariantOffer[];
  }[];
}

const rowTexts = new WeakMap<DetailRow, RowTexts>();

/** `{"a":1,"b":2}` → `"a":1,"b":2`: an object's members, to splice into another object. */
const members = (value: object) => JSON.stringify(value).slice(1, -1);

function textsOf(row: DetailRow, parts: DetailParts): RowTexts {
  let texts = rowTexts.get(row);
  // The airports memo gives a new map once it reads them again: the texts are then written again.
  if (texts && texts.airports === parts.airports) return texts;
  const order = availabilityOrder(row);
  texts = {
    airports: parts.airports,
    fixed: ownBytes(members({
      description: row.description,
      images: detailImages(row, row),
      availability: detailAvailability(row, parts.airports),
      sections: row.sections,
    })),
    created: ownBytes(members({ created_at: new Date(row.created_at).toISOString() })),
    sizes: row.variants.map((cell) => {
      const [sku, size, , , volumeMl, sticks, tobaccoG] = cell;
      const availability = variantAvailability(cell, parts.airports, order);
      return {
        head: ownBytes(`{${members({ sku, size })}`),
        tail: ownBytes(`${members({ availability, volume_ml: volumeMl, sticks, tobacco_g: tobaccoG })}}`),
        availability,
      };
    }),
  };
  rowTexts.set(row, texts);
  return texts;
}

/** The detail of product `id` at `airportSlug` as JSON (UTF-8 bytes), or null when there is no such product. */
export async function productDetailJson(
  db: Queryable,
  id: number,
  airportSlug: string | null,
  memo: DetailMemoUse,
  lang: ContentLanguage,
  selectedSize?: string,
): Promise<Buffer | null> {
  const parts = await readOneDetailParts(db, id, airportSlug, memo, lang);
  const row = parts.rowById.get(id);
  if (!row) return null;
  const texts = textsOf(row, parts);
  const airport = parts.airport?.slug ?? null;
  const card = cardTextAt(row, parts.airport);
  const pieces: JsonPiece[] = ["{", card.subarray(1, card.length - 1), ",", texts.fixed, ',"related":[', relatedCards(parts, id).map(cardJson), "],", texts.created, ',"variants":['];
  row.variants.forEach((cell, i) => {
    const { head, tail, availability } = texts.sizes[i]!;
    pieces.push(i === 0 ? "" : ",", head, `,${members(variantAt(cell, availability, airport))},`, tail);
  });
  pieces.push(selectedSize === undefined ? "]}" : `],"selected_size":${JSON.stringify(selectedSize)}}`);
  return jsonBytes(pieces);
}
