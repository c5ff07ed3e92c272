import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { createTransport } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as Content-Language (lib/email-templates.ts sets it). */
  headers?: Record<string, string>;
  /** Files sent along, such as a QR code the HTML part shows inline (`cid`). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Deletes what this server keeps of the messages sent to `address` (account removal); answers how many. */
  forget(address: string): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * SMTP when SMTP_URL is set: nothing is kept here once the server accepted the message. Otherwise every
 * message becomes an RFC 822 file in DATA_DIR/outbox/ and its first link is logged, so sign-up works on
 * a laptop with no mail server. The outbox holds personal data (addresses, names, links that sign in
 * or confirm), so its files are deleted after OUTBOX_DAYS, and at once when their recipient's account
 * is removed.
 */
export const mailer = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom, dataDir } = app.config;

  if (smtpUrl) {
    const transport = createTransport(smtpUrl, { from: mailFrom });
    app.addHook("onClose", async () => transport.close());
    app.decorate("mailer", {
      async send(message: MailMessage) {
        await transport.sendMail(message);
      },
      async forget() {
        return 0;
      },
    });
    return;
  }

  const outbox = path.join(dataDir, "outbox");
  const builder = createTransport({ streamTransport: true, buffer: true, newline: "unix" }, { from: mailFrom });
  app.decorate("mailer", {
    async send(message: MailMessage) {
      const { message: raw } = await builder.sendMail(message);
      await fs.mkdir(outbox, { recursive: true });
      // Time first, so the files sort in the order they were sent.
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, raw as Buffer, { mode: 0o600 });
      const link = /https?:\/\/[^\s"<>]+/.exec(message.text)?.[0];
      app.log.info({ to: message.to, subject: message.subject, file, link }, "e-mail written to the outbox");
    },
    async forget(address: string) {
      let removed = 0;
      for (const file of await outboxFiles(outbox)) {
        if (recipientOf(await readHead(file)) !== address.toLowerCase()) continue;
        await fs.rm(file, { force: true });
        removed++;
      }
      return removed;
    },
  });

  const prune = async () => {
    const cutoff = Date.now() - app.config.outboxDays * 86_400_000;
    for (const file of await outboxFiles(outbox)) {
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat && stat.mtimeMs < cutoff) await fs.rm(file, { force: true });
    }
  };
  const pruneSafely = () => prune().catch((error) => app.log.warn({ err: error }, "outbox not pruned"));
  app.addHook("onReady", async () => void pruneSafely());
  const timer = setInterval(pruneSafely, 6 * 3_600_000).unref();
  app.addHook("onClose", async () => clearInterval(timer));
});

async function outboxFiles(outbox: string): Promise<string[]> {
  const names = await fs.readdir(outbox).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(".eml")).map((name) => path.join(outbox, name));
}

/** The header block of a message file: enough to read its recipient without loading attachments. */
async function readHead(file: string): Promise<string> {
  const handle = await fs.open(file, "r").catch(() => undefined);
  if (!handle) return "";
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(8192) });
    return buffer.subarray(0, bytesRead).toString("utf8").split("\n\n")[0]!;
  } finally {
    await handle.close();
  }
}

export function recipientOf(head: string): string | undefined {
  // A long address is folded onto the next line (RFC 5322): unfold before reading.
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return /^To: *(?:.*<)?([^\s<>]+@[^\s<>]+?)>?\s*$/im.exec(unfolded)?.[1]?.toLowerCase();
}
