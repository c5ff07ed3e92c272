import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Every setting of the API, read from the environment in one place with a readable error,
 * so that a typo in a variable fails at start instead of at the first request.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where links in e-mails point: the storefront's public origin. */
  publicUrl: string;
  jwtSecret: string | undefined;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  seedProducts: number;
  /** Failed logins allowed per account from one client (address or signed-in device) in `loginWindowSeconds`. */
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /** Failed logins allowed per client address over all accounts in `loginWindowSeconds`. */
  loginClientMaxAttempts: number;
  /** How long a device that signed in may keep signing in to that account while it is under attack. */
  deviceTokenDays: number;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none: the socket's address is the client's), a
   * number of hops, or the proxies' addresses and CIDR ranges. Never "all": the left-most address is
   * whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** Days an `.eml` file stays in DATA_DIR/outbox (no SMTP_URL) before it is deleted. */
  outboxDays: number;
  /** How often open reservations past their hold time are expired; 0 turns the schedule off (tests). */
  reservationExpirySeconds: number;
  /**
   * "pretty": one readable line per request, none for the site's static files (a terminal); "json":
   * pino's lines with every request, for a log pipeline. LOG_FORMAT=auto picks by whether stdout is a TTY.
   */
  logFormat: "pretty" | "json";
  /** A built storefront to serve beside the API (npm start), or undefined. */
  staticDir: string | undefined;
  /**
   * Publishing the storefront after imports (plugins/site-publisher.ts), or undefined: the build command
   * (no shell), the folder it runs in and the folder it writes, and where releases are kept
   * (`<releases>/current` is the served site). SITE_BUILD_COMMAND and SITE_RELEASES_DIR turn it on.
   */
  sitePublish: { command: string; cwd: string; output: string; releases: string } | undefined;
  logLevel: string;
  /** Requests per client IP in 10 minutes to routes that send e-mail (newsletter, partners, resend). */
  mailRateLimit: number;
  /** How long catalogue reads are kept in memory; 0 turns the cache off. */
  catalogueCacheSeconds: number;
  /**
   * How long the search page's included first results may take before the page goes without them
   * (routes/first-results.ts); 0 includes none.
   */
  firstResultsWaitMs: number;
  /**
   * Strict-Transport-Security on every answer with this max-age, for a deployment whose TLS ends where
   * the API cannot see it; 0: only on answers to requests that arrived over HTTPS, for a year.
   */
  hstsMaxAge: number;
  /** PGlite without fsync: faster writes that a power cut or OS crash may lose (opt-in). */
  pgliteUnsafeNoFsync: boolean;
  /** Where PGlite runs: on a thread of its own (the default), or on the API's own event loop. */
  pgliteThread: "worker" | "main";
  /** The most the catalogue answers cache may hold, in MiB; the least recently used answers go first. 0: no answers cache. */
  catalogueCacheMb: number;
  /** A request's headers, and the whole request, must arrive within these (slow-client attacks). */
  httpHeadersTimeoutSeconds: number;
  httpRequestTimeoutSeconds: number;
  /** An idle keep-alive connection is closed after this. */
  httpKeepAliveTimeoutSeconds: number;
  /** A connection with no traffic at all (not even a slow request) is closed after this. */
  httpIdleTimeoutSeconds: number;
  /** Open connections per process, and per client address (0: no per-address cap, e.g. behind a proxy). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Password hashes and checks run at once; more wait in a queue of `passwordHashQueue`, beyond which 503. */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /** Registrations per client address in 10 minutes, and per mailbox (local+tag@domain counts as local@domain) per hour. */
  registrationRateLimit: number;
  registrationMailboxLimit: number;
  /** Password reset e-mails per mailbox per hour, whether or not an account uses it (per client: mailRateLimit). */
  passwordResetMailboxLimit: number;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be 1 or 0 (true or false), got "${raw}"`);
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY: unset or 0 (no proxy), a hop count, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(raw: string | undefined): Config["trustProxy"] {
  const value = (raw ?? "").trim();
  if (value === "" || value === "0" || value.toLowerCase() === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const family = net.isIP(address ?? "");
    // A range as wide as /0 (or anything under /8) would trust every client's X-Forwarded-For.
    const bitsOk =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) >= 8 && Number(bits) <= (family === 6 ? 128 : 32));
    if (PROXY_KEYWORDS.has(entry) || (family !== 0 && bitsOk && extra === undefined)) continue;
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses (CIDR allowed), got "${raw}"` +
        (entry.toLowerCase() === "true" ? ': "true" would believe any X-Forwarded-For a client sends' : ""),
    );
  }
  return entries;
}

function pgliteThread(raw: string | undefined): Config["pgliteThread"] {
  const value = (raw || "worker").toLowerCase();
  if (value === "worker" || value === "main") return value;
  throw new Error(`PGLITE_THREAD must be worker or main, got "${raw}"`);
}

function logFormat(raw: string | undefined): Config["logFormat"] {
  const value = (raw || "auto").toLowerCase();
  if (value === "auto") return process.stdout.isTTY ? "pretty" : "json";
  if (value === "pretty" || value === "json") return value;
  throw new Error(`LOG_FORMAT must be auto, pretty or json, got "${raw}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env, "PORT", 8000, 0);
  const dataDir = path.resolve(env.DATA_DIR || ".data");
  const config: Config = {
    port,
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Travel Retail Shop <no-reply@travel-retail.example>",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ""),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenSeconds: int(env, "ACCESS_TOKEN_SECONDS", 5 * 60, 1),
    refreshTokenSeconds: int(env, "REFRESH_TOKEN_SECONDS", 24 * 60 * 60, 1),
    seedProducts: int(env, "SEED_PRODUCTS", 1500, 0),
    loginMaxAttempts: int(env, "LOGIN_MAX_ATTEMPTS", 10, 1),
    loginWindowSeconds: int(env, "LOGIN_WINDOW_SECONDS", 15 * 60, 1),
    loginClientMaxAttempts: int(env, "LOGIN_CLIENT_MAX_ATTEMPTS", 50, 1),
    deviceTokenDays: int(env, "DEVICE_TOKEN_DAYS", 90, 1),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    outboxDays: int(env, "OUTBOX_DAYS", 7, 1),
    reservationExpirySeconds: int(env, "RESERVATION_EXPIRY_SECONDS", 60, 0),
    logFormat: logFormat(env.LOG_FORMAT),
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    sitePublish:
      env.SITE_BUILD_COMMAND && env.SITE_RELEASES_DIR
        ? {
            command: env.SITE_BUILD_COMMAND,
            cwd: path.resolve(env.SITE_BUILD_CWD || "."),
            output: path.resolve(env.SITE_BUILD_CWD || ".", env.SITE_BUILD_OUTPUT || "public"),
            releases: path.resolve(env.SITE_RELEASES_DIR),
          }
        : undefined,
    logLevel: env.LOG_LEVEL || "info",
    catalogueCacheSeconds: int(env, "CATALOGUE_CACHE_SECONDS", 60, 0),
    firstResultsWaitMs: int(env, "FIRST_RESULTS_WAIT_MS", 250, 0),
    mailRateLimit: int(env, "MAIL_RATE_LIMIT", 20, 1),
    hstsMaxAge: int(env, "HSTS_MAX_AGE", 0, 0),
    pgliteUnsafeNoFsync: bool(env, "PGLITE_UNSAFE_NO_FSYNC", false),
    pgliteThread: pgliteThread(env.PGLITE_THREAD),
    catalogueCacheMb: int(env, "CATALOGUE_CACHE_MB", 64, 0),
    httpHeadersTimeoutSeconds: int(env, "HTTP_HEADERS_TIMEOUT_SECONDS", 10, 1),
    httpRequestTimeoutSeconds: int(env, "HTTP_REQUEST_TIMEOUT_SECONDS", 15, 1),
    httpKeepAliveTimeoutSeconds: int(env, "HTTP_KEEP_ALIVE_TIMEOUT_SECONDS", 5, 1),
    httpIdleTimeoutSeconds: int(env, "HTTP_IDLE_TIMEOUT_SECONDS", 30, 1),
    // Below the usual 20,000 open files a process may have, so that the database, logs and the
    // outbox still get file descriptors when the connections are all taken.
    maxConnections: int(env, "MAX_CONNECTIONS", 10_000, 1),
    maxConnectionsPerAddress: int(env, "MAX_CONNECTIONS_PER_ADDRESS", 256, 0),
    // Hashing runs on libuv's threadpool; half the cores leaves the other half to the event loop.
    passwordHashConcurrency: int(
      env,
      "PASSWORD_HASH_CONCURRENCY",
      Math.max(1, Math.floor(os.availableParallelism() / 2)),
      1,
    ),
    passwordHashQueue: int(env, "PASSWORD_HASH_QUEUE", 32, 0),
    registrationRateLimit: int(env, "REGISTRATION_RATE_LIMIT", 10, 1),
    registrationMailboxLimit: int(env, "REGISTRATION_MAILBOX_LIMIT", 3, 1),
    passwordResetMailboxLimit: int(env, "PASSWORD_RESET_MAILBOX_LIMIT", 3, 1),
    ...overrides,
  };
  if (config.httpHeadersTimeoutSeconds > config.httpRequestTimeoutSeconds) {
    // Node refuses a headers timeout longer than the request timeout.
    throw new Error(
      `HTTP_HEADERS_TIMEOUT_SECONDS (${config.httpHeadersTimeoutSeconds}) must not exceed HTTP_REQUEST_TIMEOUT_SECONDS (${config.httpRequestTimeoutSeconds})`,
    );
  }
  if (config.jwtSecret !== undefined && config.jwtSecret.length < 32) {
    throw new Error("JWT_SECRET must be at least 32 characters long");
  }
  if (config.databaseUrl && !/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, got "${config.databaseUrl}"`);
  }
  return config;
}
