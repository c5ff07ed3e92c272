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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message becomes an RFC 822 file in DATA_DIR/outbox/ and
 * its first link is logged, so sign-up works on a laptop with no mail server.
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
  });
});
