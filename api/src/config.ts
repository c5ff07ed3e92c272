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
  /** PGlite without fsync: faster writes that a power cut or OS crash may lose (opt-in). */
  pgliteUnsafeNoFsync: boolean;
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
    pgliteUnsafeNoFsync: bool(env, "PGLITE_UNSAFE_NO_FSYNC", false),
    ...overrides,
  };
  if (config.jwtSecret !== undefined && config.jwtSecret.length < 32) {
    throw new Error("JWT_SECRET must be at least 32 characters long");
  }
  if (config.databaseUrl && !/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, got "${config.databaseUrl}"`);
  }
  return config;
}
