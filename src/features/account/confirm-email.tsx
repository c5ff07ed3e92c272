import React, { useEffect, useState } from "react";
import { ShopLink } from "../../components/shop-link";
import { postResendEmail, postVerifyEmail } from "../../api-client/auth";
import { apiErrorMessage, isAxiosError } from "../../api-client/errors";
import { TextField } from "../../components/forms/text-field";
import { validateEmail } from "./validation";
import * as styles from "../../components/forms/form.module.css";
import * as own from "./confirm-email.module.css";
import { Message, useT, type MessageId } from "../../i18n";

type Outcome =
  | { state: "checking" }
  | { state: "confirmed" }
  | { state: "expired" }
  | { state: "used" }
  | { state: "unknown" }
  | { state: "offline" };

// React may run an effect twice in development; a key must be sent once, or the second answer says "used".
const verifications = new Map<string, Promise<Outcome>>();

function classify(error: unknown): Outcome {
  // The API's words (English) tell the cases apart; the page says them in its own language.
  const message = apiErrorMessage(error, "");
  if (!isAxiosError(error) || !error.response) return { state: "offline" };
  if (error.response.status === 404) return { state: "unknown" };
  if (/expired/i.test(message)) return { state: "expired" };
  if (/already|used/i.test(message)) return { state: "used" };
  return { state: "unknown" };
}

function verify(key: string): Promise<Outcome> {
  let pending = verifications.get(key);
  if (!pending) {
    pending = postVerifyEmail(key).then(
      (): Outcome => ({ state: "confirmed" }),
      (error: unknown) => {
        verifications.delete(key);
        return classify(error);
      },
    );
    verifications.set(key, pending);
  }
  return pending;
}

function ResendForm() {
  const t = useT();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<string | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) return;
    try {
      await postResendEmail(email.trim());
      setResult(t("confirmEmail.resent", { email: email.trim() }));
    } catch (failure) {
      setResult(apiErrorMessage(failure, t("confirmEmail.resendFailed")));
    }
  }
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label={t("confirmEmail.resendLabel")}>
      <TextField
        label={t("account.email")}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <button type="submit" className={styles.secondary}>
        {t("confirmEmail.resend")}
      </button>
      {result && <p role="status">{result}</p>}
    </form>
  );
}

/**
 * Confirms the e-mail address of a new account with the key from the e-mailed link, and says what happened,
 * in a box as tall as its tallest answer (a problem and the resend form): the answer arrives from the API
 * after the first paint, and a one-line "checking" notice growing into the form moved the footer by
 * 200 px (a layout shift of 0.18 on a phone).
 */
export function ConfirmEmail({ emailKey }: { emailKey: string }) {
  return (
    <div className={own.outcome}>
      <Answer emailKey={emailKey} />
    </div>
  );
}

function Answer({ emailKey }: { emailKey: string }) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>({ state: "checking" });
  const [attempt, setAttempt] = useState(0);
  // The key only exists in the browser's URL; the server renders the waiting state, never "incomplete".
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!emailKey) return;
    let live = true;
    setOutcome({ state: "checking" });
    void verify(emailKey).then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, [emailKey, attempt]);

  if (!mounted) return <p role="status">{t("confirmEmail.checking")}</p>;
  if (!emailKey) {
    return (
      <p className={styles.formError} role="alert">
        {t("confirmEmail.incomplete")}
      </p>
    );
  }

  const problem = (id: MessageId) => (
    <p className={styles.formError} role="alert">
      {t(id)}
    </p>
  );
  switch (outcome.state) {
    case "checking":
      return <p role="status">{t("confirmEmail.checking")}</p>;
    case "confirmed":
      return (
        <div role="status">
          <p className={styles.success}>{t("confirmEmail.confirmed")}</p>
          <p>
            <Message
              id="confirmEmail.signInToKeep"
              values={{ link: (text) => <ShopLink to="/sign-in/">{text}</ShopLink> }}
            />
          </p>
        </div>
      );
    case "used":
      return (
        <div role="alert">
          <p className={styles.formError}>{t("confirmEmail.used")}</p>
          <p>
            <ShopLink to="/sign-in/">{t("header.signIn")}</ShopLink>
          </p>
        </div>
      );
    case "expired":
      return (
        <div>
          {problem("confirmEmail.expired")}
          <ResendForm />
        </div>
      );
    case "offline":
      return (
        <div>
          {problem("confirmEmail.offline")}
          <button type="button" className={styles.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {t("confirmEmail.tryAgain")}
          </button>
        </div>
      );
    default:
      return (
        <div>
          {problem("confirmEmail.invalid")}
          <p>{t("confirmEmail.checkLink")}</p>
          <ResendForm />
        </div>
      );
  }
}
