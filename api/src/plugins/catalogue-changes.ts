import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import path from "node:path";
import { CATALOGUE_CHANNEL, catalogueChanged } from "../lib/catalogue-memo.ts";
import { loadPhotos } from "../lib/photos.ts";

/**
 * Every API process drops its cached catalogue (memos and answers, lib/catalogue-memo.ts) when an
 * import anywhere changed it: the import notifies CATALOGUE_CHANNEL in its transaction, so the notice
 * goes out when it commits, and every process on the database listens (PostgreSQL's LISTEN/NOTIFY;
 * on the embedded database the one process hears itself). A command-line import reaches running
 * processes the same way.
 */
export const catalogueChanges = fp(async (app: FastifyInstance) => {
  let stop: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stop = await app.db.listen(CATALOGUE_CHANNEL, (payload) => {
      // An import of pictures wrote new photographs: read the folder again (the media routes serve from it).
      if (payload === "images" || payload === "") loadPhotos(path.join(app.config.dataDir, "media"));
      catalogueChanged();
    });
  });
  app.addHook("onClose", async () => {
    await stop?.();
  });
});
