import fs from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { FormatRegistry, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { TestApp } from "../helpers/app.ts";
import { hashPassword } from "../../src/lib/passwords.ts";
import type { LoginResponse } from "../../src/schemas/account.ts";

export const PASSWORD = "Blue-Suitcase-42";

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An account straight in the database: faster than the registration flow, which has its own tests. */
export async function createUser(
  t: TestApp,
  { email = "jane@example.com", password = PASSWORD, confirmed = true, first_name = "Jane", last_name = "Doe" } = {},
): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [email, await hashPassword(password), first_name, last_name, confirmed],
  );
  return rows[0]!.id;
}

export async function login(t: TestApp, email = "jane@example.com", password = PASSWORD, ip = "127.0.0.1") {
  const res = await t.app.inject({
    method: "POST",
    url: "/auth/login/",
    payload: { email, password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as LoginResponse;
}

/** A signed-in user's access token. */
export async function signedIn(t: TestApp, email = "jane@example.com"): Promise<string> {
  await createUser(t, { email });
  return (await login(t, email)).access_token;
}

/** The messages written to DATA_DIR/outbox, oldest first, as decoded text (quoted-printable soft breaks undone). */
export function outbox(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => readableMail(fs.readFileSync(path.join(dir, file), "utf8")));
}

/**
 * An .eml as a reader sees it: quoted-printable undone into UTF-8 (so "ó" reads as "ó", not as its two
 * bytes) and RFC 2047 encoded words in headers ("=?UTF-8?Q?…?=", "=?UTF-8?B?…?=") decoded.
 */
export function readableMail(raw: string): string {
  const qp = (text: string, underscoreIsSpace = false) =>
    Buffer.from(
      (underscoreIsSpace ? text.replace(/_/g, " ") : text).replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
      "latin1",
    ).toString("utf8");
  const split = raw.search(/\r?\n\r?\n/);
  const [head, body] = split === -1 ? [raw, ""] : [raw.slice(0, split), raw.slice(split)];
  const headers = head
    .replace(/\?=\r?\n[ \t]+=\?/g, "?==?") // adjacent encoded words: the space between them is not text
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : qp(text, true),
    );
  return headers + qp(body.replace(/=\r?\n/g, ""));
}

export function lastConfirmationKey(dataDir: string): string {
  const mail = outbox(dataDir).at(-1) ?? "";
  const key = /\/confirm-email\/([\w-]+)/.exec(mail)?.[1];
  if (!key) throw new Error(`no confirmation link in the last e-mail:\n${mail}`);
  return key;
}

export async function count(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return rows[0]!.n;
}

export function assertError(
  res: LightMyRequestResponse,
  status: number,
): { message: string; errors?: Record<string, string[]> } {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  const body = res.json();
  if (typeof body.message !== "string" || body.message.length === 0) throw new Error(`no message in ${res.body}`);
  return body;
}

// TypeBox's checker knows no formats by itself; these are the two the contract uses.
if (!FormatRegistry.Has("date-time"))
  FormatRegistry.Set("date-time", (v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d\d-\d\dT/.test(v));
if (!FormatRegistry.Has("email")) FormatRegistry.Set("email", (v) => /^[^\s@]+@[^\s@]+$/.test(v));

/** Fails with the first mismatch when `value` is not exactly of the contract's `schema`. */
export function assertShape(schema: TSchema, value: unknown) {
  const first = Value.Errors(schema, value).First();
  if (first) throw new Error(`${first.path}: ${first.message} in ${JSON.stringify(value)}`);
}
