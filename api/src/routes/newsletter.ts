import type { FastifyInstance } from "fastify";

// STUB: replaced by the owner of this route file.
export async function newsletterRoutes(_app: FastifyInstance) {}
