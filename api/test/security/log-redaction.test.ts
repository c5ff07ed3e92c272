import { test } from "node:test";
import assert from "node:assert/strict";
import { loggerOptions, redactUrl } from "../../src/lib/log-redaction.ts";
import { createTestApp } from "../helpers/app.ts";

test("secret query parameters are redacted in a logged URL, the rest is kept as sent", () => {
  const cases: [string, string][] = [
    ["/sign-in/?email=ada%40example.com&password=hunter2", "/sign-in/?email=ada%40example.com&password=[redacted]"],
    ["/sign-up/?password1=a&password2=b&first_name=Ada", "/sign-up/?password1=[redacted]&password2=[redacted]&first_name=Ada"],
    ["/x/?old_password=a&new_password1=b&new_password2=c", "/x/?old_password=[redacted]&new_password1=[redacted]&new_password2=[redacted]"],
    ["/x/?pass%77ord=a&PASSWORD=b&pass+word=c", "/x/?pass%77ord=[redacted]&PASSWORD=[redacted]&pass+word=c"],
    ["/x/?refresh=r&access_token=a&refresh_token=b&unsubscribe=u&key=k", "/x/?refresh=[redacted]&access_token=[redacted]&refresh_token=[redacted]&unsubscribe=[redacted]&key=[redacted]"],
    ["/api/products/?search=gin&page=2", "/api/products/?search=gin&page=2"],
    ["/x/?%E0%A4%A=1&password", "/x/?%E0%A4%A=1&password"],
    ["/no-query/", "/no-query/"],
    ["/password-reset/MQ/s3cret-Token_1/", "/password-reset/MQ/[redacted]/"],
    ["/password-reset/MQ/s3cret-Token_1?x=1", "/password-reset/MQ/[redacted]?x=1"],
    ["/confirm-email/s3cret-key/", "/confirm-email/[redacted]/"],
    ["/password-reset/", "/password-reset/"],
    ["/api/password-reset/MQ/t/", "/api/password-reset/MQ/t/"],
  ];
  for (const [url, logged] of cases) assert.equal(redactUrl(url), logged, url);
});

test("the request log of the running API never holds a password sent in a query string", async () => {
  const lines: string[] = [];
  const t = await createTestApp({}, { logger: loggerOptions("info", { write: (line) => lines.push(line) }) });
  try {
    const secret = "Query-Str1ng-Secret";
    await t.app.inject({ method: "GET", url: `/api/products/?search=gin&password=${secret}` });
    await t.app.inject({ method: "GET", url: `/auth/user/?token=${secret}` });
    await t.app.inject({ method: "POST", url: `/auth/login/?password=${secret}`, payload: { email: "ada@example.com", password: secret } });
    await t.app.inject({ method: "GET", url: `/password-reset/MQ/${secret}/` });
    const log = lines.join("");
    assert.match(log, /"url":"\/api\/products\/\?search=gin&password=\[redacted\]"/);
    assert.ok(!log.includes(secret), log);
  } finally {
    await t.close();
  }
});
