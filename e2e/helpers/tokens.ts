import { createHmac } from "node:crypto";

/** The claims of a JWT, unverified (the test only reads its own user's id). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1];
  if (!payload) throw new Error(`not a JWT: ${token.slice(0, 20)}…`);
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
}

/**
 * A correctly signed access token for `sub` that expired a minute ago: what a tab holds after the
 * laptop slept. The API must refuse it with 401, and the storefront must refresh silently.
 */
export function expiredAccessToken(sub: string, secret: string): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub, typ: "access", iat: now - 600, exp: now - 60 })}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

let counter = 0;
/** An address no earlier run used. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;
}
