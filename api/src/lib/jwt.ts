import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HS256 JSON Web Tokens with node:crypto. Only HS256 is accepted: the header's `alg` is checked
 * before anything else, so `alg: none` or an algorithm swap can never pass.
 */
export type JwtClaims = Record<string, unknown> & { exp: number; iat: number };

export class JwtError extends Error {
  constructor(readonly reason: "malformed" | "algorithm" | "signature" | "expired") {
    super(`invalid token: ${reason}`);
  }
}

const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString("base64url");
}

function sign(input: string, secret: string | Buffer): Buffer {
  return createHmac("sha256", secret).update(input).digest();
}

export function signJwt(claims: Record<string, unknown>, secret: string | Buffer, lifetimeSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const body = `${HEADER}.${base64url(JSON.stringify({ ...claims, iat, exp: iat + lifetimeSeconds }))}`;
  return `${body}.${sign(body, secret).toString("base64url")}`;
}

function parseJson(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    throw new JwtError("malformed");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new JwtError("malformed");
  return value as Record<string, unknown>;
}

export function verifyJwt(token: string, secret: string | Buffer, now = Date.now()): JwtClaims {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((p) => !/^[\w-]*$/.test(p))) throw new JwtError("malformed");
  const [header, payload, signature] = parts as [string, string, string];
  if (parseJson(header).alg !== "HS256") throw new JwtError("algorithm");
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JwtError("signature");
  const claims = parseJson(payload);
  if (typeof claims.exp !== "number" || typeof claims.iat !== "number") throw new JwtError("malformed");
  if (now / 1000 >= claims.exp) throw new JwtError("expired");
  return claims as JwtClaims;
}
