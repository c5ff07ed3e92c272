import React, { useState } from "react";
import { ShopLink as Link } from "../shop-link";
import { useAppSelector } from "../../state/hooks";
import { selectIsLoggedIn } from "../../state/user-slice";
import { routes } from "../../lib/routes";
import { THEME } from "../../lib/theme";
import { SearchBox } from "./search-box";
import { AirportPicker, CurrencyPicker } from "./pickers";
import * as styles from "./header.module.css";

const NAV = [
  { to: routes.categories, label: "Categories" },
  { to: routes.brands, label: "Brands" },
  { to: routes.airports, label: "Airports" },
  { to: routes.blog, label: "Blog" },
  { to: routes.howItWorks, label: "How it works" },
];

export function Header() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to={routes.home} className={styles.logo}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <circle cx="16" cy="16" r="15" fill={THEME.secondary} />
            <path d="M6 18l20-7-4 9-6-1-3 5-1-5z" fill={THEME.primary} />
          </svg>
          <span>Travel Retail</span>
        </Link>
        <SearchBox />
        <div className={styles.tools}>
          <AirportPicker />
          <CurrencyPicker />
          <Link to={loggedIn ? routes.user : routes.signIn} className={styles.account}>
            {loggedIn ? "My account" : "Sign in"}
          </Link>
          {loggedIn && (
            <Link to={routes.myLists} className={styles.account}>
              My lists
            </Link>
          )}
        </div>
      </div>
      <nav aria-label="Main" className={styles.nav}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <ul id="main-menu" className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          {NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeClassName={styles.active} partiallyActive>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
