import React from "react";
import { ShopLink as Link } from "../shop-link";
import { routes } from "../../lib/routes";
import { NewsletterForm } from "./newsletter-form";
import * as styles from "./footer.module.css";

const LINKS = [
  { to: routes.howItWorks, label: "How it works" },
  { to: routes.airports, label: "Airports" },
  { to: routes.categories, label: "Categories" },
  { to: routes.brands, label: "Brands" },
  { to: routes.blog, label: "Blog" },
  { to: routes.becomeAPartner, label: "Become a partner" },
  { to: routes.europeanFunds, label: "European funds" },
  { to: routes.privacy, label: "Privacy policy" },
  { to: routes.tac, label: "Terms and conditions" },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <NewsletterForm />
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.legal}>© Travel Retail. Prices in duty-free shops may differ by terminal.</p>
    </footer>
  );
}
