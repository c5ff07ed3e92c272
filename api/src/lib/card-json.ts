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
const texts = new WeakMap<ProductSummary, string>();

export function cardJson(card: ProductSummary): string {
  let text = texts.get(card);
  if (text === undefined) texts.set(card, (text = JSON.stringify(card)));
  return text;
}

/** A page of cards as JSON text: the `{count, next, previous, results}` envelope around the cards' own texts. */
export function cardPageJson(page: Page<ProductSummary>): string {
  return (
    `{"count":${page.count},"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)},` +
    `"results":[${page.results.map(cardJson).join(",")}]}`
  );
}

/**
 * Sends text that is already JSON: Fastify sends a string with a JSON content type as it is, past the
 * route's serializer (the route's typed reply only takes the schema's object).
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(text);
}
