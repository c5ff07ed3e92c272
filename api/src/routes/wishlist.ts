import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { Queryable } from "../db/database.ts";
import { ApiError, PageQuery, Paginated, Slug } from "../schemas/common.ts";
import { Wishlist, WishlistCreateBody, WishlistItemBody, WishlistPatchBody } from "../schemas/account.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { MAX_ITEMS_PER_LIST, MAX_LISTS_PER_USER, loadWishlists } from "../lib/wishlists.ts";

// Ids stay text until checked here: Ajv coerces "1e309" to Infinity, which passes its integer check.
const ListId = Type.String({ pattern: "^[1-9][0-9]{0,9}$" });
const ListParams = Type.Object({ id: ListId });
const ItemParams = Type.Object({ id: ListId, slug: Slug });
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
  const { rows } = await db.query<{ id: number }>("SELECT id FROM airports WHERE slug = $1", [slug]);
  if (!rows[0])
    throw new HttpError(400, `Unknown airport "${slug}".`, { airport: ["Choose one of the listed airports."] });
  return rows[0].id;
}

function listName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new HttpError(400, "A list needs a name.", { name: ["This field may not be blank."] });
  return trimmed;
}

/**
 * The signed-in user's lists (my-lists). Every query is scoped by user: someone else's list is
 * indistinguishable from one that does not exist (404).
 */
export async function wishlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  app.addHook("onRequest", app.authenticate);
  const errorResponses = { 400: ApiError, 401: ApiError, 404: ApiError };
  const schema = { tags: ["wishlist"], security: [{ bearer: [] }] };

  /** Locks the user's list for the rest of the transaction, so that concurrent changes to it queue up. */
  async function lockList(tx: Queryable, userId: number, id: number) {
    const { rows } = await tx.query("SELECT id FROM wishlists WHERE id = $1 AND user_id = $2 FOR UPDATE", [id, userId]);
    if (!rows[0]) throw notFound();
  }

  async function one(userId: number, id: number) {
    const [list] = await loadWishlists(db, userId, [id]);
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
        async (limit, offset) =>
          (
            await db.query<{ id: number }>(
              "SELECT id FROM wishlists WHERE user_id = $1 ORDER BY id LIMIT $2 OFFSET $3",
              [userId, limit, offset],
            )
          ).rows,
        async () =>
          (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM wishlists WHERE user_id = $1", [userId]))
            .rows[0]!.n,
      );
      return {
        ...page,
        results: await loadWishlists(
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
      const id = await db.transaction(async (tx) => {
        // The user's row is the lock that makes count-then-insert safe against parallel creates.
        await tx.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [userId]);
        const { rows } = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM wishlists WHERE user_id = $1", [
          userId,
        ]);
        if (rows[0]!.n >= MAX_LISTS_PER_USER) {
          throw new HttpError(400, `You can keep at most ${MAX_LISTS_PER_USER} lists. Remove one to make room.`);
        }
        const created = await tx.query<{ id: number }>(
          "INSERT INTO wishlists (user_id, name, airport_id) VALUES ($1, $2, $3) RETURNING id",
          [userId, name, airport ?? null],
        );
        return created.rows[0]!.id;
      });
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
      const { rowCount } = await db.query(
        `UPDATE wishlists SET name = COALESCE($3, name),
                airport_id = CASE WHEN $4::boolean THEN $5::int ELSE airport_id END,
                updated_at = now()
          WHERE id = $1 AND user_id = $2`,
        [id, userId, name, airport !== undefined, airport ?? null],
      );
      if (rowCount === 0) throw notFound();
      return one(userId, id);
    },
  );

  app.delete(
    "/:id/",
    { schema: { ...schema, params: ListParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      const { rowCount } = await db.query("DELETE FROM wishlists WHERE id = $1 AND user_id = $2", [
        listId(request.params.id),
        request.userId!,
      ]);
      if (rowCount === 0) throw notFound();
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
      const { product, quantity = 1, set = false } = request.body;
      await db.transaction(async (tx) => {
        await lockList(tx, userId, id);
        const found = await tx.query<{ id: number }>("SELECT id FROM products WHERE slug = $1", [product]);
        const productId = found.rows[0]?.id;
        if (productId === undefined) {
          throw new HttpError(400, `Unknown product "${product}".`, { product: ["No product with this slug."] });
        }
        const { rows } = await tx.query<{ n: number; present: boolean }>(
          `SELECT count(*)::int AS n, bool_or(product_id = $2) AS present FROM wishlist_items WHERE wishlist_id = $1`,
          [id, productId],
        );
        if (!rows[0]!.present && rows[0]!.n >= MAX_ITEMS_PER_LIST) {
          throw new HttpError(400, `A list holds at most ${MAX_ITEMS_PER_LIST} products.`, {
            product: [`A list holds at most ${MAX_ITEMS_PER_LIST} products.`],
          });
        }
        // One statement decides insert or update, so parallel adds of one product both count.
        await tx.query(
          `INSERT INTO wishlist_items (wishlist_id, product_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (wishlist_id, product_id) DO UPDATE SET quantity =
             CASE WHEN $4::boolean THEN EXCLUDED.quantity ELSE LEAST(wishlist_items.quantity + EXCLUDED.quantity, $5::int) END`,
          [id, productId, quantity, set, MAX_QUANTITY],
        );
        await tx.query("UPDATE wishlists SET updated_at = now() WHERE id = $1", [id]);
      });
      return reply.status(201).send(await one(userId, id));
    },
  );

  app.delete(
    "/:id/items/:slug/",
    { schema: { ...schema, params: ItemParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      const userId = request.userId!;
      const id = listId(request.params.id);
      const { slug } = request.params;
      await db.transaction(async (tx) => {
        await lockList(tx, userId, id);
        const { rowCount } = await tx.query(
          `DELETE FROM wishlist_items WHERE wishlist_id = $1 AND product_id = (SELECT id FROM products WHERE slug = $2)`,
          [id, slug],
        );
        if (rowCount === 0) throw new HttpError(404, "This product is not on the list.");
        await tx.query("UPDATE wishlists SET updated_at = now() WHERE id = $1", [id]);
      });
      return reply.status(204).send(null);
    },
  );
}
