import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cacheControlFor, contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADERS } from "../lib/site-headers.ts";
import { hasIncludes, renderIncludes } from "../lib/server-includes.ts";

export { cacheControlFor, contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADERS };

/**
 * Serves the built storefront (`public/`) beside the API, as `npm start` does, with Gatsby's caching
 * rules (https://www.gatsbyjs.com/docs/caching/), security headers and a Content Security Policy whose
 * script-src lists the hash of every inline script of the page (Gatsby inlines its chunk map), so no
 * 'unsafe-inline' is needed for scripts.
 */
export interface StaticSiteOptions {
  root: string;
  /** Extra origins the pages may load scripts from (the ad script) and talk to (an API elsewhere). */
  scriptOrigins?: string[];
  connectOrigins?: string[];
  /**
   * Where a page that does not exist (any more) has moved: a site path, or undefined. Asked only when
   * no file answers, so the built pages never wait for it.
   */
  movedTo?: (pathname: string) => Promise<string | undefined>;
}

// Browsers drop tabs and newlines from URLs, and no file of the site has a control character in its name.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Pages whose address holds a secret from an e-mail (a confirmation key, a password reset token) send no
 * Referer at all, not even to the shop's own API, so the token is in no request's headers or logs.
 */
const SECRET_LINK_PAGE = /^(\/(pl|de))?\/(confirm-email|password-reset)\//;
/**
 * The pages whose server-side includes are filled (lib/server-includes.ts): the search pages, as nginx
 * has `ssi on` for them only (docs/deployment.md). Any other page is sent as it is.
 */
const PAGES_WITH_INCLUDES = /^((pl|de)\/)?search\/index\.html$/;
const hasPageIncludes = (rel: string) => PAGES_WITH_INCLUDES.test(rel.split(path.sep).join("/"));
/** The storefront's languages other than English, whose pages live under /pl/ and /de/ (issue 18). */
const LANGUAGE_PREFIX = /^\/(pl|de)\//;

const isApiPath = (pathname: string) => /^\/(api|auth|media)\//.test(pathname);

/** The request's path, decoded; null when it is not valid percent-encoding or holds a control character. */
export function decodePath(url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split("?")[0]);
  } catch {
    return null;
  }
  return CONTROL.test(pathname) ? null : pathname;
}

/** The query string as the client sent it, with backslashes and anything that is not printable ASCII escaped. */
function searchOf(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return "";
  return url.slice(at).replace(/[^\x21-\x5b\x5d-\x7e]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return ""; // a lone surrogate
    }
  });
}

/** A path on this origin for a path relative to the site's root: one leading slash, every segment escaped. */
export function sitePath(rel: string, trailingSlash: boolean): string {
  const segments = rel.split(path.sep).filter(Boolean).map(encodeURIComponent);
  if (segments.length === 0) return "/";
  return "/" + segments.join("/") + (trailingSlash ? "/" : "");
}

const isHidden = (rel: string) => rel.split(path.sep).some((segment) => segment.startsWith("."));

export const staticSite = fp(async (app: FastifyInstance, opts: StaticSiteOptions) => {
  const root = path.resolve(opts.root);
  // By path, checked against the file's inode and time: a published release (lib/site-releases.ts) puts
  // a new file behind the same path.
  // A page's CSP, and its text when it has server-side includes (the search page: lib/server-includes.ts).
  const pageCache = new Map<string, { ino: number; mtimeMs: number; csp: string; withIncludes: string | null }>();

  const pageFor = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined; // sendFile answers for a file that is not there
    const cached = pageCache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.ino === stat.ino) return cached;
    const html = fs.readFileSync(file, "utf8");
    const page = {
      ino: stat.ino,
      mtimeMs: stat.mtimeMs,
      csp: contentSecurityPolicy(inlineScriptHashes(html), opts),
      withIncludes: hasPageIncludes(path.relative(root, file)) && hasIncludes(html) ? html : null,
    };
    pageCache.set(file, page);
    return page;
  };
  const cspFor = (file: string): string => pageFor(file)?.csp ?? contentSecurityPolicy([], opts);

  /**
   * An include's answer, asked of this same API as nginx would ask it through its proxy. Only the API's
   * own paths: a page's include never reaches outside the routes.
   */
  const includeFetch = async (uri: string): Promise<string | null> => {
    if (!isApiPath(uri)) return null;
    const answer = await app.inject({ method: "GET", url: uri });
    return answer.statusCode === 200 ? answer.body : null;
  };

  // Client-only routes (src/pages/x/[...key].tsx) are built as public/x/[...key]/index.html.
  const clientOnlyRoutes = (): { prefix: string; file: string }[] => {
    const found: { prefix: string; file: string }[] = [];
    const walk = (dir: string, depth: number) => {
      if (depth > 3 || !fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory() || entry.name === "static" || entry.name === "page-data") continue;
        const full = path.join(dir, entry.name);
        if (entry.name.startsWith("[") && fs.existsSync(path.join(full, "index.html"))) {
          found.push({ prefix: "/" + path.relative(root, dir).replace(/\\/g, "/") + "/", file: path.relative(root, path.join(full, "index.html")) });
        } else walk(full, depth + 1);
      }
    };
    walk(root, 0);
    return found.map((r) => ({ ...r, prefix: r.prefix.replace(/^\/\//, "/") }));
  };
  let routes = clientOnlyRoutes();
  let routesScannedAt = Date.now();

  await app.register(fastifyStatic, {
    root,
    serve: false, // our own route below decides what a path means
    cacheControl: false,
    // The build writes its hashed scripts and styles compressed beside them (src/build/precompress.ts):
    // sent as they are, they are not compressed again per response. Everything else falls back to the
    // file itself, which @fastify/compress compresses as before; the price is a failed lookup for each
    // encoding the browser accepts (br, gzip, deflate) before a page is sent.
    preCompressed: true,
    setHeaders(res, filePath) {
      // The file sent may be a compressed copy: its headers are the original file's.
      const original = filePath.replace(/\.(br|gz|deflate)$/, "");
      const rel = path.relative(root, original);
      res.header("cache-control", cacheControlFor(rel));
      if (original.endsWith(".html")) res.header("content-security-policy", cspFor(original));
      if (rel === "sw.js") res.header("service-worker-allowed", "/");
    },
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });

  /**
   * A file of the site; a page with server-side includes is sent with them filled in for this request's
   * query string, as nginx sends it (no ETag or Last-Modified: the text is this request's).
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, rel: string, status = 200) => {
    // Any other file goes straight to sendFile, whose headers read the page's entry once (cspFor).
    const page = hasPageIncludes(rel) ? pageFor(path.join(root, rel)) : undefined;
    if (!page?.withIncludes) return reply.status(status).sendFile(rel);
    const at = request.url.indexOf("?");
    // HEAD sends no body: the stubs, without asking (nginx runs no include for HEAD either).
    const fetchInclude = request.method === "HEAD" ? async () => null : includeFetch;
    const html = await renderIncludes(page.withIncludes, at < 0 ? "" : request.url.slice(at + 1), fetchInclude);
    return reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", cacheControlFor(rel))
      .header("content-security-policy", page.csp)
      .send(html);
  };

  /**
   * Where a request points inside `root`, or why it points nowhere. Everything after this works on the
   * resolved, normalised path, never on the request's text: "/%2F%2Fevil.example%2F..%2Fstatic" is the
   * folder "static", and a redirect to it is written as "/static/".
   */
  const resolve = (url: string): { pathname: string; rel: string; search: string } | "malformed" | "outside" => {
    const pathname = decodePath(url);
    if (pathname === null) return "malformed";
    const target = path.resolve(root, "." + pathname);
    if (target !== root && !target.startsWith(root + path.sep)) return "outside";
    return { pathname, rel: path.relative(root, target), search: searchOf(url) };
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const where = resolve(request.url);
    if (where === "malformed") return reply.status(400).send({ message: "The address is not a valid URL path." });
    if (where !== "outside" && isApiPath(where.pathname)) {
      return reply.status(404).send({ message: `No route for ${request.method} ${where.pathname}` });
    }
    if (!fs.existsSync(path.join(root, "index.html"))) {
      return reply
        .status(503)
        .header("retry-after", "30")
        .type("text/html")
        .send("<!doctype html><title>Building…</title><p>The shop is being built. This page reloads itself in a moment.</p><meta http-equiv=refresh content=10>");
    }
    // Dotfiles (the build's .catalogue-fingerprint, say) are the build's own business, not the site's.
    if (where === "outside" || isHidden(where.rel)) return sendPage(request, reply, "404.html", 404);
    const { pathname, rel, search } = where;
    const target = path.join(root, rel);
    let stat = fs.statSync(target, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (!pathname.endsWith("/")) return reply.redirect(sitePath(rel, true) + search, 301);
      const index = path.join(target, "index.html");
      stat = fs.statSync(index, { throwIfNoEntry: false });
      if (stat?.isFile()) return sendPage(request, reply, path.relative(root, index));
    } else if (stat?.isFile()) {
      return sendPage(request, reply, rel);
    }
    if (Date.now() - routesScannedAt > 5000) {
      routes = clientOnlyRoutes(); // a rebuild may have added client-only routes
      routesScannedAt = Date.now();
    }
    const clientOnly = routes.find((r) => pathname.startsWith(r.prefix));
    if (clientOnly) {
      if (SECRET_LINK_PAGE.test(pathname)) reply.header("referrer-policy", "no-referrer");
      return sendPage(request, reply, clientOnly.file);
    }
    // An old address of a page that moved (a size's own product page, now a size of one product).
    const moved = await opts.movedTo?.(pathname);
    if (moved) return reply.redirect(moved, 301);
    return sendPage(request, reply, notFoundPage(pathname), 404);
  };

  /** The 404 page in the path's language (/pl/404/ for /pl/…), else the English one. */
  const notFoundPage = (pathname: string): string => {
    const lang = LANGUAGE_PREFIX.exec(pathname)?.[1];
    if (lang && fs.existsSync(path.join(root, lang, "404", "index.html"))) return `${lang}/404/index.html`;
    return fs.existsSync(path.join(root, "404.html")) ? "404.html" : "index.html";
  };

  /**
   * A form posted to a page: the browser sent it itself because the page's JavaScript had not run yet
   * (or is off). Every form of the storefront is method="post" so that its fields (a password) never
   * reach a URL; the page is sent back to with 303, to load and be used once its JavaScript runs. The
   * body is read (within the API's body limit) and dropped: never parsed, stored or logged.
   */
  const formPosted = async (request: FastifyRequest, reply: FastifyReply) => {
    const where = resolve(request.url);
    if (where === "malformed") return reply.status(400).send({ message: "The address is not a valid URL path." });
    if (where === "outside") return reply.status(404).send({ message: "No such page." });
    if (isApiPath(where.pathname)) return reply.status(404).send({ message: `No route for ${request.method} ${where.pathname}` });
    return reply.redirect(sitePath(where.rel, where.pathname.endsWith("/")) + where.search, 303);
  };

  app.get("/*", handler);
  app.get("/", handler);
  await app.register(async (forms) => {
    // Only here: the API's own routes keep refusing bodies they do not understand.
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null, undefined));
    forms.post("/*", formPosted);
    forms.post("/", formPosted);
  });
});
