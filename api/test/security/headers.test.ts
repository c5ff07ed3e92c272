import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { bearer, createAccount, type Account } from "../helpers/attack-users.ts";

let t: TestApp;
let user: Account;
before(async () => {
  t = await createTestApp(); // no STATIC_DIR: the API alone, as `npm run api` runs it
  user = await createAccount(t, "headers");
});
after(() => t.close());

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

function assertApiHeaders(res: { headers: Record<string, unknown> }, what: string) {
  assert.equal(res.headers["x-content-type-options"], "nosniff", what);
  assert.equal(res.headers["x-frame-options"], "DENY", what);
  assert.equal(res.headers["referrer-policy"], "no-referrer", what);
  assert.match(String(res.headers["cross-origin-resource-policy"]), /^(same-site|same-origin|cross-origin)$/, what);
  assert.match(String(res.headers["content-security-policy"]), /^default-src 'none'/, what);
}

test("every answer of the API alone carries the security headers, errors included", async () => {
  const answers = {
    health: await t.app.inject({ method: "GET", url: "/api/health/" }),
    catalogue: await t.app.inject({ method: "GET", url: "/api/products/?page_size=1" }),
    "not found": await t.app.inject({ method: "GET", url: "/api/no-such-thing/" }),
    "bad input": await t.app.inject({ method: "GET", url: "/api/products/?page_size=abc" }),
    "refused login": await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: user.email, password: "wrong" } }),
    "signed in": await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(user.access) }),
    "no token": await t.app.inject({ method: "GET", url: "/auth/user/" }),
  };
  for (const [what, res] of Object.entries(answers)) {
    assertApiHeaders(res, what);
    assert.equal(res.headers["content-security-policy"], JSON_CSP, what);
    assert.equal(res.headers["cross-origin-resource-policy"], "same-site", what);
  }
  assert.equal(answers["bad input"].statusCode, 400);
});

test("generated pictures may be shown by a site on another origin, and keep their own policy", async () => {
  const slug = (await t.app.inject({ method: "GET", url: "/api/products/?page_size=1" })).json().results[0].slug;
  const image = (await t.app.inject({ method: "GET", url: `/api/products/${slug}/` })).json().images[0].url;
  const res = await t.app.inject({ method: "GET", url: image });
  assert.equal(res.statusCode, 200);
  assertApiHeaders(res, image);
  assert.equal(res.headers["cross-origin-resource-policy"], "cross-origin");
  assert.equal(res.headers["content-security-policy"], "default-src 'none'; style-src 'unsafe-inline'");
});

test("the API reference UI gets a policy that lets it run, and no more", async () => {
  for (const url of ["/api/docs/", "/api/docs", "/api/docs/static/swagger-initializer.js", "/api/docs/json"]) {
    const res = await t.app.inject({ method: "GET", url });
    assert.equal(res.statusCode, 200, url);
    assertApiHeaders(res, url);
    const csp = String(res.headers["content-security-policy"]);
    assert.match(csp, /script-src 'self'(;|$)/, url);
    assert.doesNotMatch(csp, /unsafe-eval|script-src[^;]*unsafe-inline/, url);
    assert.match(csp, /connect-src 'self'/, url);
    assert.match(csp, /frame-ancestors 'none'/, url);
  }
  const index = await t.app.inject({ method: "GET", url: "/api/docs/" });
  assert.doesNotMatch(index.body, /<script>[^<]/, "no inline script the policy would block");
  const redirect = await t.app.inject({ method: "GET", url: "/api/docs/static/index.html" });
  assert.equal(redirect.statusCode, 302);
  assert.equal(redirect.headers.location, "/api/docs/");
});

test("signed-in answers, every /auth/ answer and every write are no-store; the catalogue stays public", async () => {
  const noStore = {
    login: await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: user.email, password: user.password } }),
    "refused login": await t.app.inject({ method: "POST", url: "/auth/login/", payload: { email: user.email, password: "wrong" } }),
    refresh: await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: user.refresh } }),
    "bad refresh": await t.app.inject({ method: "POST", url: "/auth/token/refresh/", payload: { refresh: "x" } }),
    user: await t.app.inject({ method: "GET", url: "/auth/user/", headers: bearer(user.access) }),
    "user without a token": await t.app.inject({ method: "GET", url: "/auth/user/" }),
    "unknown auth path": await t.app.inject({ method: "GET", url: "/auth/nothing-here/" }),
    lists: await t.app.inject({ method: "GET", url: "/api/wishlist/", headers: bearer(user.access) }),
    "new list": await t.app.inject({ method: "POST", url: "/api/wishlist/", headers: bearer(user.access), payload: { name: "Trip" } }),
    "someone else's list": await t.app.inject({ method: "GET", url: "/api/wishlist/999999/", headers: bearer(user.access) }),
    currency: await t.app.inject({ method: "POST", url: "/api/currency/set/", headers: bearer(user.access), payload: { currency: "EUR" } }),
    "unknown write": await t.app.inject({ method: "POST", url: "/api/no-such-thing/", payload: {} }),
    "catalogue error with a token": await t.app.inject({ method: "GET", url: "/api/products/no-such-product/", headers: bearer(user.access) }),
  };
  for (const [what, res] of Object.entries(noStore)) assert.equal(res.headers["cache-control"], "no-store", `${what} (${res.statusCode})`);
  assert.equal(noStore.login.statusCode, 200);
  assert.equal(noStore.lists.statusCode, 200);

  const url = "/api/products/?page_size=3&ordering=name";
  const first = await t.app.inject({ method: "GET", url, headers: bearer(user.access) });
  assert.equal(first.headers["cache-control"], "public, max-age=60", "the catalogue is the same for everyone");
  const hit = await t.app.inject({ method: "GET", url });
  assert.equal(hit.headers["x-cache"], "HIT");
  assert.equal(hit.headers["cache-control"], "public, max-age=60");
  const hitWithToken = await t.app.inject({ method: "GET", url, headers: bearer(user.access) });
  assert.equal(hitWithToken.headers["x-cache"], "HIT");
  assert.equal(hitWithToken.headers["cache-control"], "public, max-age=60");
  assert.equal((await t.app.inject({ method: "GET", url: "/api/airports/" })).headers["cache-control"], "public, max-age=60");
});

test("no Strict-Transport-Security over plain HTTP by default; over HTTPS behind a trusted proxy, a year", async () => {
  const plain = await t.app.inject({ method: "GET", url: "/api/health/" });
  assert.equal(plain.headers["strict-transport-security"], undefined);

  const proxied = await createTestApp({ trustProxy: 1 });
  try {
    const https = await proxied.app.inject({ method: "GET", url: "/api/health/", headers: { "x-forwarded-proto": "https" } });
    assert.equal(https.headers["strict-transport-security"], "max-age=31536000");
    const http = await proxied.app.inject({ method: "GET", url: "/api/health/", headers: { "x-forwarded-proto": "http" } });
    assert.equal(http.headers["strict-transport-security"], undefined);
  } finally {
    await proxied.close();
  }
});

test("HSTS_MAX_AGE sends Strict-Transport-Security on every answer, site included; a bad value stops the start", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-public-"));
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Home</title>");
  const config = loadConfig({ HSTS_MAX_AGE: "600" });
  assert.equal(config.hstsMaxAge, 600);
  const site = await createTestApp({ hstsMaxAge: config.hstsMaxAge, staticDir: root });
  try {
    for (const url of ["/", "/api/health/", "/no-such-page/"]) {
      const res = await site.app.inject({ method: "GET", url });
      assert.equal(res.headers["strict-transport-security"], "max-age=600", url);
    }
    const page = await site.app.inject({ method: "GET", url: "/" });
    assert.match(String(page.headers["content-security-policy"]), /script-src 'self'/, "pages keep the site's policy");
    assert.equal(page.headers["referrer-policy"], "strict-origin-when-cross-origin");
    const api = await site.app.inject({ method: "GET", url: "/api/health/" });
    assert.equal(api.headers["content-security-policy"], JSON_CSP, "the API beside the site keeps its own");
  } finally {
    await site.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
  assert.equal(loadConfig({}).hstsMaxAge, 0);
  for (const bad of ["-1", "1.5", "year", "1e3x"]) assert.throws(() => loadConfig({ HSTS_MAX_AGE: bad }), /HSTS_MAX_AGE must be a whole number/);
});

test("a Location that would leave the site is never sent, whichever route writes it", async () => {
  const guarded = await createTestApp({}, {
    prepare: (app) => {
      app.get("/api/test-redirect/", async (request, reply) => reply.redirect(String((request.query as { to: string }).to)));
    },
  });
  try {
    for (const to of ["//evil.example/", "/\\evil.example/", "https://evil.example/", "/\t/evil.example/", "javascript:alert(1)", "evil.example"]) {
      const res = await guarded.app.inject({ method: "GET", url: `/api/test-redirect/?to=${encodeURIComponent(to)}` });
      assert.equal(res.headers.location, "/", to);
    }
    const fine = await guarded.app.inject({ method: "GET", url: `/api/test-redirect/?to=${encodeURIComponent("/brands/?a=b")}` });
    assert.equal(fine.headers.location, "/brands/?a=b");
  } finally {
    await guarded.close();
  }
});
