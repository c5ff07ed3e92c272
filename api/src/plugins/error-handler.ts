import fp from "fastify-plugin";
import type { FastifyError, FastifyInstance } from "fastify";

/** An error a route throws on purpose: its status and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/**
 * A refusal by a business rule (a reservation's window, age, stock …): the message in English, plus the
 * rule's name and its figures so that a client can say the same in its reader's language.
 */
export class RuleError extends HttpError {
  constructor(
    statusCode: number,
    readonly rule: string,
    message: string,
    readonly params: Record<string, string | number>,
    errors?: Record<string, string[]>,
  ) {
    super(statusCode, message, errors);
  }
}

/** Turns Ajv's messages into the `{field: [messages]}` a form shows beside its inputs. */
function fieldErrors(error: FastifyError): Record<string, string[]> {
  // Without a prototype: a field is the client's text, and `?constructor=x` found Object's constructor
  // under errors["constructor"] (the 400 said "errors[unknown].push is not a function").
  const errors = Object.create(null) as Record<string, string[]>;
  for (const v of error.validation ?? []) {
    const unknown = (v.params as { additionalProperty?: string }).additionalProperty;
    if (unknown !== undefined && error.validationContext === "querystring") {
      (errors[unknown] ??= []).push("Unknown parameter.");
      continue;
    }
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? (v.instancePath.replace(/^\//, "").split("/")[0] || error.validationContext || "body");
    const message = missing ? "This field is required." : `${field} ${v.message ?? "is invalid"}.`;
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/**
 * One place that decides what a failure looks like to a client: 4xx with `{message, errors?}`,
 * 5xx with a generic message (details stay in the log).
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const retryAfter = (error as HttpError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error instanceof RuleError ? { rule: error.rule, params: error.params } : {}),
      });
    }
    if (error.validation) {
      const where = error.validationContext ?? "request";
      const unknown = error.validation.flatMap((v) => (v.params as { additionalProperty?: string }).additionalProperty ?? []);
      if (where === "querystring" && unknown.length > 0) {
        return reply
          .status(400)
          .send({ message: `Unknown query parameter: ${unknown.join(", ")}.`, errors: fieldErrors(error) });
      }
      return reply.status(400).send({ message: `Invalid ${where}: ${error.message}`, errors: fieldErrors(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, wrong content type, 429 …) are safe to show.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split("?")[0]}` });
  });
});
