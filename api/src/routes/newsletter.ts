import type { FastifyInstance } from "fastify";
import { MAIL_SENDING_LIMIT } from "../plugins/request-limits.ts";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError } from "../schemas/common.ts";
import { MessageResponse, NewsletterBody, NewsletterSubscribeBody } from "../schemas/account.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { normaliseEmail } from "../lib/users.ts";
import { subscribe, unsubscribe, unsubscribeUrl } from "../lib/newsletter.ts";
import { newsletterWelcomeEmail } from "../lib/email-templates.ts";

/** Newsletter sign-up for anyone, kept in step with the `newsletter` flag of the account with that address. */
export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, mailer } = app;

  app.post(
    "/subscribe/",
    {
      config: { rateLimit: MAIL_SENDING_LIMIT },
      schema: {
        tags: ["newsletter"],
        body: NewsletterSubscribeBody,
        response: { 201: MessageResponse, 400: ApiError },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const { token, isNew } = await db.transaction((tx) => subscribe(tx, email));
      if (isNew) {
        try {
          await mailer.send(newsletterWelcomeEmail(email, unsubscribeUrl(config.publicUrl, token)));
        } catch (error) {
          app.log.error({ err: error, to: email }, "newsletter welcome e-mail not sent");
        }
      }
      // The same answer for a new and a known address: subscribing tells nobody who else is subscribed.
      return reply.status(201).send({ message: "You are subscribed to our newsletter." });
    },
  );

  app.post(
    "/unsubscribe/",
    {
      schema: {
        tags: ["newsletter"],
        body: NewsletterBody,
        response: { 200: MessageResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const body = request.body;
      if ("token" in body) {
        const found = await db.transaction((tx) => unsubscribe(tx, { token: body.token }));
        // The token comes from a link we sent; an unknown one is a broken link worth saying so.
        if (!found) throw new HttpError(404, "This unsubscribe link is not valid.");
      } else {
        await db.transaction((tx) => unsubscribe(tx, { email: normaliseEmail(body.email) }));
      }
      return { message: "You are unsubscribed from our newsletter." };
    },
  );
}
