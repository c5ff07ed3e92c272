import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { HttpError } from "../plugins/error-handler.ts";
import { artworkFor } from "../lib/artwork/subjects.ts";
import { IMAGE_KINDS, PRODUCT_CARD_ARTWORK, type ImageKind } from "../lib/images.ts";
import { PHOTO_TYPES, loadPhotos, photoPath } from "../lib/photos.ts";

/** `<slug>[--<view>][.w<width>].<ext>`: the width for photographs (lib/photos.ts) and a product's card drawing. */
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:--([1-9][0-9]?))?(\.w[1-9][0-9]{1,3})?\.(svg|webp|jpg|jpeg|png)$/;

export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Photographs an operator has put under DATA_DIR/media replace the generated pictures (lib/photos.ts).
  loadPhotos(path.join(app.config.dataDir, "media"));

  app.get(
    "/:kind/:file",
    {
      schema: {
        tags: ["media"],
        summary:
          "A picture: generated artwork `<slug>.svg` (`<slug>--<n>.svg` for a product's n-th view, `.w400.svg` for a product's card-sized drawing), or a photograph the operator supplied (`.webp`, `.jpg`, `.png`)",
        params: Type.Object({ kind: Type.String({ maxLength: 40 }), file: Type.String({ maxLength: 200 }) }),
        // The artwork's version (lib/artwork/index.ts): only there to give new drawings new URLs.
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 12, pattern: "^[0-9a-z]+$" })) }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const size = Object.hasOwn(IMAGE_KINDS, kind) ? IMAGE_KINDS[kind as ImageKind] : undefined;
      const match = FILE.exec(file);
      if (!size || !match) throw new HttpError(404, "Image not found.");
      const [, slug, viewText, width, extension] = match;
      reply.header("x-content-type-options", "nosniff");

      // A product's card-sized drawing (lib/images.ts); any other width of a drawing is a photograph's name.
      const cardDrawing = kind === "products" && extension === "svg" && width === PRODUCT_CARD_ARTWORK.suffix;
      if (extension !== "svg" || (width && !cardDrawing)) {
        const photo = photoPath(kind, file);
        if (!photo) throw new HttpError(404, "Image not found.");
        return (
          reply
            .header("content-type", PHOTO_TYPES[extension])
            // A replaced photo gets a new ?v= in the API's answers, but an old page may still name the
            // old URL: a day, not for good.
            .header("cache-control", "public, max-age=86400")
            .send(fs.createReadStream(photo))
        );
      }

      const svg = await artworkFor(app.db, {
        kind: kind as ImageKind,
        slug,
        view: viewText ? Number(viewText) : 1,
        ...(cardDrawing ? { width: PRODUCT_CARD_ARTWORK.width, height: PRODUCT_CARD_ARTWORK.height, lettering: "bars" } : size),
      });
      if (!svg) throw new HttpError(404, "Image not found.");
      return (
        reply
          .header("content-type", "image/svg+xml; charset=utf-8")
          // The bytes for a URL never change: the storefront and CDNs may keep them for good.
          .header("cache-control", "public, max-age=31536000, immutable")
          // An SVG opened directly is a document: it may style itself and nothing else.
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg)
      );
    },
  );
}
