import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ApiError } from "../schemas/common.ts";
import { MessageResponse, PasswordResetBody, PasswordResetConfirmBody } from "../schemas/account.ts";
import { HttpError } from "../plugins/error-handler.ts";
import { MAIL_SENDING_LIMIT } from "../plugins/request-limits.ts";
import { hashPassword } from "../lib/passwords.ts";
import { passwordProblems } from "../lib/password-rules.ts";
import { revokeAllForUser } from "../repositories/refresh-tokens.ts";
import { normaliseEmail } from "../lib/users.ts";
import { findUser, userLanguage } from "../repositories/users.ts";
import { randomUrlToken, sha256Hex } from "../lib/random-tokens.ts";
import { pageUrl, passwordResetEmail } from "../lib/email-templates.ts";
import * as accounts from "../repositories/accounts.ts";

/** How long a reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;
const SENT = "If an account uses this address, an e-mail with a link to choose a new password is on its way.";
const NOT_VALID = "This password reset link is not valid. Ask for a new one from the sign-in page.";

/**
 * The `uid` of a reset link, as Django writes it: the account id's digits in base64url. It only says
 * whose link it is; the random token is the secret.
 */
export const encodeUid = (userId: number) => Buffer.from(String(userId)).toString("base64url");

function decodeUid(uid: string): number | undefined {
  const digits = Buffer.from(uid, "base64url").toString("latin1");
  // Only the one canonical spelling of an id in the database's integer range.
  if (!/^[1-9]\d{0,9}$/.test(digits) || encodeUid(Number(digits)) !== uid) return undefined;
  const id = Number(digits);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * "Forgot password?" in dj-rest-auth's shape: `POST /auth/password/reset/` sends a link
 * `/password-reset/<uid>/<token>` (valid an hour, once); `POST /auth/password/reset/confirm/` sets the
 * new password and ends every session of the account.
 */
export async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, mailer } = app;
  const errorResponses = { 400: ApiError, 429: ApiError };

  app.post(
    "/password/reset/",
    {
      config: { rateLimit: MAIL_SENDING_LIMIT },
      preHandler: app.passwordResetLimit,
      schema: { tags: ["auth"], body: PasswordResetBody, response: { 200: MessageResponse, ...errorResponses } },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      // A token is made, hashed and offered to the database whether or not the address has an
      // account (one INSERT … SELECT), and the e-mail is sent after the answer: the answer and its
      // time are the same either way, so this route tells nobody who has an account.
      const token = randomUrlToken();
      const userId = await accounts.addPasswordReset(db, email, sha256Hex(token), RESET_LINK_SECONDS);
      if (userId !== undefined) {
        const send = async () => {
          const lang = await userLanguage(db, userId);
          const url = pageUrl(config.publicUrl, lang, `/password-reset/${encodeUid(userId)}/${token}`);
          await mailer.send(passwordResetEmail(email, url, RESET_LINK_SECONDS / 60, lang));
        };
        send().catch((error: unknown) => {
          // The user asks again; the answer could not have said otherwise without telling who has an account.
          app.log.error({ err: error, to: email }, "password reset e-mail not sent");
        });
      }
      return { message: SENT };
    },
  );

  app.post(
    "/password/reset/confirm/",
    { schema: { tags: ["auth"], body: PasswordResetConfirmBody, response: { 200: MessageResponse, ...errorResponses } } },
    async (request) => {
      const { uid, token, new_password1, new_password2 } = request.body;
      const userId = decodeUid(uid);
      const reset = userId === undefined ? undefined : await accounts.passwordResetOf(db, userId, sha256Hex(token));
      if (!reset) throw new HttpError(400, NOT_VALID, { token: [NOT_VALID] });
      if (reset.used) {
        const used = "This password reset link has already been used. Ask for a new one if you need to.";
        throw new HttpError(400, used, { token: [used] });
      }
      // The password changed since the link was sent (by a change, or by another link).
      if (!reset.current) throw new HttpError(400, NOT_VALID, { token: [NOT_VALID] });
      if (!reset.live) {
        const expired = "This password reset link has expired. Ask for a new one from the sign-in page.";
        throw new HttpError(400, expired, { token: [expired] });
      }

      const user = await findUser(db, userId!);
      if (!user) throw new HttpError(400, NOT_VALID, { token: [NOT_VALID] });
      const errors: Record<string, string[]> = {};
      const problems = passwordProblems(new_password1, [user.email, user.first_name, user.last_name]);
      if (problems.length > 0) errors.new_password1 = problems;
      if (new_password1 !== new_password2) errors.new_password2 = ["The two password fields didn't match."];
      const first = Object.values(errors)[0];
      if (first) throw new HttpError(400, first[0]!, errors);

      const passwordHash = await hashPassword(new_password1);
      const done = await db.transaction(async (tx) => {
        if (!(await accounts.usePasswordReset(tx, reset.id, userId!, passwordHash))) return false;
        await revokeAllForUser(tx, userId!);
        return true;
      });
      // Another request with the same link won the race while this one was hashing.
      if (!done) throw new HttpError(400, NOT_VALID, { token: [NOT_VALID] });
      return { message: "Your password has been reset. Sign in with the new password." };
    },
  );
}
