import React, { useState } from "react";
import { ShopLink } from "../../components/shop-link";
import { postRegistration } from "../../api-client/auth";
import { apiErrorMessage, apiFieldErrors } from "../../api-client/errors";
import { TextField } from "../../components/forms/text-field";
import {
  compactErrors,
  firstFieldErrors,
  MIN_PASSWORD_LENGTH,
  validateEmail,
  validateNewPassword,
  validateRepeat,
  type FieldErrors,
} from "./validation";
import { useFormFields } from "./use-form-fields";
import * as styles from "../../components/forms/form.module.css";
import { Message, useT } from "../../i18n";

const fields = ["first_name", "last_name", "email", "password1", "password2"] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const empty: Values = { first_name: "", last_name: "", email: "", password1: "", password2: "" };

function validate(values: Values): FieldErrors<Field> {
  return compactErrors({
    first_name: undefined,
    last_name: undefined,
    email: validateEmail(values.email),
    password1: validateNewPassword(values.password1),
    password2: validateRepeat(values.password1, values.password2),
  });
}

/** Registration; the account is usable after the e-mailed confirmation link has been followed. */
export function SignUpForm() {
  const t = useT();
  const { values, setErrors, form, bind } = useFormFields(empty);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const email = values.email.trim();
      await postRegistration({
        ...values,
        email,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
      });
      setSentTo(email);
    } catch (error) {
      const serverErrors = firstFieldErrors(apiFieldErrors(error), fields);
      setErrors(serverErrors);
      if (Object.keys(serverErrors).length === 0)
        setFormError(apiErrorMessage(error, t("account.signUpFailed")));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <p className={styles.success} role="status">
        <Message
          id="account.signUpSent"
          values={{ email: <strong>{sentTo}</strong>, signIn: (text) => <ShopLink to="/sign-in/">{text}</ShopLink> }}
        />
      </p>
    );
  }

  return (
    <form method="post" ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t("account.createAnAccount")}>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <TextField label={t("account.firstNameOptional")} autoComplete="given-name" {...bind("first_name")} />
      <TextField label={t("account.lastNameOptional")} autoComplete="family-name" {...bind("last_name")} />
      <TextField label={t("account.email")} type="email" autoComplete="email" required {...bind("email")} />
      <TextField
        label={t("account.password")}
        type="password"
        autoComplete="new-password"
        required
        hint={t("account.passwordHint", { count: MIN_PASSWORD_LENGTH })}
        {...bind("password1")}
      />
      <TextField
        label={t("account.repeatPassword")}
        type="password"
        autoComplete="new-password"
        required
        {...bind("password2")}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? t("account.creating") : t("account.createAccount")}
      </button>
      <p>
        <Message id="account.alreadyRegistered" values={{ link: (text) => <ShopLink to="/sign-in/">{text}</ShopLink> }} />
      </p>
    </form>
  );
}
