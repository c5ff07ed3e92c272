import { test } from "node:test";
import assert from "node:assert/strict";
import { createTestApp } from "./helpers/app.ts";

test("unknown routes answer 404 with a message", async () => {
  const t = await createTestApp();
  try {
    const res = await t.app.inject({ method: "GET", url: "/api/nope/" });
    assert.equal(res.statusCode, 404);
    assert.match(res.json().message, /No route/);
  } finally {
    await t.close();
  }
});
