import type { FastifyReply } from "fastify";
import type { Page } from "../schemas/common.ts";
import type { ProductSummary } from "../schemas/catalogue.ts";

/**
 * The JSON text of a product card, written once per card object and kept as long as the object is:
 * a card is kept with its detail row (lib/product-detail.ts, `cardAt`) for many answers, and a listing that misses the
 * answers cache (another page, order, size or airport of products seen recently) is then its cards'
 * texts joined. Writing 24–48 cards at every such answer was the largest part of its CPU (19 % of the
 * API's profile under distinct listing URLs, 2026-11-27), more than reading them.
 *
 * JSON.stringify is safe here because toProductSummary builds each card field by field, as the schema
 * declares it: nothing undeclared to drop. test/catalogue/products.test.ts checks the answers against
 * the schema (TypeBox's Check and Clean change nothing), each card against SQL's card at that airport and
 * its keys against the schema's order.
 */
const texts = new WeakMap<ProductSummary, Buffer>();

/**
 * Text as UTF-8 bytes in memory of their own. Buffer.from puts anything under 4 KB in a slice of a
 * shared 8 KB block, which a kept slice holds alive whole: kept texts (a card is ≈ 0.5 KB) and kept
 * answers would hold many times their size once their neighbours had gone.
 */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** A card's JSON as UTF-8 bytes, written at its first use and kept with the card. */
export function cardJson(card: ProductSummary): Buffer {
  let text = texts.get(card);
  if (text === undefined) texts.set(card, (text = ownBytes(JSON.stringify(card))));
  return text;
}

/**
 * JSON pieces as one UTF-8 Buffer: strings are encoded, Buffers copied, and an array of Buffers is
 * written as its items separated by commas (a JSON array's inside). An answer made of kept texts is
 * mostly copies, so it is put together as bytes: joining strings and then encoding the result (for the
 * socket and the answers cache) was 9–13 % of the API's CPU under listings that miss the cache
 * (2026-11-27), where copying the same bytes is a memcpy.
 */
export type JsonPiece = string | Buffer | readonly Buffer[];

export function jsonBytes(pieces: readonly JsonPiece[]): Buffer {
  let length = 0;
  for (const piece of pieces) {
    if (typeof piece === "string") length += Buffer.byteLength(piece);
    else if (Buffer.isBuffer(piece)) length += piece.length;
    else {
      for (const item of piece) length += item.length;
      length += Math.max(0, piece.length - 1); // the commas between items
    }
  }
  const out = Buffer.allocUnsafeSlow(length); // kept by the answers cache: see ownBytes
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === "string") at += out.write(piece, at);
    else if (Buffer.isBuffer(piece)) {
      // TypedArray's set, not Buffer's copy: the same memcpy without copy's argument handling in
      // JavaScript, which was 5.6 % of the API's CPU here.
      out.set(piece, at);
      at += piece.length;
    } else
      for (let i = 0; i < piece.length; i++) {
        if (i > 0) out[at++] = 0x2c; // ","
        out.set(piece[i]!, at);
        at += piece[i]!.length;
      }
  }
  return out;
}

/** A page of cards as JSON: the `{count, next, previous, results}` envelope around the cards' own texts. */
export function cardPageJson(page: Page<Buffer>): Buffer {
  return jsonBytes([
    `{"count":${page.count},"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)},"results":[`,
    page.results,
    "]}",
  ]);
}

/**
 * Bytes that are already JSON as a route's answer, for the handler to return: Fastify sends a Buffer as
 * it is, past the route's serializer, and the answers cache keeps it as it is. The cast is only for the
 * route's typed reply, which takes the schema's object.
 *
 * Returned, not sent with `reply.send` and then `return reply`: an async handler that returns `reply`
 * hands its promise a thenable, and `reply.then` waits for the response to finish (end-of-stream
 * listeners on it, another promise and tick) before Fastify's handler wrapper sees it. A search that
 * misses the answers cache cost 189–199 µs of the main thread that way, 174–180 returned (2026-11-28).
 */
export function jsonBytesAnswer<T>(reply: FastifyReply, json: Buffer): T {
  reply.type("application/json; charset=utf-8");
  return json as unknown as T;
}
