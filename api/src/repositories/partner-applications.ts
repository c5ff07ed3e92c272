import type { Queryable } from "../db/database.ts";

/** A become-a-partner application as the route has checked and tidied it. */
export interface PartnerApplication {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  airports: string[];
  message: string;
}

/** Stores an application; answers its id, which the acknowledgement e-mail quotes. */
export async function insertPartnerApplication(db: Queryable, application: PartnerApplication): Promise<number> {
  const { company, contactName, email, phone, website, airports, message } = application;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO partner_applications (company, contact_name, email, phone, website, airports, message)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
    [company, contactName, email, phone, website, JSON.stringify(airports), message],
  );
  return rows[0]!.id;
}
