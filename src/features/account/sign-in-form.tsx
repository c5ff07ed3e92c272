import React, { useEffect, useState } from "react";
import { navigate } from "gatsby";
import { ShopLink } from "../../components/shop-link";
import { selectLoginError } from "../../state/alerts-slice";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { login, selectIsLoading, selectIsLoggedIn } from "../../state/user-slice";
import { TextField } from "../../components/forms/text-field";
import { useFormFields } from "./use-form-fields";
import { compactErrors, requireValue, validateEmail } from "./validation";
import * as styles from "../../components/forms/form.module.css";
import { Message, useLocalizedPath, useT } from "../../i18n";

/** Signs in and returns to `next`; a signed-in visitor is sent on at once. */
export function SignInForm({ next }: { next: string }) {
  const t = useT();
  const localize = useLocalizedPath();
  const dispatch = useAppDispatch();
  const isLoading = useAppSelector(selectIsLoading);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const loginError = useAppSelector(selectLoginError);
  const { values, setErrors, form, bind } = useFormFields({ email: "", password: "" });
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (signedIn) void navigate(localize(next), { replace: true });
  }, [signedIn, next, localize]);

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
    <form method="post" ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t("header.signIn")}>
      {submitted && loginError && (
        <p className={styles.formError} role="alert">
          {loginError}
        </p>
      )}
      <TextField label={t("account.email")} type="email" autoComplete="email" required {...bind("email")} />
      <TextField label={t("account.password")} type="password" autoComplete="current-password" required {...bind("password")} />
      <p>
        <ShopLink to="/forgot-password/">{t("account.forgotPassword")}</ShopLink>
      </p>
      <button type="submit" className={styles.primary} disabled={isLoading}>
        {isLoading ? t("account.signingIn") : t("header.signIn")}
      </button>
      <p>
        <Message id="account.newHere" values={{ link: (text) => <ShopLink to="/sign-up/">{text}</ShopLink> }} />
      </p>
    </form>
  );
}
