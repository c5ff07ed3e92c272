import type { Queryable } from "../db/database.ts";
import { randomUrlToken } from "../lib/random-tokens.ts";
import type { ContentLanguage } from "../lib/content-language.ts";

/**
 * The newsletter's subscribers (double opt-in: lib/newsletter.ts says how it works), kept in step
 * with the `newsletter` flag of the account with the same address.
 */

/** Confirmation and unsubscribe-link e-mails to one address at most this often. */
const LINK_INTERVAL = "10 minutes";

/**
 * Asks for `email` (already lower-cased) to be subscribed. Answers the token to send in a confirmation
 * e-mail, or null when no e-mail is due: the address is confirmed already, or was sent a link lately.
 * Subscribing again after unsubscribing needs a new confirmation.
 */
export async function requestSubscription(
  db: Queryable,
  email: string,
  language: ContentLanguage = "en",
): Promise<string | null> {
  const { rows } = await db.query<{ token: string; send: boolean }>(
    `INSERT INTO newsletter_subscribers AS s (email, token, link_sent_at, language) VALUES ($1, $2, now(), $4)
     ON CONFLICT (email) DO UPDATE SET
       -- The language of the latest page the address was given on.
       language = EXCLUDED.language,
       unsubscribed_at = NULL,
       -- A new subscription, a new token: an old link (forwarded, leaked) can neither confirm nor end it.
       token = CASE WHEN s.unsubscribed_at IS NULL THEN s.token ELSE EXCLUDED.token END,
       confirmed_at = CASE WHEN s.unsubscribed_at IS NULL THEN s.confirmed_at END,
       subscribed_at = CASE WHEN s.unsubscribed_at IS NULL THEN s.subscribed_at ELSE now() END,
       link_sent_at = CASE
         WHEN s.unsubscribed_at IS NOT NULL
           OR (s.confirmed_at IS NULL AND (s.link_sent_at IS NULL OR s.link_sent_at < now() - $3::interval))
         THEN now() ELSE s.link_sent_at END
     RETURNING token, confirmed_at IS NULL AND link_sent_at = now() AS send`,
    [email, randomUrlToken(), LINK_INTERVAL, language],
  );
  return rows[0]!.send ? rows[0]!.token : null;
}

/**
 * Confirms the subscription of the link's token. Answers the address and whether this confirmed it
 * (false when it was confirmed before), or null when the token matches no live subscription.
 */
export async function confirmSubscription(
  db: Queryable,
  token: string,
): Promise<{ email: string; newly: boolean; language: ContentLanguage } | null> {
  const { rows } = await db.query<{ email: string; newly: boolean; language: ContentLanguage }>(
    // The confirmation link has done its work: the wait before another link starts afresh.
    `UPDATE newsletter_subscribers s SET confirmed_at = COALESCE(s.confirmed_at, now()), link_sent_at = NULL
      WHERE s.token = $1 AND s.unsubscribed_at IS NULL
      RETURNING s.email, s.confirmed_at = now() AS newly, s.language`,
    [token],
  );
  if (!rows[0]) return null;
  await db.query("UPDATE users SET newsletter = true WHERE email = $1", [rows[0].email]);
  return rows[0];
}

/** Subscribes a signed-in user's own address, which the account has proven, without a confirmation e-mail. */
export async function subscribeConfirmed(db: Queryable, email: string): Promise<void> {
  await db.query(
    `INSERT INTO newsletter_subscribers AS s (email, token, confirmed_at) VALUES ($1, $2, now())
     ON CONFLICT (email) DO UPDATE SET
       confirmed_at = CASE WHEN s.unsubscribed_at IS NULL THEN COALESCE(s.confirmed_at, now()) ELSE now() END,
       subscribed_at = CASE WHEN s.unsubscribed_at IS NULL THEN s.subscribed_at ELSE now() END,
       unsubscribed_at = NULL`,
    [email, randomUrlToken()],
  );
  await db.query("UPDATE users SET newsletter = true WHERE email = $1", [email]);
}

/**
 * Unsubscribes by the token of a link (anyone holding it) or by address (only for the signed-in owner
 * of that address); false when nothing matched.
 */
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

/**
 * For a visitor who asks to unsubscribe an address without the link: the token to e-mail to that
 * address, or null when it is not subscribed or was sent a link lately.
 */
export async function unsubscribeLinkFor(db: Queryable, email: string): Promise<string | null> {
  const { rows } = await db.query<{ token: string }>(
    `UPDATE newsletter_subscribers SET link_sent_at = now()
      WHERE email = $1 AND unsubscribed_at IS NULL AND (link_sent_at IS NULL OR link_sent_at < now() - $2::interval)
      RETURNING token`,
    [email, LINK_INTERVAL],
  );
  return rows[0]?.token ?? null;
}
