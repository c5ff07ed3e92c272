import React, { useState } from "react";
import { patchUser } from "../../api-client/account";
import { apiErrorMessage, apiFieldErrors } from "../../api-client/errors";
import { alertAdded } from "../../state/alerts-slice";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { selectUser, userUpdated } from "../../state/user-slice";
import { TextField } from "../../components/forms/text-field";
import { useFormFields } from "./use-form-fields";
import { firstFieldErrors } from "./validation";
import * as styles from "../../components/forms/form.module.css";
import { Message, useT } from "../../i18n";

const fields = ["first_name", "last_name"] as const;

export function AccountDetailsForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { values, setErrors, form, bind } = useFormFields({
    first_name: user?.first_name ?? "",
    last_name: user?.last_name ?? "",
  });
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const updated = await patchUser({ first_name: values.first_name.trim(), last_name: values.last_name.trim() });
      dispatch(userUpdated(updated));
      dispatch(alertAdded({ message: t("details.saved"), severity: "success" }));
    } catch (error) {
      setErrors(firstFieldErrors(apiFieldErrors(error), fields));
      dispatch(alertAdded({ message: apiErrorMessage(error, t("details.saveFailed")), severity: "error" }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t("details.title")}>
      <p>
        <Message id="details.email" values={{ email: <strong>{user?.email}</strong> }} />
      </p>
      <TextField label={t("details.firstName")} autoComplete="given-name" {...bind("first_name")} />
      <TextField label={t("details.lastName")} autoComplete="family-name" {...bind("last_name")} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t("details.save")}
      </button>
    </form>
  );
}
