import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { Queryable } from "../db/database.ts";
import { ApiError, PageQuery, Paginated, Slug } from "../schemas/common.ts";
import { Sku, Wishlist, WishlistCreateBody, WishlistItemBody, WishlistPatchBody } from "../schemas/account.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import * as lists from "../repositories/wishlists.ts";

// Ids stay text until checked here: Ajv coerces "1e309" to Infinity, which passes its integer check.
const ListId = Type.String({ pattern: "^[1-9][0-9]{0,9}$" });
const ListParams = Type.Object({ id: ListId });
const ItemParams = Type.Object({ id: ListId, slug: Slug });
// Which size of the product to take off the list; without it, the default (first) size.
const ItemQuery = Type.Object({ size: Type.Optional(Sku) });
const MAX_QUANTITY = 99;

const notFound = () => new HttpError(404, "List not found.");

/** A list id as the database's integer; one past its range cannot exist. */
function listId(text: string): number {
  const id = Number(text);
  if (id > 2147483647) throw notFound();
  return id;
}

/** undefined: not given; null: no airport; else the airport's id (400 when the slug is unknown). */
async function airportId(db: Queryable, slug: string | null | undefined): Promise<number | null | undefined> {
  if (slug === undefined || slug === null) return slug;
  const id = await lists.airportIdOf(db, slug);
  if (id === undefined)
    throw new HttpError(400, `Unknown airport "${slug}".`, { airport: ["Choose one of the listed airports."] });
  return id;
}

function listName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new HttpError(400, "A list needs a name.", { name: ["This field may not be blank."] });
  return trimmed;
}

/**
 * The signed-in user's lists (my-lists). Every query is scoped by user (repositories/wishlists.ts):
 * someone else's list is indistinguishable from one that does not exist (404).
 */
export async function wishlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  app.addHook("onRequest", app.authenticate);
  const errorResponses = { 400: ApiError, 401: ApiError, 404: ApiError };
  const schema = { tags: ["wishlist"], security: [{ bearer: [] }] };

  async function one(userId: number, id: number) {
    const [list] = await lists.loadWishlists(db, userId, [id]);
    if (!list) throw notFound();
    return list;
  }

  app.get(
    "/",
    { schema: { ...schema, querystring: PageQuery, response: { 200: Paginated(Wishlist), ...errorResponses } } },
    async (request) => {
      const userId = request.userId!;
      const page = await fetchPage(
        request.url,
        pageWindow(request.query),
        (limit, offset) => lists.listIdsPage(db, userId, limit, offset),
        () => lists.countLists(db, userId),
      );
      return {
        ...page,
        results: await lists.loadWishlists(
          db,
          userId,
          page.results.map((r) => r.id),
        ),
      };
    },
  );

  app.post(
    "/",
    { schema: { ...schema, body: WishlistCreateBody, response: { 201: Wishlist, ...errorResponses } } },
    async (request, reply) => {
      const userId = request.userId!;
      const name = listName(request.body.name);
      const airport = await airportId(db, request.body.airport);
      const id = await db.transaction((tx) => lists.createList(tx, userId, name, airport ?? null));
      if (id === "full") {
        throw new HttpError(400, `You can keep at most ${lists.MAX_LISTS_PER_USER} lists. Remove one to make room.`);
      }
      return reply.status(201).send(await one(userId, id));
    },
  );

  app.get(
    "/:id/",
    { schema: { ...schema, params: ListParams, response: { 200: Wishlist, ...errorResponses } } },
    async (request) => one(request.userId!, listId(request.params.id)),
  );

  app.patch(
    "/:id/",
    {
      schema: {
        ...schema,
        params: ListParams,
        body: WishlistPatchBody,
        response: { 200: Wishlist, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.userId!;
      const id = listId(request.params.id);
      const name = request.body.name === undefined ? null : listName(request.body.name);
      const airport = await airportId(db, request.body.airport);
      if (!(await lists.updateList(db, userId, id, { name, airportId: airport }))) throw notFound();
      return one(userId, id);
    },
  );

  app.delete(
    "/:id/",
    { schema: { ...schema, params: ListParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      if (!(await lists.deleteList(db, request.userId!, listId(request.params.id)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/:id/items/",
    {
      schema: { ...schema, params: ListParams, body: WishlistItemBody, response: { 201: Wishlist, ...errorResponses } },
    },
    async (request, reply) => {
      const userId = request.userId!;
      const id = listId(request.params.id);
      const { product, size, quantity = 1, set = false } = request.body;
      const outcome = await db.transaction(async (tx) => {
        if (!(await lists.lockList(tx, userId, id))) throw notFound();
        return lists.addItem(tx, id, { slug: product, size, quantity, set, maxQuantity: MAX_QUANTITY });
      });
      if (outcome === "unknown-product") {
        throw new HttpError(400, `Unknown product "${product}".`, { product: ["No product with this slug."] });
      }
      if (outcome === "unknown-size") {
        throw new HttpError(400, `The product "${product}" has no size "${size}".`, {
          size: ["Choose one of the product's sizes (its SKU)."],
        });
      }
      if (outcome === "full") {
        const message = `A list holds at most ${lists.MAX_ITEMS_PER_LIST} products.`;
        throw new HttpError(400, message, { product: [message] });
      }
      return reply.status(201).send(await one(userId, id));
    },
  );

  app.delete(
    "/:id/items/:slug/",
    {
      schema: {
        ...schema,
        params: ItemParams,
        querystring: ItemQuery,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.userId!;
      const id = listId(request.params.id);
      const removed = await db.transaction(async (tx) => {
        if (!(await lists.lockList(tx, userId, id))) throw notFound();
        return lists.removeItem(tx, id, request.params.slug, request.query.size);
      });
      if (!removed) throw new HttpError(404, "This product (in this size) is not on the list.");
      return reply.status(204).send(null);
    },
  );
}
