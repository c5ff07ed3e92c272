import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { postRegistration } from "../../api-client/auth";
import { apiErrorMessage, apiFieldErrors } from "../../api-client/errors";
import { TextField } from "./text-field";
import {
  compactErrors,
  firstFieldErrors,
  focusFirstError,
  MIN_PASSWORD_LENGTH,
  validateEmail,
  validateNewPassword,
  validateRepeat,
  type FieldErrors,
} from "./validation";
import * as styles from "./form.module.css";

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
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => focusFirstError(form.current), [errors]);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

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
        setFormError(apiErrorMessage(error, "We could not create your account. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <p className={styles.success} role="status">
        Almost done: we sent a confirmation link to <strong>{sentTo}</strong>. Follow it to activate your account, then{" "}
        <Link to="/sign-in/">sign in</Link>.
      </p>
    );
  }

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Create an account">
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <TextField
        label="First name (optional)"
        name="first_name"
        autoComplete="given-name"
        value={values.first_name}
        onChange={change("first_name")}
        error={errors.first_name}
      />
      <TextField
        label="Last name (optional)"
        name="last_name"
        autoComplete="family-name"
        value={values.last_name}
        onChange={change("last_name")}
        error={errors.last_name}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change("email")}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password1"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={values.password1}
        onChange={change("password1")}
        error={errors.password1}
      />
      <TextField
        label="Repeat the password"
        name="password2"
        type="password"
        autoComplete="new-password"
        required
        value={values.password2}
        onChange={change("password2")}
        error={errors.password2}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? "Creating your account…" : "Create account"}
      </button>
      <p>
        Already registered? <Link to="/sign-in/">Sign in</Link>
      </p>
    </form>
  );
}
