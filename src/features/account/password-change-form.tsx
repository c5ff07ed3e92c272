import React, { useState } from "react";
import { changePassword } from "../../api-client/account";
import { apiErrorMessage, apiFieldErrors } from "../../api-client/errors";
import { storeTokens } from "../../lib/token-storage";
import { alertAdded } from "../../state/alerts-slice";
import { useAppDispatch } from "../../state/hooks";
import { tokensRefreshed } from "../../state/user-slice";
import { TextField } from "../../components/forms/text-field";
import {
  compactErrors,
  firstFieldErrors,
  MIN_PASSWORD_LENGTH,
  requireValue,
  validateNewPassword,
  validateRepeat,
} from "./validation";
import { useFormFields } from "./use-form-fields";
import * as styles from "../../components/forms/form.module.css";
import { useT } from "../../i18n";

const fields = ["old_password", "new_password1", "new_password2"] as const;
type Field = (typeof fields)[number];
const empty: Record<Field, string> = { old_password: "", new_password1: "", new_password2: "" };

export function PasswordChangeForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { values, setValues, setErrors, form, bind } = useFormFields(empty);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = compactErrors({
      old_password: requireValue(values.old_password, "currentPassword"),
      new_password1: validateNewPassword(values.new_password1),
      new_password2: validateRepeat(values.new_password1, values.new_password2),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await changePassword(values);
      // Other sessions are signed out by the change; this one continues with the pair it was given.
      storeTokens(result.access_token, result.refresh_token);
      dispatch(tokensRefreshed({ access: result.access_token, refresh: result.refresh_token }));
      setValues(empty);
      dispatch(alertAdded({ message: t("password.changed"), severity: "success" }));
    } catch (error) {
      const serverErrors = firstFieldErrors(apiFieldErrors(error), fields);
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0) {
        dispatch(
          alertAdded({ message: apiErrorMessage(error, t("password.changeFailed")), severity: "error" }),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t("password.change")}>
      <TextField label={t("password.current")} type="password" autoComplete="current-password" {...bind("old_password")} />
      <TextField
        label={t("account.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("account.passwordHint", { count: MIN_PASSWORD_LENGTH })}
        {...bind("new_password1")}
      />
      <TextField
        label={t("account.repeatNewPassword")}
        type="password"
        autoComplete="new-password"
        {...bind("new_password2")}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t("password.change")}
      </button>
    </form>
  );
}
