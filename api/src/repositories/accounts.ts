import { releaseUserReservations } from "./reservations.ts";
import type { Queryable } from "../db/database.ts";

/**
 * The SQL of accounts: sign-in, registration and its confirmation keys, credentials and removal.
 * Addresses arrive normalised (lib/users.ts); keys arrive hashed. Routes (routes/auth.ts) decide what
 * each answer means to the client.
 */

export interface LoginAccount {
  id: number;
  password_hash: string;
  email_confirmed: boolean;
  /** The credentials' version the hash belongs to (plugins/auth.ts). */
  token_version: number;
}

/** The active account with this address, for a login. */
export async function accountForLogin(db: Queryable, email: string): Promise<LoginAccount | undefined> {
  const { rows } = await db.query<LoginAccount>(
    "SELECT id, password_hash, email_confirmed, token_version FROM users WHERE email = $1 AND is_active",
    [email],
  );
  return rows[0];
}

export async function recordLogin(db: Queryable, userId: number): Promise<void> {
  await db.query("UPDATE users SET last_login = now() WHERE id = $1", [userId]);
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  return (await db.query("SELECT 1 FROM users WHERE email = $1", [email])).rows.length > 0;
}

/** A new, unconfirmed account; undefined when the address was taken meanwhile. */
export async function createAccount(
  db: Queryable,
  account: { email: string; passwordHash: string; firstName: string; lastName: string; language: string },
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, language) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [account.email, account.passwordHash, account.firstName, account.lastName, account.language],
  );
  return rows[0]?.id;
}

export async function addConfirmationKey(db: Queryable, userId: number, keyHash: string, validDays: number) {
  await db.query(
    `INSERT INTO email_confirmations (user_id, key_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [userId, keyHash, validDays],
  );
}

export interface Confirmation {
  id: number;
  user_id: number;
  used: boolean;
  live: boolean;
}

export async function confirmationByKey(db: Queryable, keyHash: string): Promise<Confirmation | undefined> {
  const { rows } = await db.query<Confirmation>(
    `SELECT id, user_id, used_at IS NOT NULL AS used, expires_at > now() AS live
       FROM email_confirmations WHERE key_hash = $1`,
    [keyHash],
  );
  return rows[0];
}

/** Uses a confirmation key and confirms its account; false when another request used it first. */
export async function useConfirmation(tx: Queryable, confirmation: Confirmation): Promise<boolean> {
  const used = await tx.query("UPDATE email_confirmations SET used_at = now() WHERE id = $1 AND used_at IS NULL", [
    confirmation.id,
  ]);
  if (used.rowCount === 0) return false;
  await tx.query("UPDATE users SET email_confirmed = true WHERE id = $1", [confirmation.user_id]);
  return true;
}

/** The unconfirmed account of this address, unless it was sent a key in the last `intervalSeconds`. */
export async function accountDueAnotherKey(db: Queryable, email: string, intervalSeconds: number) {
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE u.email = $1 AND u.is_active AND NOT u.email_confirmed
        AND NOT EXISTS (SELECT 1 FROM email_confirmations c
                         WHERE c.user_id = u.id AND c.created_at > now() - make_interval(secs => $2))`,
    [email, intervalSeconds],
  );
  return rows[0]?.id;
}

/** Changes the names that are given (null: unchanged), trimmed by the caller. */
export async function updateNames(db: Queryable, userId: number, firstName: string | null, lastName: string | null) {
  await db.query(
    `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name) WHERE id = $1`,
    [userId, firstName, lastName],
  );
}

/** The account's address and hash; undefined when it was removed meanwhile (a second removal request). */
export async function credentialsOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ email: string; password_hash: string }>(
    "SELECT email, password_hash FROM users WHERE id = $1",
    [userId],
  );
  return rows[0];
}

/** A new password; the new token version ends every other session's access token at once (plugins/auth.ts). */
export async function setPassword(tx: Queryable, userId: number, passwordHash: string) {
  await tx.query("UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1", [
    userId,
    passwordHash,
  ]);
}

/**
 * Records a password reset token for the active account of `email`, under its current credentials'
 * version; answers the account's id, or undefined when no active account uses the address. One
 * statement either way, so both answers cost the same.
 */
export async function addPasswordReset(db: Queryable, email: string, tokenHash: string, validSeconds: number) {
  const { rows } = await db.query<{ user_id: number }>(
    `INSERT INTO password_resets (user_id, token_hash, token_version, expires_at)
     SELECT id, $2, token_version, now() + make_interval(secs => $3) FROM users WHERE email = $1 AND is_active
     RETURNING user_id`,
    [email, tokenHash, validSeconds],
  );
  return rows[0]?.user_id;
}

export interface PasswordReset {
  id: number;
  used: boolean;
  live: boolean;
  /** False once the account's password changed after the link was sent. */
  current: boolean;
}

/** The reset token with this hash, when it belongs to this active account. */
export async function passwordResetOf(db: Queryable, userId: number, tokenHash: string): Promise<PasswordReset | undefined> {
  const { rows } = await db.query<PasswordReset>(
    `SELECT r.id, r.used_at IS NOT NULL AS used, r.expires_at > now() AS live, r.token_version = u.token_version AS current
       FROM password_resets r JOIN users u ON u.id = r.user_id AND u.is_active
      WHERE r.token_hash = $1 AND r.user_id = $2`,
    [tokenHash, userId],
  );
  return rows[0];
}

/**
 * Uses a reset token and sets the new password (which raises the token version: every session, device
 * token and other reset link ends). Following the link proved the mailbox, so the address counts as
 * confirmed. False when another request used the token first, or it expired or went stale meanwhile.
 */
export async function usePasswordReset(tx: Queryable, resetId: number, userId: number, passwordHash: string) {
  const used = await tx.query(
    `UPDATE password_resets r SET used_at = now() FROM users u
      WHERE r.id = $1 AND u.id = r.user_id AND u.token_version = r.token_version
        AND r.used_at IS NULL AND r.expires_at > now()`,
    [resetId],
  );
  if (used.rowCount === 0) return false;
  await setPassword(tx, userId, passwordHash);
  await tx.query("UPDATE users SET email_confirmed = true WHERE id = $1", [userId]);
  return true;
}

/** Deletes the account and everything tied to it or to its address; run it in a transaction. */
export async function removeAccount(tx: Queryable, userId: number, email: string) {
  // What the address left without an account id goes too, not only what references the account.
  await tx.query("DELETE FROM newsletter_subscribers WHERE email = $1", [email]);
  await tx.query("DELETE FROM partner_applications WHERE email = $1", [email]);
  // Open reservations give their stock back first; then lists, reservations, refresh tokens and
  // confirmation keys go with the user (ON DELETE CASCADE).
  await releaseUserReservations(tx, userId);
  await tx.query("DELETE FROM users WHERE id = $1", [userId]);
}

/**
 * The token version of an active account, or undefined when it is gone or inactive: every signed-in
 * request compares it with its access token's, so a password change ends every session at once.
 */
export async function activeTokenVersion(db: Queryable, userId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ token_version: number }>(
    "SELECT token_version FROM users WHERE id = $1 AND is_active",
    [userId],
  );
  return rows[0]?.token_version;
}
