import React, { useState } from "react";
import { postPasswordReset } from "../../api-client/auth";
import { apiErrorMessage, isAxiosError } from "../../api-client/errors";
import { TextField } from "../../components/forms/text-field";
import { useFormFields } from "./use-form-fields";
import { compactErrors, validateEmail } from "./validation";
import * as styles from "../../components/forms/form.module.css";

/**
 * Asks for a password reset e-mail. What the page says after sending is the same whatever the server
 * found, as the server's answer is: nobody learns here whether an address has an account.
 */
export function ForgotPasswordForm() {
  const { values, setErrors, form, bind } = useFormFields({ email: "" });
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = compactErrors({ email: validateEmail(values.email) });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      setFailure("You are offline. Connect to the internet and ask again.");
      return;
    }
    setBusy(true);
    try {
      await postPasswordReset(values.email.trim());
      setSentTo(values.email.trim());
    } catch (error) {
      setFailure(
        isAxiosError(error) && !error.response
          ? "You are offline or the shop cannot be reached. Connect to the internet and ask again."
          : apiErrorMessage(error, "We could not send the e-mail. Please try again later."),
      );
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status">
        <p className={styles.success}>
          If an account uses {sentTo}, we have sent it an e-mail with a link to choose a new password.
        </p>
        <p>The link works once, for one hour. No e-mail? Check your spam folder, or ask again in a few minutes.</p>
      </div>
    );
  }
  return (
    <form method="post" ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Reset password">
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <TextField label="E-mail" type="email" autoComplete="email" required {...bind("email")} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? "Sending…" : "Send the link"}
      </button>
    </form>
  );
}
