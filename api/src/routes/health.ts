import type { FastifyInstance } from "fastify";
import { Type, type TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { pingDatabase } from "../repositories/health.ts";

const Health = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("error")]),
  database: Type.Union([Type.Literal("pglite"), Type.Literal("postgres")]),
});

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/",
    {
      schema: { tags: ["meta"], summary: "Liveness and database reachability", response: { 200: Health, 503: Health } },
    },
    async (_request, reply) => {
      // A load balancer polls this: it must see the current state, never a cached one.
      reply.header("cache-control", "no-store");
      try {
        await pingDatabase(app.db);
        return { status: "ok" as const, database: app.db.kind };
      } catch {
        return reply.status(503).send({ status: "error" as const, database: app.db.kind });
      }
    },
  );
}
