import React, { useState } from "react";
import { navigate } from "gatsby";
import { removeAccount } from "../../api-client/account";
import { apiErrorMessage, apiFieldErrors } from "../../api-client/errors";
import { alertAdded } from "../../state/alerts-slice";
import { useAppDispatch } from "../../state/hooks";
import { loggedOut } from "../../state/user-slice";
import { TextField } from "../../components/forms/text-field";
import { requireValue } from "./validation";
import * as styles from "../../components/forms/form.module.css";
import { useLocalizedPath, useT } from "../../i18n";

/** Deleting the account is final, so it asks twice: a deliberate first step, then the password. */
export function RemoveAccountForm() {
  const t = useT();
  const localize = useLocalizedPath();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!confirming) {
    return (
      <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
        {t("remove.start")}
      </button>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = requireValue(password, "password");
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await removeAccount(password);
      dispatch(loggedOut());
      dispatch(alertAdded({ message: t("remove.done"), severity: "info" }));
      void navigate(localize("/"));
    } catch (failure) {
      setError(
        apiFieldErrors(failure).password?.join(" ") ?? apiErrorMessage(failure, t("remove.failed")),
      );
      setBusy(false);
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label={t("remove.formLabel")}>
      <p className={styles.formError}>{t("remove.warning")}</p>
      <TextField
        label={t("remove.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
        autoFocus
      />
      <div>
        <button type="submit" className={styles.danger} disabled={busy}>
          {t("remove.confirm")}
        </button>{" "}
        <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
          {t("remove.keep")}
        </button>
      </div>
    </form>
  );
}
