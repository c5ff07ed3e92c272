import type { FastifyInstance } from "fastify";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import { openapi } from "./openapi.ts";
import { auth } from "./auth.ts";
import { mailer } from "./mailer.ts";
import { redis } from "./redis.ts";
import { loginLimiter } from "./login-limiter.ts";
import { staticSite } from "./static-site.ts";
import { productPageMovedTo } from "../repositories/products.ts";
import { requestLimits } from "./request-limits.ts";
import { requestLog } from "./request-log.ts";
import { securityHeaders } from "./security-headers.ts";
import { reservationExpiry } from "./reservation-expiry.ts";
import { catalogueChanges } from "./catalogue-changes.ts";
import { sitePublisher } from "./site-publisher.ts";

/** App-wide plugins, registered before any route. Each file owns one concern. */
export async function registerPlugins(app: FastifyInstance) {
  // Travellers are on weak Wi-Fi: compress JSON, HTML, JS and CSS (brotli, then gzip). Brotli at
  // quality 5, not the plugin's 4: pages 6 % smaller (the search page with its results 13.4 → 12.6 KB,
  // inside a new connection's first ten packets with its headers, where 4 needed one more round trip)
  // for about 0.3 ms more per page (bench/README.md, "2026-11-29 09:38").
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(requestLog); // LOG_FORMAT=pretty: one readable line per request, none per asset
  await app.register(securityHeaders); // before any route, and before the site's own headers

  await app.register(openapi); // OpenAPI document + reference UI at /api/docs/
  await app.register(mailer); // app.mailer.send(): SMTP_URL or .eml files in DATA_DIR/outbox
  await app.register(auth); // JWT issue/verify, app.authenticate / app.optionalAuth, request.userId
  await app.register(redis); // one shared client when REDIS_URL is set
  await app.register(loginLimiter); // per-account and per-client login limits, in memory or Redis
  await app.register(requestLimits); // per-client limits for e-mail and registration; admission to password hashing
  await app.register(reservationExpiry); // expires reservations past their hold time, on a schedule
  await app.register(catalogueChanges); // drops the cached catalogue when an import in any process changed it
  await app.register(sitePublisher); // builds and publishes the static site after imports (when configured)
  if (app.config.staticDir) {
    // npm start: the built storefront on the same origin as the API.
    const origins = (value: string | undefined) => (value ? [new URL(value).origin] : []);
    await app.register(staticSite, {
      root: app.config.staticDir,
      scriptOrigins: origins(process.env.GATSBY_AD_SCRIPT_URL),
      connectOrigins: origins(process.env.GATSBY_PUBLIC_API_URL),
      movedTo: (pathname) => productPageMovedTo(app.db, pathname),
    });
  }
}
