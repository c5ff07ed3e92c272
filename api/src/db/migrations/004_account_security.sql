-- Account security: sessions that end at once, double opt-in for the newsletter, removal that finds
-- everything an address left behind.

-- Every access token carries the version of its user's credentials it was issued under; a password
-- change raises the version, so every other session's access token stops working at once.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
-- So does every refresh token: one issued by a login that overlapped a password change (checked
-- against the old hash) can never be rotated.
ALTER TABLE refresh_tokens ADD COLUMN token_version integer NOT NULL DEFAULT 0;

-- Double opt-in: a subscription counts only once the link in the confirmation e-mail was followed.
-- `link_sent_at` spaces out confirmation and unsubscribe-link e-mails to one address.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz;
ALTER TABLE newsletter_subscribers ADD COLUMN link_sent_at timestamptz;
-- Subscriptions made before this check are kept only where the address is an account's confirmed
-- e-mail; the others were never proven to be wanted by the mailbox's owner.
UPDATE newsletter_subscribers s SET confirmed_at = s.subscribed_at
 WHERE EXISTS (SELECT 1 FROM users u WHERE u.email = s.email AND u.email_confirmed);
UPDATE users u SET newsletter = EXISTS (
  SELECT 1 FROM newsletter_subscribers s
   WHERE s.email = u.email AND s.unsubscribed_at IS NULL AND s.confirmed_at IS NOT NULL);

-- Account removal deletes the partner applications sent from the account's address.
CREATE INDEX partner_applications_email_idx ON partner_applications (email);
