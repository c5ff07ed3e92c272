import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { HttpError } from "./error-handler.ts";

/**
 * Two kinds of input pass JSON-schema validation but cannot be stored, and would reach the database as a
 * 500: numbers that coerce to ±Infinity ("1e309" — Ajv skips min/max checks for non-finite numbers), and
 * text holding U+0000 (PostgreSQL's text type cannot store it). Both are answered with a 400 here, after
 * validation and before any handler runs.
 */
export function findUnstorable(value: unknown, path: string, depth = 0): string | null {
  if (depth > 64) return `${path} is nested too deeply`;
  // A file's bytes (the catalogue import): its reader checks them, and walking 50 MB key by key would stall.
  if (value instanceof Uint8Array) return null;
  if (typeof value === "number") return Number.isFinite(value) ? null : `${path} must be a finite number`;
  if (typeof value === "string") return value.includes("\u0000") ? `${path} must not contain NUL characters` : null;
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return `${path} has a field name with a NUL character`;
      const found = findUnstorable(item, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Unknown query parameters are refused (400) on every route of the contract: answers are cached by URL
 * (plugins/catalogue-cache.ts), and a parameter that changed nothing still made a new URL, so
 * `?u=1`, `?u=2`, … each took another copy of the same answer. Routes without a querystring schema
 * take none. Only the contract's routes (those with a schema shown in the API docs): the static site
 * and the docs' own files keep their query strings.
 */
function strictQuerystring(schema: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!schema || schema.hide) return schema;
  const query = schema.querystring as Record<string, unknown> | undefined;
  if (query && query.type !== "object") return schema; // not a shape this can close
  // A route that says it takes any query (the search page's include, routes/first-results.ts: the page's
  // own query string, campaign parameters and all) and is not cached by URL.
  if (query?.additionalProperties === true) return schema;
  return { ...schema, querystring: { type: "object", properties: {}, ...query, additionalProperties: false } };
}

export const inputGuards = fp(async (app: FastifyInstance) => {
  app.addHook("onRoute", (route) => {
    route.schema = strictQuerystring(route.schema as Record<string, unknown> | undefined) as typeof route.schema;
  });
  // A callback hook, not an async one: the check is synchronous, and a promise and a microtask for it
  // were work every answer that missed the answers cache paid.
  app.addHook("preHandler", (request, _reply, done) => {
    for (const [where, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const problem = findUnstorable(value, "");
      if (problem) {
        const field = problem.split(/[ .]/)[0] || where;
        return done(new HttpError(400, `Invalid ${where}: ${problem.trim()}.`, { [field]: [problem.trim() + "."] }));
      }
    }
    done();
  });
});
