import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { bearer, login, outbox, PASSWORD } from "./support.ts";

// Every e-mail in the recipient's language: the account's (set at sign-up from the page's language,
// changed with the preferences), or the language of the page an address was given on.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });
const mailsTo = (email: string) => outbox(t.dataDir).filter((m) => new RegExp(`^To: ${email}$`, "m").test(m));
const header = (mail: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(mail)?.[1];

async function register(email: string, acceptLanguage?: string) {
  const res = await post(
    "/auth/registration/",
    { email, password1: PASSWORD, password2: PASSWORD },
    acceptLanguage ? { "accept-language": acceptLanguage } : {},
  );
  assert.equal(res.statusCode, 201, res.body);
  const mail = mailsTo(email).at(-1)!;
  const key = /\/confirm-email\/([\w-]+)/.exec(mail)![1]!;
  return { mail, key };
}

test("sign-up from a Polish page: the account is Polish, its confirmation e-mail too, linking to /pl/", async () => {
  const { mail, key } = await register("ola@example.com", "pl-PL,pl;q=0.9,en;q=0.5");
  assert.equal(header(mail, "Subject"), "Potwierdź swój adres e-mail w Travel Retail Shop");
  assert.equal(header(mail, "Content-Language"), "pl");
  assert.match(mail, /Link jest ważny przez 3 dni\./);
  assert.match(mail, /http:\/\/shop\.test\/pl\/confirm-email\/[\w-]+/);

  assert.equal((await post("/auth/registration/verify-email/", { key })).statusCode, 200);
  const { access_token: access } = await login(t, "ola@example.com");
  const me = await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(access) });
  assert.equal(me.json().language, "pl");

  // The password reset e-mail follows the account, whatever page asked for it.
  await post("/auth/password/reset/", { email: "ola@example.com" }, { "accept-language": "de" });
  await new Promise((resolve) => setTimeout(resolve, 200)); // sent after the answer
  const reset = mailsTo("ola@example.com").at(-1)!;
  assert.equal(header(reset, "Subject"), "Zmiana hasła w Travel Retail Shop");
  assert.match(reset, /http:\/\/shop\.test\/pl\/password-reset\/[\w-]+\/[\w-]+/);
  assert.match(reset, /przez 60 minut\./);

  // Changing the language of the pages while signed in changes the account's.
  const set = await post("/api/language/set/", { language: "de" }, bearer(access));
  assert.deepEqual([set.statusCode, set.json()], [200, { language: "de" }]);
  const meAgain = await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(access) });
  assert.equal(meAgain.json().language, "de");
  await post("/auth/password/reset/", { email: "ola@example.com" });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const german = mailsTo("ola@example.com").at(-1)!;
  assert.equal(header(german, "Subject"), "Ihr Passwort für Travel Retail Shop zurücksetzen");
  assert.match(german, /http:\/\/shop\.test\/de\/password-reset\//);
});

test("sign-up without a language, or in one we do not have, is English", async () => {
  const plain = await register("en1@example.com");
  assert.match(header(plain.mail, "Subject")!, /^Confirm your e-mail address/);
  assert.match(plain.mail, /http:\/\/shop\.test\/confirm-email\//);
  const french = await register("fr1@example.com", "fr-FR");
  assert.equal(header(french.mail, "Content-Language"), "en");
});

test("the language preference is validated; anonymous visitors get it echoed, nothing stored", async () => {
  const bad = await post("/api/language/set/", { language: "fr" });
  assert.equal(bad.statusCode, 400);
  const anonymous = await post("/api/language/set/", { language: "pl" });
  assert.deepEqual([anonymous.statusCode, anonymous.json()], [200, { language: "pl" }]);
});

test("newsletter: confirmation and welcome in the language of the page the address was given on", async () => {
  await post("/api/newsletter/subscribe/", { email: "leser@example.com" }, { "accept-language": "de-DE" });
  const confirm = mailsTo("leser@example.com").at(-1)!;
  assert.equal(header(confirm, "Subject"), "Bestätigen Sie Ihr Abonnement des Travel Retail Shop-Newsletters");
  const token = /\/de\/\?newsletter-confirm=([\w-]+)/.exec(confirm)?.[1];
  assert.ok(token, confirm);
  // Confirmed from a page in another language: the welcome is still in the subscription's language.
  await post("/api/newsletter/confirm/", { token }, { "accept-language": "en" });
  const welcome = mailsTo("leser@example.com").at(-1)!;
  assert.equal(header(welcome, "Subject"), "Sie haben den Travel Retail Shop-Newsletter abonniert");
  assert.match(welcome, /http:\/\/shop\.test\/de\/\?unsubscribe=/);

  await post("/api/newsletter/unsubscribe/", { email: "leser@example.com" }, { "accept-language": "pl" });
  const link = mailsTo("leser@example.com").at(-1)!;
  assert.equal(header(link, "Subject"), "Rezygnacja z newslettera Travel Retail Shop");
});

test("partner application acknowledged in the page's language", async () => {
  const res = await post(
    "/api/partners/apply/",
    {
      company: "Bursztyn Sp. z o.o.",
      contact_name: "Jan Kowalski",
      email: "jan@bursztyn.example",
      message: "Chcemy sprzedawać.",
    },
    { "accept-language": "pl" },
  );
  assert.ok(res.statusCode < 300, res.body);
  const mail = mailsTo("jan@bursztyn.example").at(-1)!;
  assert.match(header(mail, "Subject")!, /^Otrzymaliśmy Twoje zgłoszenie partnerskie \(nr \d+\)$/);
  assert.match(mail, /Dzień dobry, Jan Kowalski,/);
});
