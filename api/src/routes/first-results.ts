import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { CONTENT_LANGUAGES } from "../lib/content-language.ts";
import { settleWithin } from "../lib/settle-within.ts";
import { Paginated } from "../schemas/common.ts";
import { jsonBytesAnswer } from "../lib/card-json.ts";
import { ProductSummary } from "../schemas/catalogue.ts";

/**
 * The search page's first results, for its HTML (issue 22: search was the one page type whose largest
 * paint waited for an API round trip after the HTML).
 *
 * The search page's HTML holds an empty data block, <script type="application/json" id="first-results">,
 * whose text is a server-side include of this route with the page's own query string:
 * `<!--# include virtual="/api/first-results/en/24/?$args" -->` (src/features/listing/early-search.ts).
 * nginx fills it in with `ssi on` on the search pages (docs/deployment.md), the API's own static server
 * does the same under `npm start` (plugins/static-site.ts, lib/server-includes.ts), and anything that
 * serves the files as they are leaves the directive, which is not JSON: the page's head script then asks
 * the API itself, as it always did.
 *
 * The answer is the head script's own request, made here: the first page of `/api/products/` for the
 * query, in the page's language and page size, under the key the head script compares, so a block is
 * used only by the page whose query it was made for. Nothing at all (204) when the head script would not
 * have asked (no query, or an ordering, page or price in the URL) or when the listing took longer than
 * FIRST_RESULTS_WAIT_MS (250 ms by default): the page is not held long for its results, and its head
 * script asks as before (the listing, still running, will then have filled the answers cache for it).
 *
 * Never an error body either: whatever goes wrong (the visitor's query string refused by a hook, a
 * parameter out of range) is a 204. The include puts the answer in the page as it comes, and an error's
 * message may repeat the query's text, "<" and all, which must not reach the HTML.
 */

/** The page parameters that make the head script leave the first page to the listing (early-search.ts). */
const NOT_FIRST_PAGE = ["ordering", "page", "min_price", "max_price"];

const Params = Type.Object({
  lang: Type.Union(CONTENT_LANGUAGES.map((lang) => Type.Literal(lang))),
  page_size: Type.Integer({ minimum: 1, maximum: 100 }),
});

/**
 * JSON that stays inside a <script> element whatever its strings hold: no "<" can start "</script>" or
 * "<!--". `\u003c` is the same character to JSON.parse.
 */
const scriptSafe = (json: string) => json.replace(/</g, "\\u003c");

export async function firstResultsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/:lang/:page_size/",
    {
      errorHandler: (error, request, reply) => {
        // The visitor's bad query is no news; the route's own failure is, though the page goes on without it.
        if (!error.statusCode || error.statusCode >= 500) request.log.error({ err: error }, "first results failed");
        return reply.header("cache-control", "no-store").status(204).send(null);
      },
      schema: {
        tags: ["site"],
        summary: "The search page's first results, for a server-side include in its HTML",
        description:
          "Takes the search page's own query string as it is (any parameters: a campaign's are ignored). " +
          "200: `{key, data}`, data being the first page of `/api/products/?search=…` ordered by relevance. " +
          "204: nothing to include (nor on any error: the answer goes into a page as it is).",
        params: Params,
        // The page's query string, whatever it holds; only q, ordering, page, min_price and max_price are read.
        querystring: Type.Object({}, { additionalProperties: true }),
        // Documents the answer (sent as the text the listing gave, "<" escaped, not re-serialised).
        response: {
          200: Type.Object({
            key: Type.String({ description: "The head script's request, as URLSearchParams writes it" }),
            data: Paginated(ProductSummary),
          }),
          204: Type.Null({ description: "Nothing to include" }),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { lang, page_size: pageSize } = request.params;
      // As the browser reads the page's address (URLSearchParams: "+" is a space), not as Fastify does.
      const at = request.url.indexOf("?");
      const page = new URLSearchParams(at < 0 ? "" : request.url.slice(at + 1));
      const q = (page.get("q") ?? "").trim();
      if (!q || NOT_FIRST_PAGE.some((name) => page.has(name)) || app.config.firstResultsWaitMs === 0) return reply.status(204).send(null);
      // The head script's key, built the same way (early-search.ts).
      const key = new URLSearchParams([
        ["ordering", "relevance"],
        ["page", "1"],
        ["page_size", String(pageSize)],
        ["search", q],
      ]).toString();
      // Through the listing route itself: the same validation, answers cache and bytes as the head
      // script's own request would get.
      const listing = app
        .inject({ method: "GET", url: `/api/products/?${key}`, headers: { accept: "application/json", "accept-language": lang } })
        .then(
          (answer) => (answer.statusCode === 200 ? answer.body : null),
          () => null,
        );
      const body = await settleWithin(listing, app.config.firstResultsWaitMs, null);
      if (body === null) return reply.status(204).send(null);
      return jsonBytesAnswer(reply, Buffer.from(scriptSafe(`{"key":${JSON.stringify(key)},"data":${body}}`)));
    },
  );
}
