import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";
import type { TokenService } from "../plugins/auth.ts";

export interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * A new refresh token in `family` (a new family for a new login), recorded so it can be rotated and
 * revoked, under the user's current token version. With `expectedVersion` (a login, whose password was
 * checked against the hash of that version) nothing is issued when the password changed meanwhile: null.
 */
export async function issueTokens(
  db: Queryable,
  tokens: TokenService,
  userId: number,
  lifetimeSeconds: number,
  family: string = randomUUID(),
  expectedVersion?: number,
): Promise<(TokenPair & { jti: string }) | null> {
  const jti = randomUUID();
  const { rows } = await db.query<{ token_version: number }>(
    `INSERT INTO refresh_tokens (jti, user_id, family, expires_at, token_version)
     SELECT $1, u.id, $3, $4, u.token_version FROM users u
      WHERE u.id = $2 AND ($5::int IS NULL OR u.token_version = $5::int)
     RETURNING token_version`,
    [jti, userId, family, new Date(Date.now() + lifetimeSeconds * 1000).toISOString(), expectedVersion ?? null],
  );
  if (!rows[0]) return null;
  return {
    access: tokens.signAccess(userId, rows[0]!.token_version),
    refresh: tokens.signRefresh(userId, { jti, fam: family }),
    jti,
  };
}

export type RotationResult = { ok: true; pair: TokenPair } | { ok: false; reason: "unknown" | "expired" | "reused" };

/**
 * Swaps a refresh token for a new pair. The old token is revoked in the same statement that checks it,
 * so two requests racing with one token cannot both win. Presenting a token that was already rotated
 * means it was copied: the whole family is revoked and the thief and the victim must both log in again.
 */
export async function rotateRefreshToken(
  db: Queryable,
  tokens: TokenService,
  claims: { jti: string; sub: string },
  lifetimeSeconds: number,
): Promise<RotationResult> {
  const { rows } = await db.query<{ user_id: number; family: string; revoked_at: Date | null; live: boolean }>(
    `SELECT t.user_id, t.family, t.revoked_at, t.expires_at > now() AS live
       FROM refresh_tokens t JOIN users u ON u.id = t.user_id AND u.is_active AND u.token_version = t.token_version
      WHERE t.jti = $1 AND t.user_id = $2`,
    [claims.jti, Number(claims.sub)],
  );
  const token = rows[0];
  if (!token) return { ok: false, reason: "unknown" };
  if (token.revoked_at) {
    await revokeFamily(db, token.family);
    return { ok: false, reason: "reused" };
  }
  if (!token.live) return { ok: false, reason: "expired" };

  const next = await issueTokens(db, tokens, token.user_id, lifetimeSeconds, token.family);
  if (!next) return { ok: false, reason: "unknown" };
  const swapped = await db.query(
    `UPDATE refresh_tokens SET revoked_at = now(), replaced_by = $2 WHERE jti = $1 AND revoked_at IS NULL`,
    [claims.jti, next.jti],
  );
  if (swapped.rowCount === 0) {
    // Another request rotated it between our read and our write: the same token was used twice.
    await revokeFamily(db, token.family);
    return { ok: false, reason: "reused" };
  }
  return { ok: true, pair: { access: next.access, refresh: next.refresh } };
}

export async function revokeFamily(db: Queryable, family: string) {
  await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL`, [family]);
}

export async function revokeAllForUser(db: Queryable, userId: number) {
  await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}
