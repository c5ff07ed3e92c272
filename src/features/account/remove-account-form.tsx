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
import { useLocalizedPath } from "../../i18n";

/** Deleting the account is final, so it asks twice: a deliberate first step, then the password. */
export function RemoveAccountForm() {
  const localize = useLocalizedPath();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!confirming) {
    return (
      <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
        Delete my account…
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
      dispatch(alertAdded({ message: "Your account and everything it held are deleted.", severity: "info" }));
      void navigate(localize("/"));
    } catch (failure) {
      setError(
        apiFieldErrors(failure).password?.join(" ") ?? apiErrorMessage(failure, "Your account could not be deleted."),
      );
      setBusy(false);
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label="Delete account">
      <p className={styles.formError}>This deletes your account, your lists and your settings. It cannot be undone.</p>
      <TextField
        label="Your password, to confirm"
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
          Delete my account for good
        </button>{" "}
        <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
          Keep my account
        </button>
      </div>
    </form>
  );
}
