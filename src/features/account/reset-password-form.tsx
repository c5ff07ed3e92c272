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
  const dispatch = useAppDispatch();
  const link = parseResetKey(resetKey);
  const { values, setErrors, form, bind } = useFormFields(empty);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; linkDead: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The uid and token exist only in the browser's URL: the built page (no key) and the first render in
  // the browser must match, so the form appears once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  if (!mounted) return <p role="status">Opening your link…</p>;
  if (!link) {
    return (
      <p className={styles.formError} role="alert">
        This password reset link is incomplete. Open the link from the e-mail again, or{" "}
        <ShopLink to="/forgot-password/">ask for a new one</ShopLink>.
      </p>
    );
  }
  if (done) {
    return (
      <div>
        <p className={styles.success} role="status">
          {done}
        </p>
        <h2>Sign in</h2>
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
      setFailure({ message: "You are offline. Connect to the internet to save your new password.", linkDead: false });
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
          message: "You are offline or the shop cannot be reached. Your password is not changed yet: try again.",
          linkDead: false,
        });
        return;
      }
      const fieldErrors = firstFieldErrors(apiFieldErrors(error), fields);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setFailure({
          message: apiErrorMessage(error, "Your password could not be reset."),
          linkDead: Boolean(apiFieldErrors(error).token),
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Choose a new password">
      {failure && (
        <div className={styles.formError} role="alert">
          <p>{failure.message}</p>
          {failure.linkDead && <ShopLink to="/forgot-password/">Ask for a new link</ShopLink>}
        </div>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...bind("new_password1")}
      />
      <TextField label="Repeat the new password" type="password" autoComplete="new-password" {...bind("new_password2")} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? "Saving…" : "Save the new password"}
      </button>
    </form>
  );
}
