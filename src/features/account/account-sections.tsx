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
import { useLocalizedPath } from "../../i18n";

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
  const greeting = user?.first_name ? `Hello, ${user.first_name}` : "Your account";

  async function leave() {
    await dispatch(signOut());
    void navigate(localize("/"));
  }

  return (
    <div className={styles.sections}>
      <div className={styles.header}>
        <h1>{greeting}</h1>
        <button type="button" className={formStyles.secondary} onClick={leave}>
          Sign out
        </button>
      </div>
      <p>
        Your lists are on <ShopLink to="/my-lists/">My lists</ShopLink>.
      </p>
      <Section id="account-details" title="Details">
        <AccountDetailsForm />
      </Section>
      <Section id="account-preferences" title="Currency and airport">
        <PreferencesForm />
      </Section>
      <Section id="account-newsletter" title="Newsletter">
        <NewsletterToggle />
      </Section>
      <Section id="account-password" title="Password">
        <PasswordChangeForm />
      </Section>
      <Section id="account-remove" title="Delete account">
        <RemoveAccountForm />
      </Section>
    </div>
  );
}
