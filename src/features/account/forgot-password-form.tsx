import React, { useState } from "react";
import { postPasswordReset } from "../../api-client/auth";
import { apiErrorMessage, isAxiosError } from "../../api-client/errors";
import { TextField } from "../../components/forms/text-field";
import { useFormFields } from "./use-form-fields";
import { compactErrors, validateEmail } from "./validation";
import * as styles from "../../components/forms/form.module.css";
import { useT } from "../../i18n";

/**
 * Asks for a password reset e-mail. What the page says after sending is the same whatever the server
 * found, as the server's answer is: nobody learns here whether an address has an account.
 */
export function ForgotPasswordForm() {
  const t = useT();
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
      setFailure(t("reset.offlineAsk"));
      return;
    }
    setBusy(true);
    try {
      await postPasswordReset(values.email.trim());
      setSentTo(values.email.trim());
    } catch (error) {
      setFailure(
        isAxiosError(error) && !error.response
          ? t("reset.unreachableAsk")
          : apiErrorMessage(error, t("reset.sendFailed")),
      );
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status">
        <p className={styles.success}>
          {t("reset.sent", { email: sentTo })}
        </p>
        <p>{t("reset.sentHint")}</p>
      </div>
    );
  }
  return (
    <form method="post" ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t("reset.formLabel")}>
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <TextField label={t("account.email")} type="email" autoComplete="email" required {...bind("email")} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? t("reset.sending") : t("reset.send")}
      </button>
    </form>
  );
}
