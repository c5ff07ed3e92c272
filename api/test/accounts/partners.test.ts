import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { assertError, count, outbox } from "./support.ts";

describe("POST /api/partners/apply/", () => {
  let t: TestApp;
  let airports: string[];
  const apply = (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/partners/apply/", payload: payload as object });
  const valid = () => ({
    company: "Nordic Chocolate AS",
    contact_name: "Ingrid Berg",
    email: "Ingrid@Nordic-Chocolate.example",
    phone: "+47 22 00 00 00",
    website: "https://nordic-chocolate.example",
    airports,
    message: "We would like to sell our chocolate at your airports.",
  });
  before(async () => {
    t = await createTestApp();
    airports = (await t.db.query<{ slug: string }>("SELECT slug FROM airports ORDER BY slug LIMIT 2")).rows.map(
      (r) => r.slug,
    );
  });
  after(() => t.close());

  test("stores the application and e-mails an acknowledgement", async () => {
    const res = await apply(valid());
    assert.equal(res.statusCode, 201, res.body);
    const { id, message } = res.json();
    assert.ok(Number.isInteger(id));
    assert.equal(typeof message, "string");
    const { rows } = await t.db.query<{ company: string; email: string; airports: string[] }>(
      "SELECT company, email, airports FROM partner_applications WHERE id = $1",
      [id],
    );
    assert.deepEqual(rows[0], { company: "Nordic Chocolate AS", email: "ingrid@nordic-chocolate.example", airports });
    const mail = outbox(t.dataDir).at(-1)!;
    assert.match(mail, /^To: ingrid@nordic-chocolate\.example$/m);
    assert.match(mail, new RegExp(`#${id}`));
  });

  test("optional fields may be left out", async () => {
    const { phone, website, airports: _, ...required } = valid();
    assert.equal((await apply(required)).statusCode, 201);
  });

  test("bad input is a 400 with field errors; nothing is stored or sent", async () => {
    const stored = await count(t, "partner_applications");
    const sent = outbox(t.dataDir).length;
    const unknown = assertError(await apply({ ...valid(), airports: ["atlantis"] }), 400);
    assert.ok(unknown.errors?.airports);
    for (const payload of [
      {},
      { ...valid(), company: "" },
      { ...valid(), company: "   " },
      { ...valid(), email: "not-an-address" },
      { ...valid(), message: "m".repeat(5001) },
      { ...valid(), airports: "waw" },
      { ...valid(), airports: Array.from({ length: 51 }, (_, i) => `a${i}`) },
      { ...valid(), contact_name: { first: "Ingrid" } },
    ]) {
      assertError(await apply(payload), 400);
    }
    assert.equal(await count(t, "partner_applications"), stored);
    assert.equal(outbox(t.dataDir).length, sent);
  });
});
