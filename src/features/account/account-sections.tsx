import React from "react";
import { navigate } from "gatsby";
import { ShopLink } from "../../components/shop-link";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { signOut } from "../../state/session-thunks";
import { selectUser } from "../../state/user-slice";
import { AccountDetailsForm } from "./account-details-form";
import { NewsletterToggle } from "./newsletter-toggle";
import { PasswordChangeForm } from "./password-change-form";
import { PreferencesForm } from "./preferences-form";
import { RemoveAccountForm } from "./remove-account-form";
import * as styles from "./account-sections.module.css";
import * as formStyles from "../../components/forms/form.module.css";
import { Message, useLocalizedPath, useT } from "../../i18n";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function AccountSections() {
  const localize = useLocalizedPath();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const t = useT();
  const greeting = user?.first_name ? t("account.hello", { name: user.first_name }) : t("account.yours");

  async function leave() {
    await dispatch(signOut());
    void navigate(localize("/"));
  }

  return (
    <div className={styles.sections}>
      <div className={styles.header}>
        <h1>{greeting}</h1>
        <button type="button" className={formStyles.secondary} onClick={leave}>
          {t("account.signOut")}
        </button>
      </div>
      <p>
        <Message id="account.listsAreOn" values={{ link: (text) => <ShopLink to="/my-lists/">{text}</ShopLink> }} />
      </p>
      <p>
        <ShopLink to="/my-reservations/">{t("reservations.myReservations")}</ShopLink>
      </p>
      <Section id="account-details" title={t("account.sectionDetails")}>
        <AccountDetailsForm />
      </Section>
      <Section id="account-preferences" title={t("account.sectionPreferences")}>
        <PreferencesForm />
      </Section>
      <Section id="account-newsletter" title={t("account.sectionNewsletter")}>
        <NewsletterToggle />
      </Section>
      <Section id="account-password" title={t("account.password")}>
        <PasswordChangeForm />
      </Section>
      <Section id="account-remove" title={t("remove.formLabel")}>
        <RemoveAccountForm />
      </Section>
    </div>
  );
}
