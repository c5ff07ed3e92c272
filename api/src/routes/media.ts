import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { HttpError } from "../plugins/error-handler.ts";
import { IMAGE_KINDS, type ImageKind } from "../lib/images.ts";
import { placeholderSvg } from "../lib/svg-image.ts";

/** Where each kind's label comes from; the slug must exist there, so a typo in a URL is a 404. */
const LABELS: Record<ImageKind, string> = {
  products: "SELECT name AS label, image_count AS views FROM products WHERE slug = $1",
  brands: "SELECT name AS label, 1 AS views FROM brands WHERE slug = $1",
  categories: "SELECT name AS label, 1 AS views FROM categories WHERE slug = $1",
  sections: "SELECT name AS label, 1 AS views FROM thematic_sections WHERE slug = $1",
  articles: "SELECT title AS label, 1 AS views FROM articles WHERE slug = $1",
};

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:--([1-9][0-9]?))?\.svg$/;

export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/:kind/:file",
    {
      schema: {
        tags: ["media"],
        summary: "A generated SVG picture: `<slug>.svg`, or `<slug>--<n>.svg` for a product's n-th view",
        params: Type.Object({ kind: Type.String({ maxLength: 40 }), file: Type.String({ maxLength: 200 }) }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const size = Object.hasOwn(IMAGE_KINDS, kind) ? IMAGE_KINDS[kind as ImageKind] : undefined;
      const match = FILE.exec(file);
      if (!size || !match) throw new HttpError(404, "Image not found.");
      const [, slug, viewText] = match;
      const view = viewText ? Number(viewText) : 1;
      const { rows } = await app.db.query<{ label: string; views: number }>(LABELS[kind as ImageKind], [slug]);
      if (!rows[0] || view > rows[0].views) throw new HttpError(404, "Image not found.");
      return (
        reply
          .header("content-type", "image/svg+xml; charset=utf-8")
          // The bytes for a URL never change: the storefront and CDNs may keep them for good.
          .header("cache-control", "public, max-age=31536000, immutable")
          // An SVG opened directly is a document: it may style itself and nothing else.
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
          .header("x-content-type-options", "nosniff")
          .send(placeholderSvg({ slug, label: rows[0].label, ...size, view }))
      );
    },
  );
}
