import fs from "node:fs";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { JwtError, signJwt, verifyJwt, type JwtClaims } from "../lib/jwt.ts";
import { fsyncPath } from "../db/database.ts";
import { activeTokenVersion } from "../repositories/accounts.ts";

export type TokenType = "access" | "refresh" | "device";

export interface TokenService {
  /** `version` is the user's token_version: a password change raises it and ends every other session. */
  signAccess(userId: number, version: number): string;
  signRefresh(userId: number, claims: { jti: string; fam: string }): string;
  /** Proof that this device once signed in to the account: it may keep trying while others are locked out. */
  signDevice(userId: number, version: number): string;
  /**
   * The device id of a valid device token of `userId` issued under the credentials' current `version`
   * (a password change makes every device a stranger again), or undefined for anything else.
   */
  deviceOf(token: string | undefined, userId: number, version: number): string | undefined;
  /** The token's claims when it is a valid, unexpired token of `type`; throws JwtError otherwise. */
  verify(token: string, type: TokenType): JwtClaims & { sub: string };
}

declare module "fastify" {
  interface FastifyInstance {
    tokens: TokenService;
    /** Route hook (onRequest): 401 unless the request carries a valid access token of an existing, active user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void>;
    /** Route hook (onRequest): anonymous without an Authorization header; a header that is present must be valid. */
    optionalAuth(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id, or null for an anonymous request. */
    userId: number | null;
  }
}

/**
 * Without JWT_SECRET, one random secret is made on first start and kept beside the data, so tokens
 * survive restarts and every process sharing the data directory agrees on it.
 */
function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "jwt-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole and synced under another name, then linked into place: a power cut leaves either
    // no secret or a complete one, never an empty file, and link() fails for every process but the first.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, randomBytes(64).toString("hex"), { mode: 0o600 });
    fsyncPath(temp);
    try {
      fs.linkSync(temp, file);
      fsyncPath(dataDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to make a new one`);
  return secret;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : "";
}

export const auth = fp(async (app: FastifyInstance) => {
  const secret = loadSecret(app.config.jwtSecret, app.config.dataDir);
  const { accessTokenSeconds, refreshTokenSeconds, deviceTokenDays } = app.config;

  const tokens: TokenService = {
    signAccess: (userId, version) =>
      signJwt({ sub: String(userId), typ: "access", ver: version }, secret, accessTokenSeconds),
    signRefresh: (userId, claims) =>
      signJwt({ sub: String(userId), typ: "refresh", ...claims }, secret, refreshTokenSeconds),
    signDevice: (userId, version) =>
      signJwt(
        { sub: String(userId), typ: "device", did: randomUUID(), ver: version },
        secret,
        deviceTokenDays * 86_400,
      ),
    deviceOf(token, userId, version) {
      if (!token) return undefined;
      try {
        const claims = tokens.verify(token, "device");
        const ours = Number(claims.sub) === userId && (claims.ver ?? 0) === version;
        return ours && typeof claims.did === "string" ? claims.did : undefined;
      } catch {
        return undefined; // an old or forged device token is just an unknown device
      }
    },
    verify(token, type) {
      const claims = verifyJwt(token, secret);
      // A refresh token must never open the API, nor an access token refresh a session.
      if (claims.typ !== type || typeof claims.sub !== "string" || !/^\d{1,9}$/.test(claims.sub)) {
        throw new JwtError("malformed");
      }
      return claims as JwtClaims & { sub: string };
    },
  };

  const deny = (reply: FastifyReply, message: string) =>
    reply.status(401).header("www-authenticate", 'Bearer realm="api"').send({ message });

  async function signIn(request: FastifyRequest, reply: FastifyReply, required: boolean) {
    const token = bearerToken(request);
    if (token === undefined) {
      if (required) return deny(reply, "Authentication credentials were not provided.");
      return;
    }
    let userId: number;
    let version: unknown;
    try {
      const claims = tokens.verify(token, "access");
      userId = Number(claims.sub);
      version = claims.ver ?? 0; // tokens from before versions existed live 5 minutes at most
    } catch {
      return deny(reply, "Given token not valid or expired.");
    }
    // The look-up every signed-in request already made also tells whether the password changed since.
    const current = await activeTokenVersion(app.db, userId);
    if (current === undefined) return deny(reply, "User not found or inactive.");
    if (current !== version) return deny(reply, "Given token not valid or expired.");
    request.userId = userId;
  }

  app.decorate("tokens", tokens);
  app.decorateRequest("userId", null);
  app.decorate("authenticate", (request: FastifyRequest, reply: FastifyReply) => signIn(request, reply, true));
  app.decorate("optionalAuth", (request: FastifyRequest, reply: FastifyReply) => signIn(request, reply, false));
});
