import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createTestApp, type TestApp } from "../helpers/app.ts";

// A miniature `public/` shaped like Gatsby's output.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-public-"));
const inline = "window.___chunkMapping={}";
const files: Record<string, string> = {
  "index.html": `<!doctype html><html><head><script>${inline}</script><script type="application/ld+json">{"a":1}</script></head><body>home<script src="/app-0123456789abcdef0123.js"></script></body></html>`,
  "404.html": "<!doctype html><title>Not found</title>",
  "brands/index.html": "<!doctype html><title>Brands</title>",
  "confirm-email/[...key]/index.html": "<!doctype html><title>Confirm</title>",
  "password-reset/[...key]/index.html": "<!doctype html><title>New password</title>",
  "pl/password-reset/[...key]/index.html": "<!doctype html><title>Nowe hasło</title>",
  "pl/404/index.html": "<!doctype html><title>Nie znaleziono</title>",
  "app-0123456789abcdef0123.js": "console.log(1)",
  "static/logo-abc.png": "png",
  "page-data/index/page-data.json": "{}",
  "sw.js": "self.x=1",
  "robots.txt": "User-agent: *",
};
// A bundle large enough to be worth compressing, with the copies the build writes beside it
// (src/build/precompress.ts), and a page large enough to be compressed, which only the server compresses.
const bundle = "framework-0123456789abcdef0124.js";
files[bundle] = Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a*${i}}`).join(";");
files["big/index.html"] = `<!doctype html><title>Big</title>${"<p>duty free</p>".repeat(200)}`;
for (const [name, body] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), body);
}
const bundleBrotli = zlib.brotliCompressSync(files[bundle], { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
fs.writeFileSync(path.join(root, `${bundle}.br`), bundleBrotli);
const bundleGzip = zlib.gzipSync(files[bundle], { level: 9 });
fs.writeFileSync(path.join(root, `${bundle}.gz`), bundleGzip);

let t: TestApp;
let port: number;
before(async () => {
  t = await createTestApp({ staticDir: root });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
after(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

/**
 * A request whose path goes out exactly as written: inject() resolves "..", backslashes and a leading
 * "//" the way a URL parser does, which would hide the very paths an attacker sends.
 */
function raw(url: string, method = "GET", body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ statusCode: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

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

test("a bundle the build compressed is sent as the build wrote it, with the bundle's own headers", async () => {
  const asked = (encoding?: string) =>
    t.app.inject({ method: "GET", url: `/${bundle}`, headers: encoding ? { "accept-encoding": encoding } : {} });
  const br = await asked("gzip, deflate, br");
  assert.equal(br.statusCode, 200);
  assert.equal(br.headers["content-encoding"], "br");
  assert.deepEqual(br.rawPayload, bundleBrotli, "the build's brotli copy, not one compressed again");
  assert.match(String(br.headers["content-type"]), /^application\/javascript/);
  assert.equal(br.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.match(String(br.headers.vary), /accept-encoding/i);

  const gz = await asked("gzip");
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.deepEqual(gz.rawPayload, bundleGzip);
  assert.equal(gz.headers["cache-control"], "public, max-age=31536000, immutable");

  const head = await t.app.inject({ method: "HEAD", url: `/${bundle}`, headers: { "accept-encoding": "br" } });
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers["content-encoding"], "br");
  assert.equal(Number(head.headers["content-length"]), bundleBrotli.length);

  const plain = await asked();
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.equal(plain.body, files[bundle]);

  // A page has no compressed copy: the server compresses it, and it keeps its CSP.
  const page = await t.app.inject({ method: "GET", url: "/big/", headers: { "accept-encoding": "br" } });
  assert.equal(page.statusCode, 200);
  assert.equal(page.headers["content-encoding"], "br");
  assert.equal(zlib.brotliDecompressSync(page.rawPayload).toString(), files["big/index.html"]);
  assert.equal(page.headers["cache-control"], "public, max-age=0, must-revalidate");
  assert.match(String(page.headers["content-security-policy"]), /frame-ancestors 'none'/);
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

test("the pages of e-mailed links (a reset token in the path) send no Referer anywhere", async () => {
  const reset = await get("/password-reset/MQ/secret-token/");
  assert.equal(reset.statusCode, 200);
  assert.match(reset.body, /New password/);
  assert.equal(reset.headers["referrer-policy"], "no-referrer");
  assert.equal((await get("/confirm-email/abc123/")).headers["referrer-policy"], "no-referrer");
  assert.equal((await get("/brands/")).headers["referrer-policy"], "strict-origin-when-cross-origin");
  const polish = await get("/pl/password-reset/MQ/secret-token/");
  assert.match(polish.body, /Nowe hasło/);
  assert.equal(polish.headers["referrer-policy"], "no-referrer");
});

test("a missing page answers 404 with the not-found page in the path's language, English otherwise", async () => {
  const polish = await get("/pl/no-such-page/");
  assert.equal(polish.statusCode, 404);
  assert.match(polish.body, /Nie znaleziono/);
  // No German 404 page in this public/: the English one.
  for (const url of ["/de/no-such-page/", "/no-such-page/", "/plx/no-such-page/"]) {
    const res = await get(url);
    assert.equal(res.statusCode, 404, url);
    assert.match(res.body, /Not found/, url);
  }
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

/** What a browser makes of a Location on http://shop.test: the place it would go. */
const followed = (location: string) => new URL(location.replace(/[\t\n\r]/g, ""), "http://shop.test/brands");

// Hostile paths that reach a real folder ("static", "brands") after decoding and resolving.
const hostilePaths = [
  "/%2F%2Fevil.example%2F..%2Fstatic",
  "/%2f%2fevil.example%2f..%2fstatic",
  "/%5Cevil.example%2F..%2Fstatic",
  "/%5C%5Cevil.example%2F..%2Fstatic",
  "/%2F%5Cevil.example%2F..%2Fstatic",
  "/%5Cevil.example%2F..%2Fbrands",
  "//evil.example/../static",
  "///evil.example/../static",
  "/\\evil.example/../static",
  "/%2F/evil.example/../static",
  "/.%2F%2Fevil.example%2F..%2Fbrands",
  "/x/..%2F%2Fevil.example%2F..%2Fbrands",
  "/%2F%2Fevil.example%2F..%2Fstatic?next=//evil.example",
];

test("a trailing-slash redirect never leaves the site, however the path is encoded", async () => {
  for (const url of hostilePaths) {
    const res = await raw(url);
    assert.equal(res.statusCode, 301, url);
    const location = String(res.headers.location);
    assert.match(location, /^\/(?![/\\])/, `${url} -> ${location}`);
    assert.equal(followed(location).origin, "http://shop.test", `${url} -> ${location}`);
    assert.match(location, /^\/(static|brands)\/(\?|$)/, `${url} -> ${location}: built from the resolved folder`);
  }
});

test("control characters, double encoding and malformed escapes are a 4xx, never a redirect off the site or a 500", async () => {
  for (const url of ["/%09/evil.example/../static", "/%0A/evil.example/../static", "/%0D%0A/evil.example/../static", "/%2F%09%2Fevil.example%2F..%2Fstatic", "/static%00", "/%7F/../static"]) {
    const res = await raw(url);
    assert.equal(res.statusCode, 400, url);
    assert.equal(res.headers.location, undefined, url);
    assert.ok(JSON.parse(res.body).message, url);
  }
  for (const url of ["/%E0%A4%A", "/%", "/%zz/", "/brands%C0"]) {
    const res = await raw(url);
    assert.equal(res.statusCode, 400, url);
    assert.ok(JSON.parse(res.body).message, url);
  }
  // Decoded once, "%252F" is the text "%2F": a folder name that does not exist, not a slash.
  for (const url of ["/%252F%252Fevil.example%252F..%252Fstatic", "/%255Cevil.example%252F..%252Fstatic"]) {
    const res = await raw(url);
    assert.equal(res.statusCode, 404, url);
    assert.equal(res.headers.location, undefined, url);
  }
});

test("the query string of a redirect cannot break out of it", async () => {
  const res = await raw("/brands?x=%0d%0aSet-Cookie:%20a=b&y=//evil.example");
  assert.equal(res.statusCode, 301);
  assert.equal(res.headers.location, "/brands/?x=%0d%0aSet-Cookie:%20a=b&y=//evil.example");
  assert.equal(res.headers["set-cookie"], undefined);
  const backslash = await raw("/brands?a=\\evil.example");
  assert.equal(backslash.headers.location, "/brands/?a=%5Cevil.example");
});

test("nothing is served from beside the site's folder, nor any dotfile", async () => {
  const sibling = root + "-secret";
  fs.mkdirSync(sibling, { recursive: true });
  fs.writeFileSync(path.join(sibling, "key.txt"), "the secret");
  fs.writeFileSync(path.join(root, ".catalogue-fingerprint"), '[80,"gin"]');
  fs.mkdirSync(path.join(root, ".hidden"), { recursive: true });
  fs.writeFileSync(path.join(root, ".hidden", "index.html"), "hidden page");
  try {
    for (const url of [`/../${path.basename(sibling)}/key.txt`, `/..%2F${path.basename(sibling)}%2Fkey.txt`]) {
      const res = await raw(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /the secret/, url);
    }
    for (const url of ["/.catalogue-fingerprint", "/%2Ecatalogue-fingerprint", "/brands/../.catalogue-fingerprint", "/.hidden/", "/.hidden"]) {
      const res = await raw(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /gin|hidden page/, url);
      assert.equal(res.headers.location, undefined, url);
    }
  } finally {
    fs.rmSync(sibling, { recursive: true, force: true });
    fs.rmSync(path.join(root, ".catalogue-fingerprint"));
    fs.rmSync(path.join(root, ".hidden"), { recursive: true });
  }
});

test("a form posted to a page before its JavaScript ran is sent back to the page with 303", async () => {
  const form = "email=ada%40example.com&password=correct+horse+battery";
  for (const [url, location] of [
    ["/sign-in/?next=%2Fmy-lists%2F", "/sign-in/?next=%2Fmy-lists%2F"],
    ["/", "/"],
    ["/confirm-email/abc/", "/confirm-email/abc/"],
    ["/%2F%2Fevil.example%2F..%2Fsign-in/", "/sign-in/"],
    ["/%5Cevil.example/../sign-up/", "/sign-up/"],
  ]) {
    const res = await raw(url, "POST", form, { "content-type": "application/x-www-form-urlencoded" });
    assert.equal(res.statusCode, 303, url);
    assert.equal(res.headers.location, location, url);
    assert.equal(res.headers["cache-control"], "no-store", url);
    assert.doesNotMatch(res.body, /correct/, url);
  }
  const multipart = await t.app.inject({
    method: "POST",
    url: "/sign-up/",
    payload: '--b\r\ncontent-disposition: form-data; name="password1"\r\n\r\nsecret\r\n--b--\r\n',
    headers: { "content-type": "multipart/form-data; boundary=b" },
  });
  assert.equal(multipart.statusCode, 303);
  const bare = await t.app.inject({ method: "POST", url: "/sign-in/" });
  assert.equal(bare.statusCode, 303);
  const malformed = await raw("/%E0%A4%A/", "POST", form, { "content-type": "application/x-www-form-urlencoded" });
  assert.equal(malformed.statusCode, 400);
  const tooLarge = await t.app.inject({ method: "POST", url: "/sign-in/", payload: "a=" + "x".repeat(100_000), headers: { "content-type": "application/x-www-form-urlencoded" } });
  assert.equal(tooLarge.statusCode, 413);
  assert.ok(tooLarge.json().message);
});

test("the API's own routes still refuse form bodies, and unknown API paths are not pages", async () => {
  const login = await t.app.inject({ method: "POST", url: "/auth/login/", payload: "email=a%40b.c&password=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
  assert.equal(login.statusCode, 415);
  const unknown = await t.app.inject({ method: "POST", url: "/api/no-such-thing/", payload: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.headers.location, undefined);
});

test("a password posted to a page or the API never reaches the server's log", async () => {
  const lines: string[] = [];
  const logged = await createTestApp({ staticDir: root }, { logger: { level: "trace", stream: { write: (line: string) => lines.push(line) } } });
  try {
    const password = "Tr0ub4dor-and-3-horses";
    const form = new URLSearchParams({ email: "ada@example.com", password, password1: password, password2: password }).toString();
    for (const url of ["/sign-in/?next=%2Fmy-lists%2F", "/sign-up/", "/user-account/settings/"]) {
      const res = await logged.app.inject({ method: "POST", url, payload: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
      assert.equal(res.statusCode, 303, url);
    }
    await logged.app.inject({ method: "POST", url: "/auth/login/", payload: { email: "ada@example.com", password } });
    await logged.app.inject({ method: "POST", url: "/auth/registration/", payload: { email: "bad", password1: password, password2: password } });
    assert.ok(lines.some((line) => line.includes("/sign-up/")), "requests are logged");
    assert.ok(!lines.some((line) => line.includes(password) || line.includes(encodeURIComponent(password))), lines.join(""));
  } finally {
    await logged.close();
  }
});
