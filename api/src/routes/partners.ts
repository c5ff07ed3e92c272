import type { FastifyInstance } from "fastify";
import { languageOf } from "../lib/content-language.ts";
import { MAIL_SENDING_LIMIT } from "../plugins/request-limits.ts";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError } from "../schemas/common.ts";
import { PartnerApplicationBody, PartnerApplicationResponse } from "../schemas/account.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { normaliseEmail } from "../lib/users.ts";
import { partnerAcknowledgementEmail } from "../lib/email-templates.ts";
import { knownAirportSlugs } from "../repositories/airports.ts";
import { insertPartnerApplication } from "../repositories/partner-applications.ts";

/** The become-a-partner form: brands and shops that want to sell at our airports. */
export async function partnersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, mailer } = app;

  app.post(
    "/apply/",
    {
      config: { rateLimit: MAIL_SENDING_LIMIT },
      schema: {
        tags: ["partners"],
        body: PartnerApplicationBody,
        response: { 201: PartnerApplicationResponse, 400: ApiError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const blank = (["company", "contact_name", "message"] as const).filter((field) => !body[field].trim());
      if (blank.length > 0) {
        throw new HttpError(
          400,
          "Please fill in every required field.",
          Object.fromEntries(blank.map((f) => [f, ["This field may not be blank."]])),
        );
      }
      const airports = [...new Set(body.airports ?? [])];
      if (airports.length > 0) {
        const known = await knownAirportSlugs(db, airports);
        const unknown = airports.filter((slug) => !known.has(slug));
        if (unknown.length > 0) {
          throw new HttpError(400, `Unknown airport: ${unknown.join(", ")}.`, {
            airports: [`Unknown airport: ${unknown.join(", ")}.`],
          });
        }
      }
      const email = normaliseEmail(body.email);
      const id = await insertPartnerApplication(db, {
        company: body.company.trim(),
        contactName: body.contact_name.trim(),
        email,
        phone: body.phone?.trim() ?? "",
        website: body.website?.trim() ?? "",
        airports,
        message: body.message,
      });
      try {
        await mailer.send(
          partnerAcknowledgementEmail(email, body.contact_name.trim(), body.company.trim(), id, languageOf(request)),
        );
      } catch (error) {
        app.log.error({ err: error, to: email }, "partner acknowledgement e-mail not sent");
      }
      return reply.status(201).send({ id, message: "Thank you! We received your application and will be in touch." });
    },
  );
}
