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
  /** Failed logins allowed per account and per client IP in `loginWindowSeconds`. */
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /** A built storefront to serve beside the API (npm start), or undefined. */
  staticDir: string | undefined;
  logLevel: string;
  /** Requests per client IP in 10 minutes to routes that send e-mail (newsletter, partners, resend). */
  mailRateLimit: number;
  /** How long catalogue reads are kept in memory; 0 turns the cache off. */
  catalogueCacheSeconds: number;
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
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    logLevel: env.LOG_LEVEL || "info",
    catalogueCacheSeconds: int(env, "CATALOGUE_CACHE_SECONDS", 60, 0),
    mailRateLimit: int(env, "MAIL_RATE_LIMIT", 20, 1),
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
    passwordHashConcurrency: int(env, "PASSWORD_HASH_CONCURRENCY", Math.max(1, Math.floor(os.availableParallelism() / 2)), 1),
    passwordHashQueue: int(env, "PASSWORD_HASH_QUEUE", 32, 0),
    registrationRateLimit: int(env, "REGISTRATION_RATE_LIMIT", 10, 1),
    registrationMailboxLimit: int(env, "REGISTRATION_MAILBOX_LIMIT", 3, 1),
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
