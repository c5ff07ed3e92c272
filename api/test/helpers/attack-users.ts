import fs from "node:fs";
import path from "node:path";
import { createHmac, randomBytes } from "node:crypto";
import type { TestApp } from "./app.ts";

/**
 * Accounts and tokens for the security suites: real sign-ups through the API (the confirmation key
 * is read from the .eml the mailer wrote), and tokens forged by hand, independently of the app's own
 * JWT code, so that a bug there cannot hide itself.
 */

export const TEST_JWT_SECRET = "test-secret-that-is-at-least-32-characters-long";

export interface Account {
  id: number;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

let serial = 0;

/** A password that passes every rule (length, not common, not numeric, not like the address). */
export function strongPassword(): string {
  return `Qv7!${randomBytes(6).toString("hex")}-Lagoon`;
}

/** The newest e-mail to `to` in the test app's outbox, with quoted-printable soft breaks undone. */
export function readMail(dataDir: string, to: string): string | undefined {
  const outbox = path.join(dataDir, "outbox");
  if (!fs.existsSync(outbox)) return undefined;
  const files = fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")).sort().reverse();
  for (const file of files) {
    const raw = fs.readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "mi").test(raw)) return raw;
  }
  return undefined;
}

export function confirmationKey(dataDir: string, email: string): string {
  const mail = readMail(dataDir, email);
  const key = mail && /\/confirm-email\/([\w-]+)/.exec(mail)?.[1];
  if (!key) throw new Error(`no confirmation e-mail for ${email} in ${dataDir}/outbox`);
  return key;
}

/** Signs up, confirms the address from the e-mail and logs in, all through the API. */
export async function createAccount(t: TestApp, label = "user"): Promise<Account> {
  const email = `${label}.${process.pid}.${++serial}@attack.example`;
  const password = strongPassword();
  const reg = await t.app.inject({
    method: "POST",
    url: "/auth/registration/",
    // Each account from its own address, so that fixtures with many accounts stay under the per-client registration limit.
    remoteAddress: `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`,
    payload: { email, password1: password, password2: password, first_name: "Ada", last_name: "Tester" },
  });
  if (reg.statusCode !== 201) throw new Error(`registration failed: ${reg.statusCode} ${reg.body}`);
  const verify = await t.app.inject({
    method: "POST",
    url: "/auth/registration/verify-email/",
    payload: { key: confirmationKey(t.dataDir, email) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify-email failed: ${verify.statusCode} ${verify.body}`);
  const tokens = await login(t, email, password);
  return { ...tokens, email, password };
}

export async function login(t: TestApp, email: string, password: string) {
  const res = await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { id: body.user.id as number, access: body.access_token as string, refresh: body.refresh_token as string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// --- Forged tokens -------------------------------------------------------------------------------

const b64 = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
}

/** An HS256 token over any header and claims, signed with any secret. */
export function forgeJwt(claims: Record<string, unknown>, secret: string, header: Record<string, unknown> = { alg: "HS256", typ: "JWT" }) {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac("sha256", secret).update(input).digest("base64url")}`;
}

export function now() {
  return Math.floor(Date.now() / 1000);
}

/** The other ways in: every one of these must be refused wherever an access token is expected. */
export function forgedAccessTokens(victim: { id: number; access: string; refresh: string }) {
  const iat = now();
  const good = decodePayload(victim.access);
  const [h, , s] = victim.access.split(".") as [string, string, string];
  return {
    "signed with another secret": forgeJwt({ ...good }, "another-secret-that-is-at-least-32-characters"),
    "payload swapped, signature kept": `${h}.${b64({ ...good, sub: String(victim.id + 1) })}.${s}`,
    "payload tampered (exp extended), signature kept": `${h}.${b64({ ...good, exp: iat + 86400 * 365 })}.${s}`,
    expired: forgeJwt({ sub: String(victim.id), typ: "access", iat: iat - 3600, exp: iat - 60 }, TEST_JWT_SECRET),
    "expires this second": forgeJwt({ sub: String(victim.id), typ: "access", iat: iat - 300, exp: iat }, TEST_JWT_SECRET),
    "alg none, no signature": `${b64({ alg: "none", typ: "JWT" })}.${b64({ ...good })}.`,
    "alg None, signature kept": `${b64({ alg: "None", typ: "JWT" })}.${b64({ ...good })}.${s}`,
    "alg HS512 header on an HS256 signature": forgeJwt({ ...good }, TEST_JWT_SECRET, { alg: "HS512", typ: "JWT" }),
    "alg RS256 header (key confusion)": forgeJwt({ ...good }, TEST_JWT_SECRET, { alg: "RS256", typ: "JWT" }),
    "refresh token used as access token": victim.refresh,
    "no typ claim": forgeJwt({ sub: String(victim.id), iat, exp: iat + 300 }, TEST_JWT_SECRET),
    "no exp claim": forgeJwt({ sub: String(victim.id), typ: "access", iat }, TEST_JWT_SECRET),
    "exp as a string": forgeJwt({ sub: String(victim.id), typ: "access", iat, exp: String(iat + 300) }, TEST_JWT_SECRET),
    "sub as a number": forgeJwt({ sub: victim.id, typ: "access", iat, exp: iat + 300 }, TEST_JWT_SECRET),
    "sub is SQL": forgeJwt({ sub: `${victim.id} OR 1=1`, typ: "access", iat, exp: iat + 300 }, TEST_JWT_SECRET),
    "sub beyond int4": forgeJwt({ sub: "99999999999", typ: "access", iat, exp: iat + 300 }, TEST_JWT_SECRET),
    "sub of nobody": forgeJwt({ sub: "987654321", typ: "access", iat, exp: iat + 300 }, TEST_JWT_SECRET),
    "payload is an array": `${h}.${b64([good])}.${createHmac("sha256", TEST_JWT_SECRET).update(`${h}.${b64([good])}`).digest("base64url")}`,
    "four segments": `${victim.access}.x`,
    "two segments": `${h}.${b64(good)}`,
    "empty signature": `${h}.${b64(good)}.`,
    "not base64": `${h}.%%%.${s}`,
    "whitespace inside": victim.access.replace(".", ". "),
    "10 kB of garbage": "a".repeat(10_000),
  };
}

// --- The database as the source of truth ---------------------------------------------------------

export const OWNED_TABLES = [
  "users",
  "wishlists",
  "wishlist_items",
  "newsletter_subscribers",
  "partner_applications",
  "reservations",
  "reservation_items",
  "staff_airports",
] as const;

export type RowCounts = Record<(typeof OWNED_TABLES)[number], number>;

/** Row counts of every table a client can write to, in one round trip. */
export async function rowCounts(t: Pick<TestApp, "db">): Promise<RowCounts> {
  const sql = `SELECT ${OWNED_TABLES.map((name) => `(SELECT count(*)::int FROM ${name}) AS ${name}`).join(", ")}`;
  const { rows } = await t.db.query<RowCounts>(sql);
  return rows[0]!;
}
