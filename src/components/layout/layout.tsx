import React, { useEffect } from "react";
import { useAppDispatch } from "../../state/hooks";
import { routeVisited } from "../../state/utils-slice";
import { AlertStack } from "../alerts/alert-stack";
import { SkipLink, MAIN_ID } from "./skip-link";
import { Header } from "./header";
import { Footer } from "./footer";
import { CategorySidebar } from "./category-sidebar";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { CookieBanner } from "./cookie-banner";
import { NewsletterLinks } from "./newsletter-links";
import "../../styles/global.css";
import * as styles from "./layout.module.css";

interface LayoutProps {
  children: React.ReactNode;
  crumbs?: Crumb[];
  /** Catalogue pages show the category sidebar; content pages use the full width. */
  withSidebar?: boolean;
}

export function Layout({ children, crumbs, withSidebar = false }: LayoutProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(routeVisited(window.location.pathname));
  }, [dispatch]);
  return (
    <>
      <SkipLink />
      <Header />
      <div className={styles.body}>
        {withSidebar && <CategorySidebar />}
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {crumbs && crumbs.length > 1 && <Breadcrumbs crumbs={crumbs} />}
          {children}
        </main>
      </div>
      <Footer />
      <AlertStack />
      <CookieBanner />
      <NewsletterLinks />
    </>
  );
}
