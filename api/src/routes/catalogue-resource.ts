import type { FastifyInstance } from "fastify";
import { Type, type Static, type TObject, type TSchema } from "@fastify/type-provider-typebox";
import type { Queryable } from "../db/database.ts";
import { ApiError, PageQuery, Paginated, SlugParams } from "../schemas/common.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { publicCache } from "../lib/cache.ts";
import { fetchPage, pageWindow } from "../lib/pagination.ts";
import { languageOf, type ContentLanguage } from "../lib/content-language.ts";

type PageParams = Static<typeof PageQuery>;

/**
 * What every catalogue resource serves (airports, brands, categories, subcategories, thematic sections):
 * `GET /` a page of them, `GET /:slug/` one, both public and cacheable, 404 when the slug is unknown.
 * A resource says how to read them (repositories/) and in which shapes (schemas/).
 */
export interface CatalogueResource<
  Item extends TSchema,
  Summary extends TSchema,
  Filters extends TObject,
  One extends TObject,
> {
  /** Singular, for the 404 message: "Brand" gives "Brand not found." */
  name: string;
  list: { summary: string; schema: Summary; filters?: Filters };
  one: { summary: string; schema: Item; query?: One };
  /** `lang`: the language of the text (`?lang=` or Accept-Language, plugins/content-language.ts). */
  page(
    db: Queryable,
    filters: Static<Filters>,
    limit: number,
    offset: number,
    lang: ContentLanguage,
  ): Promise<Static<Summary>[]>;
  count(db: Queryable, filters: Static<Filters>): Promise<number>;
  bySlug(db: Queryable, slug: string, query: Static<One>, lang: ContentLanguage): Promise<Static<Item> | undefined>;
}

export function catalogueResource<
  Item extends TSchema,
  Summary extends TSchema,
  Filters extends TObject = TObject<Record<string, never>>,
  One extends TObject = TObject<Record<string, never>>,
>(resource: CatalogueResource<Item, Summary, Filters, One>) {
  return async function routes(fastify: FastifyInstance) {
    // The schemas are the resource's, so the handlers are typed from the resource, not inferred by Fastify.
    const app = fastify;
    publicCache(app);
    const filters = resource.list.filters ?? Type.Object({});

    app.get(
      "/",
      {
        schema: {
          tags: ["catalogue"],
          summary: resource.list.summary,
          querystring: Type.Composite([PageQuery, filters]),
          response: { 200: Paginated(resource.list.schema), 400: ApiError, 404: ApiError },
        },
      },
      async (request) => {
        // Validated against PageQuery and the resource's filters by the schema above.
        const query = request.query as Static<Filters> & PageParams;
        return fetchPage(
          request.url,
          pageWindow(query),
          (limit, offset) => resource.page(app.db, query, limit, offset, languageOf(request)),
          () => resource.count(app.db, query),
        );
      },
    );

    app.get<{ Params: { slug: string }; Querystring: Static<One> }>(
      "/:slug/",
      {
        schema: {
          tags: ["catalogue"],
          summary: resource.one.summary,
          params: SlugParams,
          ...(resource.one.query ? { querystring: resource.one.query } : {}),
          response: { 200: resource.one.schema, 400: ApiError, 404: ApiError },
        },
      },
      async (request) => {
        const item = await resource.bySlug(
          app.db,
          request.params.slug,
          request.query ?? ({} as Static<One>),
          languageOf(request),
        );
        if (item === undefined) throw new HttpError(404, `${resource.name} not found.`);
        return item;
      },
    );
  };
}
