import type { FastifyInstance } from "fastify";
import { MAIL_SENDING_LIMIT } from "../plugins/request-limits.ts";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError } from "../schemas/common.ts";
import { MessageResponse, NewsletterBody, NewsletterConfirmBody, NewsletterSubscribeBody } from "../schemas/account.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { normaliseEmail } from "../lib/users.ts";
import { confirmSubscriptionUrl, unsubscribeUrl } from "../lib/newsletter.ts";
import {
  confirmSubscription,
  requestSubscription,
  unsubscribe,
  unsubscribeLinkFor,
} from "../repositories/newsletter-subscribers.ts";
import {
  newsletterConfirmationEmail,
  newsletterUnsubscribeLinkEmail,
  newsletterWelcomeEmail,
} from "../lib/email-templates.ts";
import type { MailMessage } from "../plugins/mailer.ts";
import { languageOf } from "../lib/content-language.ts";

/**
 * Newsletter sign-up for anyone, double opt-in (lib/newsletter.ts), kept in step with the `newsletter`
 * flag of the account with that address. Only the mailbox's owner, through the links we send it, can
 * subscribe or unsubscribe an address; every answer is the same whether or not the address is known.
 */
export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, mailer } = app;

  async function send(message: MailMessage, what: string) {
    try {
      await mailer.send(message);
    } catch (error) {
      app.log.error({ err: error, to: message.to }, `${what} e-mail not sent`);
    }
  }

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
      const lang = languageOf(request);
      const token = await db.transaction((tx) => requestSubscription(tx, email, lang));
      if (token)
        await send(
          newsletterConfirmationEmail(email, confirmSubscriptionUrl(config.publicUrl, token, lang), lang),
          "newsletter confirmation",
        );
      return reply
        .status(201)
        .send({ message: "Almost done: follow the link in the e-mail we sent you to confirm your subscription." });
    },
  );

  app.post(
    "/confirm/",
    {
      schema: {
        tags: ["newsletter"],
        body: NewsletterConfirmBody,
        response: { 200: MessageResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const confirmed = await db.transaction((tx) => confirmSubscription(tx, request.body.token));
      if (!confirmed) throw new HttpError(404, "This confirmation link is not valid.");
      if (confirmed.newly) {
        await send(
          newsletterWelcomeEmail(
            confirmed.email,
            unsubscribeUrl(config.publicUrl, request.body.token, confirmed.language),
            confirmed.language,
          ),
          "newsletter welcome",
        );
      }
      return { message: "You are subscribed to our newsletter." };
    },
  );

  app.post(
    "/unsubscribe/",
    {
      config: { rateLimit: MAIL_SENDING_LIMIT },
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
        return { message: "You are unsubscribed from our newsletter." };
      }
      // An address alone proves nothing: its owner gets the link, and nobody learns whether it is subscribed.
      const email = normaliseEmail(body.email);
      const token = await unsubscribeLinkFor(db, email);
      const lang = languageOf(request);
      if (token)
        await send(
          newsletterUnsubscribeLinkEmail(email, unsubscribeUrl(config.publicUrl, token, lang), lang),
          "unsubscribe link",
        );
      return { message: "If this address is subscribed, we have sent it a link to unsubscribe." };
    },
  );
}
