import type { FastifyInstance, FastifyReply } from "fastify";
import { MAIL_SENDING_LIMIT } from "../plugins/request-limits.ts";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { ApiError } from "../schemas/common.ts";
import {
  LoginBody,
  LoginResponse,
  MessageResponse,
  PasswordChangeBody,
  PasswordChangeResponse,
  RefreshBody,
  RefreshResponse,
  RegistrationBody,
  RemoveAccountBody,
  ResendEmailBody,
  User,
  UserPatchBody,
  VerifyEmailBody,
} from "../schemas/account.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { hashPassword, verifyDummyPassword, verifyPassword } from "../lib/passwords.ts";
import { passwordProblems } from "../lib/password-rules.ts";
import { issueTokens, revokeAllForUser, rotateRefreshToken } from "../repositories/refresh-tokens.ts";
import { normaliseEmail } from "../lib/users.ts";
import { findUser, getUser, userLanguage } from "../repositories/users.ts";
import { randomUrlToken, sha256Hex } from "../lib/random-tokens.ts";
import * as accounts from "../repositories/accounts.ts";
import { BusyError } from "../lib/work-queue.ts";
import type { LoginClient } from "../plugins/login-limiter.ts";
import { confirmationEmail, pageUrl } from "../lib/email-templates.ts";
import { languageOf } from "../lib/content-language.ts";
import { subscribeConfirmed, unsubscribe } from "../repositories/newsletter-subscribers.ts";

const BAD_CREDENTIALS = "Unable to log in with provided credentials.";
const CONFIRMATION_DAYS = 3;
/** A new confirmation e-mail at most this often per account, so the resend route cannot flood an inbox. */
const RESEND_INTERVAL_SECONDS = 60;

/** Field errors as a 400 whose message is the first of them, for clients that show only one line. */
function fieldErrors(errors: Record<string, string[]>): HttpError | undefined {
  const first = Object.values(errors).find((list) => list.length > 0);
  return first ? new HttpError(400, first[0]!, errors) : undefined;
}

function tooManyAttempts(reply: FastifyReply, seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return reply
    .status(429)
    .header("retry-after", String(seconds))
    .send({ message: `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` });
}

/** dj-rest-auth and simplejwt, as the storefront expects them: login, refresh, registration, the user. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, tokens, mailer, loginLimiter } = app;
  const errorResponses = { 400: ApiError, 401: ApiError, 404: ApiError, 429: ApiError };

  async function sendConfirmation(userId: number, email: string) {
    const key = randomUrlToken();
    await accounts.addConfirmationKey(db, userId, sha256Hex(key), CONFIRMATION_DAYS);
    try {
      const lang = await userLanguage(db, userId);
      const url = pageUrl(config.publicUrl, lang, `/confirm-email/${key}`);
      await mailer.send(confirmationEmail(email, url, CONFIRMATION_DAYS, lang));
    } catch (error) {
      // The account exists either way; the resend route gives the user another link.
      app.log.error({ err: error, to: email }, "confirmation e-mail not sent");
    }
  }

  /** A check the password queue turned away (503 busy) was no guess: the limiter gets the attempt back. */
  async function givenBackWhenBusy(email: string, client: LoginClient, check: () => Promise<boolean>) {
    try {
      return await check();
    } catch (error) {
      if (error instanceof BusyError) await loginLimiter.abandoned(email, client);
      throw error;
    }
  }

  app.post(
    "/login/",
    { schema: { tags: ["auth"], body: LoginBody, response: { 200: LoginResponse, ...errorResponses } } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const account = await accounts.accountForLogin(db, email);
      const client = {
        ip: request.ip,
        trustedDevice: account && tokens.deviceOf(request.body.device, account.id, account.token_version),
      };
      const wait = await loginLimiter.attempt(email, client);
      if (wait > 0) return tooManyAttempts(reply, wait);

      const valid = await givenBackWhenBusy(email, client, () =>
        account
          ? verifyPassword(account.password_hash, request.body.password)
          : verifyDummyPassword(request.body.password),
      );
      if (!account || !valid) throw new HttpError(400, BAD_CREDENTIALS);
      await loginLimiter.succeeded(email, client);
      // Told only to someone who knows the password, so it reveals nothing to a guesser.
      if (!account.email_confirmed) {
        throw new HttpError(400, "E-mail is not verified. Follow the link in the confirmation e-mail we sent you.");
      }

      await accounts.recordLogin(db, account.id);
      // Issued only under the version whose hash was checked: a password changed meanwhile wins.
      const pair = await issueTokens(
        db,
        tokens,
        account.id,
        config.refreshTokenSeconds,
        undefined,
        account.token_version,
      );
      if (!pair) throw new HttpError(400, BAD_CREDENTIALS);
      return {
        access_token: pair.access,
        refresh_token: pair.refresh,
        device_token: client.trustedDevice
          ? request.body.device!
          : tokens.signDevice(account.id, account.token_version),
        user: await getUser(db, account.id),
      };
    },
  );

  app.post(
    "/token/refresh/",
    { schema: { tags: ["auth"], body: RefreshBody, response: { 200: RefreshResponse, ...errorResponses } } },
    async (request) => {
      let claims;
      try {
        claims = tokens.verify(request.body.refresh, "refresh");
      } catch {
        throw new HttpError(401, "Token is invalid or expired.");
      }
      if (typeof claims.jti !== "string" || !/^[0-9a-f-]{36}$/.test(claims.jti)) {
        throw new HttpError(401, "Token is invalid or expired.");
      }
      const result = await rotateRefreshToken(
        db,
        tokens,
        { jti: claims.jti, sub: claims.sub },
        config.refreshTokenSeconds,
      );
      if (!result.ok) {
        throw new HttpError(
          401,
          result.reason === "reused" ? "Token has been revoked." : "Token is invalid or expired.",
        );
      }
      return result.pair;
    },
  );

  app.post(
    "/registration/",
    {
      preHandler: app.registrationLimit,
      schema: { tags: ["auth"], body: RegistrationBody, response: { 201: MessageResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { password1, password2, first_name = "", last_name = "" } = request.body;
      const email = normaliseEmail(request.body.email);
      const errors: Record<string, string[]> = {};
      // dj-rest-auth's answer: telling a new visitor their address is taken is needed to help them
      // sign in instead; the login limiter and the uniform login answer keep guessing passwords slow.
      if (await accounts.emailTaken(db, email))
        errors.email = ["A user is already registered with this e-mail address."];
      const problems = passwordProblems(password1, [email, first_name, last_name]);
      if (problems.length > 0) errors.password1 = problems;
      if (password1 !== password2) errors.password2 = ["The two password fields didn't match."];
      const invalid = fieldErrors(errors);
      if (invalid) throw invalid;

      const passwordHash = await hashPassword(password1);
      const id = await accounts.createAccount(db, {
        email,
        passwordHash,
        firstName: first_name.trim(),
        lastName: last_name.trim(),
        // The storefront sends its page's language as Accept-Language.
        language: languageOf(request),
      });
      if (id === undefined) throw fieldErrors({ email: ["A user is already registered with this e-mail address."] })!;
      await sendConfirmation(id, email);
      return reply.status(201).send({ message: "Verification e-mail sent." });
    },
  );

  app.post(
    "/registration/verify-email/",
    { schema: { tags: ["auth"], body: VerifyEmailBody, response: { 200: MessageResponse, ...errorResponses } } },
    async (request) => {
      const confirmation = await accounts.confirmationByKey(db, sha256Hex(request.body.key));
      if (!confirmation) throw new HttpError(404, "This confirmation link is not valid.");
      const alreadyConfirmed = new HttpError(400, "This e-mail address has already been confirmed. You can sign in.");
      if (confirmation.used) throw alreadyConfirmed;
      if (!confirmation.live) {
        throw new HttpError(400, "This confirmation link has expired. Ask for a new one from the sign-in page.");
      }
      if (!(await db.transaction((tx) => accounts.useConfirmation(tx, confirmation)))) throw alreadyConfirmed;
      return { message: "E-mail confirmed. You can sign in now." };
    },
  );

  app.post(
    "/registration/resend-email/",
    {
      config: { rateLimit: MAIL_SENDING_LIMIT },
      schema: { tags: ["auth"], body: ResendEmailBody, response: { 200: MessageResponse, ...errorResponses } },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const due = await accounts.accountDueAnotherKey(db, email, RESEND_INTERVAL_SECONDS);
      if (due !== undefined) await sendConfirmation(due, email);
      // The same answer whatever the address, so this route tells nobody who has an account.
      return { message: "If an unconfirmed account uses this address, a new confirmation e-mail is on its way." };
    },
  );

  app.get(
    "/user/",
    {
      onRequest: app.authenticate,
      schema: { tags: ["auth"], security: [{ bearer: [] }], response: { 200: User, ...errorResponses } },
    },
    async (request) => getUser(db, request.userId!),
  );

  app.patch(
    "/user/",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        security: [{ bearer: [] }],
        body: UserPatchBody,
        response: { 200: User, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.userId!;
      const { first_name, last_name, newsletter } = request.body;
      await db.transaction(async (tx) => {
        await accounts.updateNames(tx, userId, first_name?.trim() ?? null, last_name?.trim() ?? null);
        if (newsletter === undefined) return;
        const { email } = (await findUser(tx, userId))!;
        // The account's address is proven (it signed in), so no confirmation e-mail is needed.
        await (newsletter ? subscribeConfirmed(tx, email) : unsubscribe(tx, { email }));
      });
      return getUser(db, userId);
    },
  );

  /** A password check for sensitive changes, limited like a login so that a stolen access token cannot guess it. */
  async function checkPassword(userId: number, ip: string, password: string, reply: FastifyReply) {
    const account = await accounts.credentialsOf(db, userId);
    if (!account) throw new HttpError(401, "User not found or inactive.");
    // The holder of a valid access token is a client of its own: guesses from elsewhere don't block it.
    const client = { ip, trustedDevice: `session:${userId}` };
    const wait = await loginLimiter.attempt(account.email, client);
    if (wait > 0) return { blocked: tooManyAttempts(reply, wait) };
    const valid = await givenBackWhenBusy(account.email, client, () => verifyPassword(account.password_hash, password));
    if (valid) await loginLimiter.succeeded(account.email, client);
    return { email: account.email, valid };
  }

  app.post(
    "/password/change/",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        security: [{ bearer: [] }],
        body: PasswordChangeBody,
        response: { 200: PasswordChangeResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.userId!;
      const { old_password, new_password1, new_password2 } = request.body;
      const checked = await checkPassword(userId, request.ip, old_password, reply);
      if ("blocked" in checked) return checked.blocked;
      const errors: Record<string, string[]> = {};
      if (!checked.valid) errors.old_password = ["Your old password was entered incorrectly. Please enter it again."];
      const user = await getUser(db, userId);
      const problems = passwordProblems(new_password1, [user.email, user.first_name, user.last_name]);
      if (problems.length > 0) errors.new_password1 = problems;
      if (new_password1 !== new_password2) errors.new_password2 = ["The two password fields didn't match."];
      const invalid = fieldErrors(errors);
      if (invalid) throw invalid;

      const passwordHash = await hashPassword(new_password1);
      const pair = await db.transaction(async (tx) => {
        await accounts.setPassword(tx, userId, passwordHash);
        await revokeAllForUser(tx, userId);
        return (await issueTokens(tx, tokens, userId, config.refreshTokenSeconds))!;
      });
      return { message: "New password has been saved.", access_token: pair.access, refresh_token: pair.refresh };
    },
  );

  app.post(
    "/remove/",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        security: [{ bearer: [] }],
        body: RemoveAccountBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.userId!;
      const checked = await checkPassword(userId, request.ip, request.body.password, reply);
      if ("blocked" in checked) return checked.blocked;
      if (!checked.valid) throw fieldErrors({ password: ["Incorrect password."] })!;
      await db.transaction((tx) => accounts.removeAccount(tx, userId, checked.email));
      try {
        await mailer.forget(checked.email);
      } catch (error) {
        app.log.error({ err: error }, "outbox files of a removed account not deleted");
      }
      return reply.status(204).send(null);
    },
  );
}
