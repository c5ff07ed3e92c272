import React, { useRef, useState } from "react";
import type { PageProps } from "gatsby";
import type { PartnerApplicationBody } from "@travel-retail/api/schemas";
import { Layout } from "../components/layout/layout";
import { Seo, type PageHeadFC } from "../components/seo/seo";
import { TextField } from "../components/forms/text-field";
import { useSiteData } from "../lib/use-site-data";
import { readApiError } from "../lib/api-errors";
import { routes } from "../lib/routes";
import { useT } from "../i18n";
import * as styles from "./become-a-partner.module.css";

type Status = "idle" | "sending" | "sent";

function applicationFrom(form: HTMLFormElement): PartnerApplicationBody {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const optional = (name: string) => text(name) || undefined;
  const airports = data.getAll("airports").map(String);
  return {
    company: text("company"),
    contact_name: text("contact_name"),
    email: text("email"),
    phone: optional("phone"),
    website: optional("website"),
    airports: airports.length ? airports : undefined,
    message: text("message"),
  };
}

export default function BecomeAPartnerPage(props: PageProps) {
  const t = useT();
  const { airports } = useSiteData();
  const [status, setStatus] = useState<Status>("idle");
  const [message, setMessage] = useState("");
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the fields now: React clears currentTarget once the handler yields.
    const application = applicationFrom(event.currentTarget);
    setStatus("sending");
    setMessage("");
    setFields({});
    try {
      const { applyAsPartner } = await import("../api-client/partners");
      await applyAsPartner(application);
      setStatus("sent");
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      const problem = readApiError(error);
      setStatus("idle");
      setMessage(problem.message);
      setFields(problem.fields);
      // Take the visitor to the first field that needs fixing.
      const first = Object.keys(problem.fields)[0];
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    }
  }

  return (
    <Layout
      crumbs={[
        { name: "Home", path: routes.home },
        { name: "Become a partner", path: routes.becomeAPartner },
      ]}
    >
      <PageHead {...props} />
      <div className="prose">
        <h1>{t("nav.becomeAPartner")}</h1>
        <p className="lead">{t("partner.lead")}</p>
        {status === "sent" ? (
          <div role="status" className={styles.success}>
            <h2 ref={successRef} tabIndex={-1}>
              {t("partner.sentTitle")}
            </h2>
            <p>{t("partner.sentText")}</p>
          </div>
        ) : (
          <form
            method="post"
            ref={formRef}
            className={styles.form}
            onSubmit={submit}
            noValidate
            aria-describedby={message ? "partner-form-error" : undefined}
          >
            {message && (
              <p id="partner-form-error" role="alert" className={styles.error}>
                {message}
              </p>
            )}
            <TextField
              markRequired
              name="company"
              label={t("partner.company")}
              required
              maxLength={200}
              autoComplete="organization"
              error={fields.company?.join(" ")}
            />
            <TextField
              markRequired
              name="contact_name"
              label={t("partner.contactName")}
              required
              maxLength={200}
              autoComplete="name"
              error={fields.contact_name?.join(" ")}
            />
            <TextField
              markRequired
              name="email"
              label={t("account.email")}
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              error={fields.email?.join(" ")}
            />
            <TextField
              markRequired
              name="phone"
              label={t("partner.phone")}
              type="tel"
              maxLength={40}
              autoComplete="tel"
              error={fields.phone?.join(" ")}
            />
            <TextField
              markRequired
              name="website"
              label={t("partner.website")}
              type="url"
              maxLength={300}
              autoComplete="url"
              error={fields.website?.join(" ")}
            />
            {airports.length > 0 && (
              <fieldset className={styles.airports}>
                <legend>{t("partner.airports")}</legend>
                {airports.map((airport) => (
                  <label key={airport.slug} className={styles.check}>
                    <input type="checkbox" name="airports" value={airport.slug} /> {airport.name} ({airport.iata})
                  </label>
                ))}
                {fields.airports && <p className={styles.error}>{fields.airports.join(" ")}</p>}
              </fieldset>
            )}
            <TextField
              markRequired
              name="message"
              label={t("partner.message")}
              required
              multiline
              maxLength={5000}
              error={fields.message?.join(" ")}
            />
            <button type="submit" className="button" disabled={status === "sending"}>
              {status === "sending" ? t("partner.sending") : t("partner.send")}
            </button>
          </form>
        )}
      </div>
    </Layout>
  );
}

export const PageHead: PageHeadFC = ({ location }) => {
  const t = useT();
  return (
    <Seo title={t("nav.becomeAPartner")} description={t("partner.metaDescription")} pathname={location.pathname} />
  );
};
