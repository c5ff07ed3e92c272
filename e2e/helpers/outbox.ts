import fs from "node:fs";
import path from "node:path";

/** One e-mail the API wrote to `<DATA_DIR>/outbox/` (no SMTP server in the tests). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text of every part, for finding links. */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

/** Parses just enough MIME to read headers and the text of every part, whatever their encoding. */
export function parseEml(file: string): OutboxMail {
  const raw = fs.readFileSync(file, "utf8").replace(/\r\n/g, "\n");
  const split = raw.indexOf("\n\n");
  const headerBlock = raw.slice(0, split).replace(/\n[ \t]+/g, " ");
  const header = (name: string) =>
    decodeHeader(new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headerBlock)?.[1]?.trim() ?? "");
  const parts: string[] = [];
  // Each part (or the single body) is a header block, a blank line and the encoded content.
  const chunks = raw.split(/\n--[^\n]+\n/);
  for (const chunk of chunks) {
    const gap = chunk.indexOf("\n\n");
    if (gap < 0) continue;
    const head = chunk.slice(0, gap);
    const content = chunk.slice(gap + 2);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === "base64") parts.push(Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8"));
    else if (encoding === "quoted-printable") parts.push(decodeQuotedPrintable(content));
    else parts.push(content);
  }
  return { file, to: header("To"), subject: header("Subject"), body: parts.join("\n") };
}

/** Waits for the newest e-mail to `address` (case-insensitive) whose file name is not in `skip`. */
export async function waitForMail(
  dataDir: string,
  address: string,
  { timeoutMs = 20_000, skip = new Set<string>() } = {},
): Promise<OutboxMail> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const name of files) {
      if (skip.has(name)) continue;
      const mail = parseEml(path.join(outbox, name));
      if (mail.to.toLowerCase().includes(address.toLowerCase())) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${address} arrived in ${outbox} within ${timeoutMs} ms`);
}

/** The confirmation link of a sign-up e-mail: `<origin>/confirm-email/<key>`. */
export function confirmationLink(mail: OutboxMail, origin: string): string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}/confirm-email/[^\\s"'<>)]+`).exec(mail.body);
  if (!match) throw new Error(`no ${origin}/confirm-email/… link in ${mail.file}:\n${mail.body.slice(0, 2000)}`);
  return match[0];
}

/** The shop link of an e-mail that carries `?<param>=…` (newsletter confirmation, unsubscribe). */
export function linkWithParam(mail: OutboxMail, origin: string, param: string): string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}/\\?${param}=[\\w-]+`).exec(mail.body);
  if (!match) throw new Error(`no ${origin}/?${param}=… link in ${mail.file}:\n${mail.body.slice(0, 2000)}`);
  return match[0];
}
