import React, { useState } from "react";
import { readApiError } from "../../lib/api-errors";
import * as styles from "./newsletter-form.module.css";
import { useT } from "../../i18n";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done" } | { kind: "error"; message: string };

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const t = useT();

  async function subscribe(event: React.FormEvent) {
    event.preventDefault();
    setStatus({ kind: "sending" });
    try {
      // Loaded on demand: the HTTP client is not needed to paint the page.
      const { subscribeToNewsletter } = await import("../../api-client/newsletter");
      await subscribeToNewsletter(email.trim());
      setStatus({ kind: "done" });
      setEmail("");
    } catch (error) {
      const { message, fields } = readApiError(error);
      setStatus({ kind: "error", message: fields.email?.[0] ?? message });
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={subscribe} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.title}>
        {t("newsletter.title")}
      </h2>
      <p>{t("newsletter.text")}</p>
      <div className={styles.row}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t("newsletter.email")}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={t("newsletter.placeholder")}
          value={email}
          aria-invalid={status.kind === "error"}
          aria-describedby={status.kind === "error" ? "newsletter-error" : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? t("newsletter.subscribing") : t("newsletter.subscribe")}
        </button>
      </div>
      <div aria-live="polite">
        {status.kind === "done" && (
          <p role="status">{t("newsletter.almostDone")}</p>
        )}
      </div>
      {status.kind === "error" && (
        <p id="newsletter-error" role="alert" className={styles.error}>
          {status.message}
        </p>
      )}
    </form>
  );
}
