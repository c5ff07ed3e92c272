import React, { useRef, useState } from "react";
import { ShopLink as Link } from "../shop-link";
import { useAppSelector } from "../../state/hooks";
import { selectIsLoggedIn } from "../../state/user-slice";
import { useListItemCount } from "../../features/lists";
import { routes } from "../../lib/routes";
import { THEME } from "../../lib/theme";
import { SearchBox } from "./search-box";
import { PreferencesMenu } from "./preferences-menu";
import * as styles from "./header.module.css";
import { type MessageId, useT } from "../../i18n";

const NAV: { to: string; label: MessageId }[] = [
  { to: routes.categories, label: "nav.categories" },
  { to: routes.brands, label: "nav.brands" },
  { to: routes.airports, label: "nav.airports" },
  { to: routes.blog, label: "nav.blog" },
  { to: routes.howItWorks, label: "nav.howItWorks" },
];

function ListsLink() {
  const count = useListItemCount();
  const t = useT();
  return (
    <Link to={routes.myLists} className={styles.tool}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.7 3 5 6.6 5c2.1 0 3.5 1.2 4.4 2.6h2C13.9 6.2 15.3 5 17.4 5 21 5 22.8 8.7 21.5 11.8 19.5 16.4 12 21 12 21z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className={styles.toolLabel}>{t("header.myLists")}</span>
      {/* Always rendered, at a fixed size: the count comes from this browser's storage after hydration, and must not move anything. */}
      <span className={styles.badge} data-testid="lists-count" data-empty={count === 0 || undefined} aria-hidden="true">
        {count > 0 ? (count > 99 ? "99+" : count) : ""}
      </span>
      {count > 0 && <span className="visually-hidden">{` (${t("header.listItems", { count })})`}</span>}
    </Link>
  );
}

export function Header() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header
      className={styles.header}
      onKeyDown={(event) => {
        // On a phone the menu opens over the page: Escape closes it, as it closes the airport panel.
        if (event.key === "Escape" && menuOpen) {
          setMenuOpen(false);
          menuButton.current?.focus();
        }
      }}
    >
      <div className={styles.bar}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t("header.menu")}</span>
        </button>
        <Link to={routes.home} className={styles.logo}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <circle cx="16" cy="16" r="15" fill={THEME.secondary} />
            <path d="M6 18l20-7-4 9-6-1-3 5-1-5z" fill={THEME.primary} />
          </svg>
          {/* eslint-disable-next-line no-restricted-syntax -- the shop's name, the same in every language */}
          <span>Travel Retail</span>
        </Link>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.prefs}>
          <PreferencesMenu />
        </div>
        <div className={styles.tools}>
          <Link to={loggedIn ? routes.user : routes.signIn} className={styles.tool}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className={styles.toolLabel}>{loggedIn ? t("header.myAccount") : t("header.signIn")}</span>
          </Link>
          <ListsLink />
        </div>
      </div>
      <nav aria-label={t("header.mainNav")} className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
        <ul id="main-menu" className={styles.menu}>
          {NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeClassName={styles.active} partiallyActive onClick={() => setMenuOpen(false)}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
