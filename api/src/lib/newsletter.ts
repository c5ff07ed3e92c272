import type { Queryable } from "../db/database.ts";
import { randomUrlToken } from "./random-tokens.ts";

/**
 * Subscribes `email` (already lower-cased) and marks the user with that address, if any, as subscribed.
 * `isNew` is false when the address was already subscribed, so nobody gets the welcome e-mail twice.
 */
export async function subscribe(db: Queryable, email: string): Promise<{ token: string; isNew: boolean }> {
  const { rows } = await db.query<{ token: string; was_active: boolean }>(
    `WITH previous AS (SELECT unsubscribed_at IS NULL AS active FROM newsletter_subscribers WHERE email = $1)
     INSERT INTO newsletter_subscribers (email, token) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL,
       subscribed_at = CASE WHEN newsletter_subscribers.unsubscribed_at IS NULL
                            THEN newsletter_subscribers.subscribed_at ELSE now() END
     RETURNING token, COALESCE((SELECT active FROM previous), false) AS was_active`,
    [email, randomUrlToken()],
  );
  await db.query("UPDATE users SET newsletter = true WHERE email = $1", [email]);
  return { token: rows[0]!.token, isNew: !rows[0]!.was_active };
}

/** Unsubscribes by address or by the token of an unsubscribe link; false when nothing matched. */
export async function unsubscribe(db: Queryable, by: { email: string } | { token: string }): Promise<boolean> {
  const [column, value] = "email" in by ? ["email", by.email] : ["token", by.token];
  const { rows } = await db.query<{ email: string }>(
    `UPDATE newsletter_subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, now())
      WHERE ${column} = $1 RETURNING email`,
    [value],
  );
  const email = rows[0]?.email ?? ("email" in by ? by.email : undefined);
  if (email) await db.query("UPDATE users SET newsletter = false WHERE email = $1", [email]);
  return rows.length > 0;
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/?unsubscribe=${encodeURIComponent(token)}`;
