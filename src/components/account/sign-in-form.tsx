import React, { useEffect, useRef, useState } from "react";
import { Link, navigate } from "gatsby";
import { selectLoginError } from "../../state/alerts-slice";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { login, selectIsLoading, selectIsLoggedIn } from "../../state/user-slice";
import { TextField } from "./text-field";
import { compactErrors, focusFirstError, requireValue, validateEmail, type FieldErrors } from "./validation";
import * as styles from "./form.module.css";

type Field = "email" | "password";

/** Signs in and returns to `next`; a signed-in visitor is sent on at once. */
export function SignInForm({ next }: { next: string }) {
  const dispatch = useAppDispatch();
  const isLoading = useAppSelector(selectIsLoading);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const loginError = useAppSelector(selectLoginError);
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (signedIn) void navigate(next, { replace: true });
  }, [signedIn, next]);

  useEffect(() => focusFirstError(form.current), [errors]);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = compactErrors({
      email: validateEmail(values.email),
      password: requireValue(values.password, "password"),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitted(true);
    await dispatch(login({ email: values.email.trim(), password: values.password }));
  }

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
      {submitted && loginError && (
        <p className={styles.formError} role="alert">
          {loginError}
        </p>
      )}
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
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change("password")}
        error={errors.password}
      />
      <button type="submit" className={styles.primary} disabled={isLoading}>
        {isLoading ? "Signing in…" : "Sign in"}
      </button>
      <p>
        New here? <Link to="/sign-up/">Create an account</Link>
      </p>
    </form>
  );
}
