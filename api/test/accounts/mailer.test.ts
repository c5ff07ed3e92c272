import { test } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import fs from "node:fs";
import path from "node:path";
import { createTestApp } from "../helpers/app.ts";

/** Just enough of an SMTP server to receive one message at a time. */
async function fakeSmtp() {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | undefined;
    let buffer = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === ".") {
            messages.push(data);
            data = undefined;
            socket.write("250 queued\r\n");
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 fake\r\n");
        else if (/^DATA/i.test(line)) {
          data = "";
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    messages,
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((r) => server.close(r)),
  };
}

test("with SMTP_URL the confirmation e-mail goes out over SMTP, and no outbox file is written", async () => {
  const smtp = await fakeSmtp();
  const t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    mailFrom: "Shop <shop@example.com>",
  });
  try {
    const password = "Window-Seat-Always-7";
    const res = await t.app.inject({
      method: "POST",
      url: "/auth/registration/",
      payload: { email: "smtp@example.com", password1: password, password2: password },
    });
    assert.equal(res.statusCode, 201);
    assert.equal(smtp.messages.length, 1);
    const mail = smtp.messages[0]!.replace(/=\n/g, "");
    assert.match(mail, /^To: smtp@example\.com$/m);
    assert.match(mail, /^From: Shop <shop@example\.com>$/m);
    assert.match(mail, /http:\/\/shop\.test\/confirm-email\/[\w-]{43}/);
    assert.equal(fs.existsSync(path.join(t.dataDir, "outbox")), false);
  } finally {
    await t.close();
    await smtp.close();
  }
});

test("when the mail server is down, registration still succeeds and the link can be sent again later", async () => {
  const t = await createTestApp({ smtpUrl: "smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=500" });
  try {
    const password = "Window-Seat-Always-7";
    const res = await t.app.inject({
      method: "POST",
      url: "/auth/registration/",
      payload: { email: "down@example.com", password1: password, password2: password },
    });
    assert.equal(res.statusCode, 201);
    const { rows } = await t.db.query("SELECT 1 FROM users WHERE email = 'down@example.com'");
    assert.equal(rows.length, 1);
  } finally {
    await t.close();
  }
});

test("the outbox finds a message's recipient when a long address folds the To: header", async () => {
  const { recipientOf } = await import("../../src/plugins/mailer.ts");
  const long = `${"l".repeat(64)}@${"d".repeat(60)}.example.com`;
  assert.equal(recipientOf(`From: shop@x.example\nTo:\n ${long}\nSubject: Hi`), long);
  assert.equal(recipientOf(`To: Jane <Jane@Example.com>\nSubject: Hi`), "jane@example.com");
  assert.equal(recipientOf(`Subject: To: someone@else.example`), undefined);
});
