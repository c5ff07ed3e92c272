import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
before(async () => {
  t = await createTestApp({ mailRateLimit: 3 });
});
after(async () => t.close());

const subscribe = (body: string) =>
  t.app.inject({ method: "POST", url: "/api/newsletter/subscribe/", headers: { "content-type": "application/json" }, payload: body });

test("routes that send e-mail answer 429 past MAIL_RATE_LIMIT requests per client; bad input keeps its 400", async () => {
  for (let i = 0; i < 3; i++) assert.equal((await subscribe(JSON.stringify({ email: `r${i}@example.com` }))).statusCode, 201);
  const limited = await subscribe(JSON.stringify({ email: "r9@example.com" }));
  assert.equal(limited.statusCode, 429);
  assert.match(limited.json().message, /Too many requests/);
  const count = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = 'r9@example.com'");
  assert.equal(count.rows[0].n, 0, "a refused sign-up stores nothing");
  assert.equal((await subscribe("{")).statusCode, 400, "malformed JSON is not counted, and is still a 400");
  const partner = await t.app.inject({
    method: "POST",
    url: "/api/partners/apply/",
    payload: { company: "Co", contact_name: "A", email: "a@example.com", message: "hi" },
  });
  assert.equal(partner.statusCode, 201, "each route has its own allowance");
});
