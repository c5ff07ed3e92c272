import React, { useEffect, useState } from "react";
import { postPasswordResetConfirm } from "../../api-client/auth";
import { apiErrorMessage, apiFieldErrors, isAxiosError } from "../../api-client/errors";
import { ShopLink } from "../../components/shop-link";
import { TextField } from "../../components/forms/text-field";
import { useAppDispatch } from "../../state/hooks";
import { loggedOut } from "../../state/user-slice";
import { SignInForm } from "./sign-in-form";
import { useFormFields } from "./use-form-fields";
import { compactErrors, firstFieldErrors, MIN_PASSWORD_LENGTH, validateNewPassword, validateRepeat } from "./validation";
import * as styles from "../../components/forms/form.module.css";
import { Message, useT } from "../../i18n";

const fields = ["new_password1", "new_password2"] as const;
type Field = (typeof fields)[number];
const empty: Record<Field, string> = { new_password1: "", new_password2: "" };

/** The link's `/password-reset/<uid>/<token>/` tail, or null when a part is missing. */
export function parseResetKey(key: string): { uid: string; token: string } | null {
  const [uid, token, ...rest] = key.replace(/^\/+|\/+$/g, "").split("/");
  return uid && token && rest.length === 0 ? { uid, token } : null;
}

/**
 * Chooses a new password with the uid and token of the e-mailed link, then offers the sign-in form.
 * The token stays in this page and goes only to the shop's API (the site's Referrer-Policy is
 * no-referrer, so no link on this page hands the address to another site).
 */
export function ResetPasswordForm({ resetKey }: { resetKey: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const link = parseResetKey(resetKey);
  const { values, setErrors, form, bind } = useFormFields(empty);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; linkDead: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The uid and token exist only in the browser's URL: the built page (no key) and the first render in
  // the browser must match, so the link is read once mounted. Until then the form is drawn, its button
  // off, so that the page does not grow by the form's height after its first paint (a layout shift
  // of 0.18 on a phone when a one-line "opening" notice stood in for it).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  if (mounted && !link) {
    return (
      <p className={styles.formError} role="alert">
        <Message id="reset.incomplete" values={{ link: (text) => <ShopLink to="/forgot-password/">{text}</ShopLink> }} />
      </p>
    );
  }
  if (done) {
    return (
      <div>
        <p className={styles.success} role="status">
          {done}
        </p>
        <h2>{t("header.signIn")}</h2>
        <SignInForm next="/user-account/" />
      </div>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = compactErrors({
      new_password1: validateNewPassword(values.new_password1),
      new_password2: validateRepeat(values.new_password1, values.new_password2),
    });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      setFailure({ message: t("reset.offlineSave"), linkDead: false });
      return;
    }
    setBusy(true);
    try {
      const { data } = await postPasswordResetConfirm({ ...link!, ...values });
      // The server ended every session of the account, this browser's too (if it had one).
      dispatch(loggedOut());
      setDone(data.message);
    } catch (error) {
      if (isAxiosError(error) && !error.response) {
        setFailure({
          message: t("reset.unreachableSave"),
          linkDead: false,
        });
        return;
      }
      const fieldErrors = firstFieldErrors(apiFieldErrors(error), fields);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setFailure({
          message: apiErrorMessage(error, t("reset.failed")),
          linkDead: Boolean(apiFieldErrors(error).token),
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t("reset.chooseNew")}>
      {!mounted && (
        <p role="status" className="visually-hidden">
          {t("reset.opening")}
        </p>
      )}
      {failure && (
        <div className={styles.formError} role="alert">
          <p>{failure.message}</p>
          {failure.linkDead && <ShopLink to="/forgot-password/">{t("reset.askNew")}</ShopLink>}
        </div>
      )}
      <TextField
        label={t("account.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("account.passwordHint", { count: MIN_PASSWORD_LENGTH })}
        {...bind("new_password1")}
      />
      <TextField label={t("account.repeatNewPassword")} type="password" autoComplete="new-password" {...bind("new_password2")} />
      <button type="submit" className={styles.primary} disabled={busy || !mounted}>
        {busy ? t("account.saving") : t("reset.save")}
      </button>
    </form>
  );
}
