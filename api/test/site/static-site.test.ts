import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "../helpers/app.ts";

// A miniature `public/` shaped like Gatsby's output.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-public-"));
const inline = "window.___chunkMapping={}";
const files: Record<string, string> = {
  "index.html": `<!doctype html><html><head><script>${inline}</script><script type="application/ld+json">{"a":1}</script></head><body>home<script src="/app-0123456789abcdef0123.js"></script></body></html>`,
  "404.html": "<!doctype html><title>Not found</title>",
  "brands/index.html": "<!doctype html><title>Brands</title>",
  "confirm-email/[...key]/index.html": "<!doctype html><title>Confirm</title>",
  "app-0123456789abcdef0123.js": "console.log(1)",
  "static/logo-abc.png": "png",
  "page-data/index/page-data.json": "{}",
  "sw.js": "self.x=1",
  "robots.txt": "User-agent: *",
};
for (const [name, body] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), body);
}

let t: TestApp;
before(async () => {
  t = await createTestApp({ staticDir: root });
});
after(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

test("HTML is revalidated and carries a CSP with the hash of each inline script", async () => {
  const res = await get("/");
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /home/);
  assert.equal(res.headers["cache-control"], "public, max-age=0, must-revalidate");
  const csp = String(res.headers["content-security-policy"]);
  const hash = crypto.createHash("sha256").update(inline).digest("base64");
  assert.ok(csp.includes(`'sha256-${hash}'`), csp);
  assert.ok(!/script-src[^;]*unsafe-inline/.test(csp), "scripts never need unsafe-inline");
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(res.headers["x-content-type-options"], "nosniff");
});

test("hashed assets are immutable; page data, sw.js and copied files are revalidated", async () => {
  assert.equal((await get("/static/logo-abc.png")).headers["cache-control"], "public, max-age=31536000, immutable");
  assert.equal((await get("/app-0123456789abcdef0123.js")).headers["cache-control"], "public, max-age=31536000, immutable");
  assert.equal((await get("/page-data/index/page-data.json")).headers["cache-control"], "public, max-age=0, must-revalidate");
  assert.equal((await get("/sw.js")).headers["cache-control"], "public, max-age=0, must-revalidate");
  assert.equal((await get("/robots.txt")).headers["cache-control"], "public, max-age=0, must-revalidate");
});

test("directories redirect to their trailing-slash form and serve index.html", async () => {
  const redirect = await get("/brands?x=1");
  assert.equal(redirect.statusCode, 301);
  assert.equal(redirect.headers.location, "/brands/?x=1");
  const page = await get("/brands/");
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /Brands/);
});

test("client-only routes serve their page for any key", async () => {
  const res = await get("/confirm-email/abc123/");
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /Confirm/);
});

test("unknown pages get the 404 page; unknown API paths get JSON; traversal goes nowhere", async () => {
  const page = await get("/no-such-page/");
  assert.equal(page.statusCode, 404);
  assert.match(page.body, /Not found/);
  const api = await get("/api/no-such-thing/");
  assert.equal(api.statusCode, 404);
  assert.match(api.json().message, /No route/);
  const traversal = await get("/../../etc/passwd");
  assert.equal(traversal.statusCode, 404);
  assert.doesNotMatch(traversal.body, /root:/);
});
