import React, { useEffect, useState } from "react";
import { ShopLink } from "../../components/shop-link";
import { postResendEmail, postVerifyEmail } from "../../api-client/auth";
import { apiErrorMessage, isAxiosError } from "../../api-client/errors";
import { TextField } from "../../components/forms/text-field";
import { validateEmail } from "./validation";
import * as styles from "../../components/forms/form.module.css";

type Outcome =
  | { state: "checking" }
  | { state: "confirmed" }
  | { state: "expired"; message: string }
  | { state: "used"; message: string }
  | { state: "unknown"; message: string }
  | { state: "offline"; message: string };

// React may run an effect twice in development; a key must be sent once, or the second answer says "used".
const verifications = new Map<string, Promise<Outcome>>();

function classify(error: unknown): Outcome {
  const message = apiErrorMessage(error, "This confirmation link is not valid.");
  if (!isAxiosError(error) || !error.response) return { state: "offline", message };
  if (error.response.status === 404) return { state: "unknown", message };
  if (/expired/i.test(message)) return { state: "expired", message };
  if (/already|used/i.test(message)) return { state: "used", message };
  return { state: "unknown", message };
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
      setResult(`If ${email.trim()} has an account waiting for confirmation, a new link is on its way.`);
    } catch (failure) {
      setResult(apiErrorMessage(failure, "We could not send a new link. Please try again later."));
    }
  }
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label="Send a new confirmation link">
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <button type="submit" className={styles.secondary}>
        Send a new link
      </button>
      {result && <p role="status">{result}</p>}
    </form>
  );
}

/** Confirms the e-mail address of a new account with the key from the e-mailed link, and says what happened. */
export function ConfirmEmail({ emailKey }: { emailKey: string }) {
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

  if (!mounted) return <p role="status">Confirming your e-mail address…</p>;
  if (!emailKey) {
    return (
      <p className={styles.formError} role="alert">
        This confirmation link is incomplete. Open the link from the e-mail again, or copy all of it into the address
        bar.
      </p>
    );
  }

  switch (outcome.state) {
    case "checking":
      return <p role="status">Confirming your e-mail address…</p>;
    case "confirmed":
      return (
        <div role="status">
          <p className={styles.success}>Your e-mail address is confirmed. Welcome aboard!</p>
          <p>
            <ShopLink to="/sign-in/">Sign in</ShopLink> to keep your lists on every device.
          </p>
        </div>
      );
    case "used":
      return (
        <div role="alert">
          <p className={styles.formError}>{outcome.message}</p>
          <p>
            <ShopLink to="/sign-in/">Sign in</ShopLink>
          </p>
        </div>
      );
    case "expired":
      return (
        <div>
          <p className={styles.formError} role="alert">
            {outcome.message}
          </p>
          <ResendForm />
        </div>
      );
    case "offline":
      return (
        <div>
          <p className={styles.formError} role="alert">
            {outcome.message}
          </p>
          <button type="button" className={styles.secondary} onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      );
    default:
      return (
        <div>
          <p className={styles.formError} role="alert">
            {outcome.message}
          </p>
          <p>Check that the whole link from the e-mail was opened, or ask for a new one:</p>
          <ResendForm />
        </div>
      );
  }
}
