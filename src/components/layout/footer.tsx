import React from "react";
import { KeptMarkup, ShopLink as Link } from "../shop-link";
import { routes } from "../../lib/routes";
import { NewsletterForm } from "./newsletter-form";
import * as styles from "./footer.module.css";
import { useT, type MessageId } from "../../i18n";

const LINKS: { to: string; label: MessageId }[] = [
  { to: routes.howItWorks, label: "nav.howItWorks" },
  { to: routes.airports, label: "nav.airports" },
  { to: routes.categories, label: "nav.categories" },
  { to: routes.brands, label: "nav.brands" },
  { to: routes.blog, label: "nav.blog" },
  { to: routes.becomeAPartner, label: "nav.becomeAPartner" },
  { to: routes.europeanFunds, label: "nav.europeanFunds" },
  { to: routes.privacy, label: "nav.privacy" },
  { to: routes.tac, label: "nav.tac" },
];

export function Footer() {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <NewsletterForm />
        <nav aria-label={t("footer.nav")}>
          {/* Kept as the server wrote it at load, not hydrated (KeptMarkup). */}
          <KeptMarkup id="footer-links" className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </KeptMarkup>
        </nav>
      </div>
      <p className={styles.legal}>{t("footer.legal")}</p>
    </footer>
  );
}
