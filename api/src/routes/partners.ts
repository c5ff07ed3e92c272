import type { FastifyInstance } from "fastify";
import { MAIL_SENDING_LIMIT } from "../plugins/request-limits.ts";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError } from "../schemas/common.ts";
import { PartnerApplicationBody, PartnerApplicationResponse } from "../schemas/account.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { normaliseEmail } from "../lib/users.ts";
import { partnerAcknowledgementEmail } from "../lib/email-templates.ts";

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
        const { rows } = await db.query<{ slug: string }>("SELECT slug FROM airports WHERE slug = ANY($1::text[])", [
          airports,
        ]);
        const known = new Set(rows.map((r) => r.slug));
        const unknown = airports.filter((slug) => !known.has(slug));
        if (unknown.length > 0) {
          throw new HttpError(400, `Unknown airport: ${unknown.join(", ")}.`, {
            airports: [`Unknown airport: ${unknown.join(", ")}.`],
          });
        }
      }
      const email = normaliseEmail(body.email);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO partner_applications (company, contact_name, email, phone, website, airports, message)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
        [
          body.company.trim(),
          body.contact_name.trim(),
          email,
          body.phone?.trim() ?? "",
          body.website?.trim() ?? "",
          JSON.stringify(airports),
          body.message,
        ],
      );
      const id = rows[0]!.id;
      try {
        await mailer.send(partnerAcknowledgementEmail(email, body.contact_name.trim(), body.company.trim(), id));
      } catch (error) {
        app.log.error({ err: error, to: email }, "partner acknowledgement e-mail not sent");
      }
      return reply.status(201).send({ id, message: "Thank you! We received your application and will be in touch." });
    },
  );
}
