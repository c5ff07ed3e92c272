#!/usr/bin/env node
// The production topology (issue 21, docs/deployment.md): nginx (Debian's package) serving the static
// site with the headers file the build step writes (npm run site:headers) and proxying the API to two API
// processes on one PostgreSQL database and one Redis. Checks:
//   1. a page's headers from nginx are the ones the API's own static server sends (CSP with the page's
//      inline-script hashes, caching rules, security headers);
//   2. an import through one API process is served by the other within a second (its answer was cached);
//   3. one API process stopped (SIGTERM, as a deploy or a scale-down does) while clients read through
//      nginx: not one request fails; then, with a fresh process beside it, one killed outright (SIGKILL, a
//      crash): only the requests it was answering at that instant fail (at most one per client), none after.
// Skips (exit 0, saying why) when nginx, PostgreSQL or Redis is missing; CI installs nginx.
//   node reliability/nginx-topology.mjs [--seconds 8] [--clients 16]
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { call, createPgDatabase, flag, freePort, ROOT, signUp, sleep, startApi, stopApi, tempDir } from "./lib.mjs";

const SECONDS = Number(flag("seconds", 8));
const CLIENTS = Number(flag("clients", 16));
const REDIS_URL = process.env.RELIABILITY_REDIS_URL || "redis://127.0.0.1:6379";

const nginxBin = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? "ok  " : "FAIL"}  ${what}`);
  if (!ok) failures.push(what);
};

function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname, () => socket.end(() => resolve(true)));
    socket.on("error", () => resolve(false));
    socket.setTimeout(1000, () => socket.destroy() || resolve(false));
  });
}

/** A small built site: two pages, each with an inline script of its own (their CSP hashes differ). */
function fakeSite(dir) {
  const page = (title, script) =>
    `<!doctype html><html lang="en"><head><title>${title}</title><script>${script}</script></head><body><h1>${title}</h1></body></html>`;
  fs.mkdirSync(path.join(dir, "products", "sample"), { recursive: true });
  fs.mkdirSync(path.join(dir, "static"), { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), page("Home", "window.___home = 1;"));
  fs.writeFileSync(path.join(dir, "products", "sample", "index.html"), page("Sample", "window.___product = 2;"));
  fs.writeFileSync(path.join(dir, "404.html"), page("Not found", "window.___missing = 3;"));
  fs.writeFileSync(path.join(dir, "app-0123456789abcdef.js"), "console.log('app');");
  // The compressed copy the build writes beside each hashed bundle (src/build/precompress.ts).
  fs.writeFileSync(path.join(dir, "app-0123456789abcdef.js.gz"), gzipSync("console.log('app');", { level: 9 }));
  fs.writeFileSync(path.join(dir, "static", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  // The search pages' data block, as the storefront's build writes it (src/features/listing/early-search.ts).
  for (const lang of ["en", "pl"]) {
    const include = `<!--# block name="none" --><!--# endblock --><!--# include virtual="/api/first-results/${lang}/24/?$args" stub="none" -->`;
    const dirOf = path.join(dir, ...(lang === "en" ? [] : [lang]), "search");
    fs.mkdirSync(dirOf, { recursive: true });
    fs.writeFileSync(
      path.join(dirOf, "index.html"),
      `<!doctype html><html lang="${lang}"><head><script type="application/json" id="first-results">${include}</script><script>window.___search = 4;</script></head><body></body></html>`,
    );
  }
  // A directive on any other page is text: SSI is on for the search pages only.
  fs.writeFileSync(path.join(dir, "products", "sample", "notes.html"), '<p><!--# echo var="host" --></p>');
}

function nginxConf({ work, site, port, apis }) {
  const root = process.getuid?.() === 0;
  return `
${root ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${work}/access.log;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  types { text/html html; application/javascript js; image/svg+xml svg; application/json json; }
  include ${site}/nginx-headers.conf;
  upstream shop_api {
    ${apis.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n    ")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    root ${site};
    location ~ ^/(api|auth|media)/ {
      proxy_pass http://shop_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A process that dies mid-request: the request (an idempotent GET) goes to the other one.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
    # The search pages' first results are included in their HTML (api/src/routes/first-results.ts).
    location ~ ^/(pl/|de/)?search/(index\\.html)?$ {
      include ${site}/nginx-headers-server.conf;
      ssi on;
      try_files $uri $uri/ =404;
    }
    location ^~ /api/first-results/ {
      proxy_pass http://shop_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # SSI puts the answer in the page as it comes: never compressed, and never an error's body (it may
      # repeat the visitor's query): every error is an empty answer, after which the page asks for itself.
      proxy_set_header Accept-Encoding "";
      proxy_intercept_errors on;
      error_page 400 401 403 404 405 408 413 414 429 431 500 502 503 504 = @no_first_results;
      # A page waits this long at most for a process that does not answer.
      proxy_connect_timeout 500ms;
      proxy_read_timeout 1s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_timeout 1s;
    }
    location @no_first_results {
      return 204;
    }
    location / {
      include ${site}/nginx-headers-server.conf;
      gzip_static on;
      gzip_vary on;
      try_files $uri $uri/ =404;
      error_page 404 /404.html;
    }
  }
}
`;
}

async function main() {
  if (!nginxBin) return console.log("skipped: nginx is not installed (apt-get install nginx)");
  if (!(await redisAnswers(REDIS_URL))) return console.log(`skipped: Redis at ${REDIS_URL} does not answer`);
  const pg = await createPgDatabase("nginx");
  if (pg.skipped) return console.log(`skipped: ${pg.skipped}`);
  const work = tempDir("nginx");
  const site = path.join(work, "site");
  fakeSite(site);
  const headers = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "api/scripts/site-headers.ts"), site], { cwd: ROOT, encoding: "utf8" });
  if (headers.status !== 0) throw new Error(`npm run site:headers failed: ${headers.stderr}`);
  console.log(headers.stdout.trim());

  const env = { REDIS_URL, JWT_SECRET: "reliability-topology-secret-of-at-least-32-characters", TRUST_PROXY: "1", SEED_PRODUCTS: "60" };
  const ports = [await freePort(), await freePort()];
  const apis = [];
  let nginx;
  try {
    // The first process migrates and seeds; the second finds the database ready.
    const dirA = tempDir("api-a");
    apis.push(await startApi({ port: ports[0], dataDir: dirA, databaseUrl: pg.url, env }));
    apis.push(await startApi({ port: ports[1], dataDir: tempDir("api-b"), databaseUrl: pg.url, env }));
    const port = await freePort();
    fs.writeFileSync(path.join(work, "nginx.conf"), nginxConf({ work, site, port, apis: ports }));
    const test = spawnSync(nginxBin, ["-t", "-c", path.join(work, "nginx.conf")], { encoding: "utf8" });
    if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
    nginx = spawn(nginxBin, ["-c", path.join(work, "nginx.conf")], { stdio: ["ignore", "inherit", "inherit"] });
    const front = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if ((await fetch(`${front}/api/health/`).catch(() => null))?.status === 200) break;
      if (i > 100) throw new Error(`nginx did not answer: ${fs.readFileSync(path.join(work, "error.log"), "utf8")}`);
      await sleep(100);
    }

    // 1. The static site's headers through nginx are what the API's static server would send.
    const { cacheControlFor, contentSecurityPolicy, inlineScriptHashes } = await import(path.join(ROOT, "api/dist/lib/site-headers.js"));
    for (const [uri, file] of [
      ["/", "index.html"],
      ["/products/sample/", "products/sample/index.html"],
    ]) {
      const res = await fetch(front + uri);
      const expected = contentSecurityPolicy(inlineScriptHashes(fs.readFileSync(path.join(site, file), "utf8")), {});
      check(res.status === 200 && res.headers.get("content-security-policy") === expected, `${uri}: nginx sends the page's own CSP (its inline script's hash)`);
      check(res.headers.get("cache-control") === cacheControlFor(file), `${uri}: Cache-Control ${res.headers.get("cache-control")}`);
      check(res.headers.get("x-frame-options") === "DENY" && res.headers.get("x-content-type-options") === "nosniff", `${uri}: the security headers`);
    }
    const app = await fetch(`${front}/app-0123456789abcdef.js`);
    check(app.headers.get("cache-control") === cacheControlFor("app-0123456789abcdef.js") && !app.headers.get("content-security-policy"), "a hashed bundle: cached for good, no page CSP");
    const gzipped = await fetch(`${front}/app-0123456789abcdef.js`, { headers: { "accept-encoding": "gzip" } });
    check(
      gzipped.headers.get("content-encoding") === "gzip" &&
        (await gzipped.text()) === "console.log('app');" &&
        gzipped.headers.get("cache-control") === app.headers.get("cache-control") &&
        /accept-encoding/i.test(gzipped.headers.get("vary") ?? ""),
      "a hashed bundle asked for gzip: the build's compressed copy, with the bundle's headers and Vary",
    );

    // 1b. The search page's first results are in its HTML: what the API's static server includes (the
    // same route's answer), compressed or not on the way to the browser, and nothing without a query.
    const blockOf = (html) => /<script type="application\/json" id="first-results">([\s\S]*?)<\/script>/.exec(html)?.[1];
    for (const [uri, lang] of [
      ["/search/?q=gin", "en"],
      ["/pl/search/?q=gin&utm_source=mail", "pl"],
    ]) {
      const page = await fetch(front + uri, { headers: { "accept-encoding": "gzip, br" } });
      const html = await page.text();
      const expected = await fetch(`${apis[1].base}/api/first-results/${lang}/24/${uri.slice(uri.indexOf("?"))}`).then((r) => r.json());
      let block;
      try {
        block = JSON.parse(blockOf(html) ?? "");
      } catch {
        block = undefined;
      }
      check(
        page.status === 200 && block?.key === expected.key && JSON.stringify(block?.data) === JSON.stringify(expected.data) && expected.data.count > 0,
        `${uri}: nginx includes the first results (${block?.data?.count ?? "none"} products) in the page`,
      );
      const csp = contentSecurityPolicy(inlineScriptHashes(fs.readFileSync(path.join(site, lang === "en" ? "" : lang, "search", "index.html"), "utf8")), {});
      check(page.headers.get("content-security-policy") === csp && !page.headers.get("etag"), `${uri}: the page's own CSP, and no ETag`);
    }
    const plain = await fetch(`${front}/search/`).then((r) => r.text());
    check(blockOf(plain) === "" && plain.includes("window.___search = 4;"), "/search/ without a query: an empty block, the rest of the page as built");
    // A query the API refuses (a NUL in a parameter whose name is markup): the refusal, which repeats
    // the name, must not reach the page; the block stays empty.
    const attack = await fetch(`${front}/search/?${encodeURIComponent("</script><meta http-equiv=refresh content=0>")}=%00&q=gin`).then((r) => r.text());
    check(blockOf(attack) === "" && !attack.includes("<meta http-equiv"), "a query the API refuses: an empty block, no markup from it in the page");
    const notes = await fetch(`${front}/products/sample/notes.html`).then((r) => r.text());
    check(notes.includes("<!--# echo"), "another page's SSI directive is left as text");

    // 2. An import through process A is served by process B within a second.
    // An operator: registered and confirmed through process A (its outbox), the role given by the command.
    const op = await signUp(apis[0].base, dirA, "operator");
    execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "api/scripts/staff.ts"), "add", op.email, "--role", "operator"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: pg.url },
    });
    const product = (await call(apis[1].base, "GET", "/api/products/?page_size=1&airport=waw")).json.results[0];
    const detailUrl = `/api/products/${product.slug}/?airport=waw`;
    const priceAtB = async () => {
      const res = await call(apis[1].base, "GET", detailUrl);
      return { price: res.json.variants[0].availability.find((a) => a.airport === "waw")?.price, sku: res.json.variants[0].sku };
    };
    const before = await priceAtB();
    await priceAtB(); // now in B's answers cache
    const raised = `${Number(before.price.split(".")[0]) + 11}.${before.price.split(".")[1]}`;
    const imported = await fetch(`${apis[0].base}/api/operator/imports/?dry_run=false`, {
      method: "POST",
      headers: { authorization: `Bearer ${op.access}`, "content-type": "text/csv" },
      body: `sku,airport,price,stock\n${before.sku},WAW,${raised},7\n`,
    });
    const report = await imported.json();
    check(imported.status === 200 && report.applied && report.counts.changed === 1, `an import through process A: ${imported.status} ${JSON.stringify(report.counts)}`);
    const appliedAt = Date.now();
    let seen;
    while (Date.now() - appliedAt < 1000 && (seen = (await priceAtB()).price) !== raised) await sleep(20);
    check(seen === raised, `process B serves the imported price ${raised} within a second (${Date.now() - appliedAt} ms; it served ${seen})`);
    const viaNginx = await call(front, "GET", detailUrl);
    check(viaNginx.json.variants[0].availability.find((a) => a.airport === "waw")?.price === raised, "and so does nginx, whichever process answers");

    // 3. One process stopped, then one killed, while clients read through nginx.
    const urls = ["/api/products/?page_size=20", "/api/products/?airport=waw&page_size=20", detailUrl, "/api/categories/", "/api/airports/", "/"];
    const readThrough = async (stopOne) => {
      let ok = 0;
      const failed = [];
      const until = Date.now() + SECONDS * 1000;
      const client = async (n) => {
        for (let i = n; Date.now() < until; i++) {
          const url = urls[i % urls.length];
          try {
            const res = await fetch(front + url, { signal: AbortSignal.timeout(10_000) });
            await res.arrayBuffer();
            if (res.status === 200) ok++;
            else failed.push({ what: `${url} → ${res.status}`, at: Date.now() });
          } catch (error) {
            failed.push({ what: `${url} → ${error.message}`, at: Date.now() });
          }
        }
      };
      const readers = Array.from({ length: CLIENTS }, (_, n) => client(n));
      await sleep((SECONDS * 1000) / 3);
      const stoppedAt = Date.now();
      stopOne();
      await Promise.all(readers);
      return { ok, failed, stoppedAt };
    };
    const graceful = await readThrough(() => void stopApi(apis[0], "SIGTERM"));
    check(
      graceful.ok > 100 && graceful.failed.length === 0,
      `process A stopped (SIGTERM) mid-run: ${graceful.ok} reads through nginx succeeded, ${graceful.failed.length} failed${graceful.failed.length ? ` (${graceful.failed.slice(0, 3).map((f) => f.what).join("; ")})` : ""}`,
    );
    await apis[0].exited;
    apis[0] = await startApi({ port: ports[0], dataDir: dirA, databaseUrl: pg.url, env });
    await sleep(11_000); // nginx's fail_timeout: A is tried again
    const crash = await readThrough(() => apis[1].child.kill("SIGKILL"));
    const late = crash.failed.filter((f) => f.at > crash.stoppedAt + 1000);
    check(
      crash.ok > 100 && crash.failed.length <= CLIENTS && late.length === 0,
      `process B killed (SIGKILL) mid-run: ${crash.ok} reads succeeded; ${crash.failed.length} failed, all within a second of the kill (the ones it was answering; at most one per client)${late.length ? `, but ${late.length} later: ${late.slice(0, 3).map((f) => f.what).join("; ")}` : ""}`,
    );
  } finally {
    nginx?.kill("SIGQUIT");
    if (nginx && nginx.exitCode === null) await new Promise((r) => nginx.once("exit", r));
    for (const api of apis) await stopApi(api).catch(() => {});
    await pg.drop().catch(() => {});
  }
}

main()
  .then(() => {
    if (failures.length) {
      console.error(`\nnginx topology: ${failures.length} check(s) failed`);
      process.exit(1);
    }
    console.log("\nnginx topology: every check passed");
  })
  .catch((error) => {
    console.error(`nginx topology failed: ${error.stack || error.message}`);
    process.exit(1);
  });
