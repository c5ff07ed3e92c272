import React, { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { routeVisited, selectSidebarCollapsed } from "../../state/utils-slice";
import { AlertStack } from "../alerts/alert-stack";
import { SkipLink, MAIN_ID } from "./skip-link";
import { Header } from "./header";
import { Footer } from "./footer";
import { CategorySidebar } from "./category-sidebar";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { CookieBanner } from "./cookie-banner";
import { NewsletterLinks } from "./newsletter-links";
import { RenderedOnce } from "./rendered-once";
import { nextTask } from "../../lib/next-task";
import "../../styles/global.css";
import * as styles from "./layout.module.css";

interface LayoutProps {
  children: React.ReactNode;
  crumbs?: Crumb[];
  /** Catalogue pages show the category sidebar; content pages use the full width. */
  withSidebar?: boolean;
  /**
   * The sidebar and the footer are the same on every page of this kind in a language (none of their links
   * can be the page's own): the build renders them once (rendered-once.tsx).
   */
  sameParts?: boolean;
}

/** `part`, rendered once by the build when the page says its parts are the same as its kind's others'. */
const once = (sameParts: boolean, name: string, part: React.ReactElement) =>
  sameParts ? <RenderedOnce part={name}>{part}</RenderedOnce> : part;

export function Layout({ children, crumbs, withSidebar = false, sameParts = false }: LayoutProps) {
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSidebarCollapsed);
  useEffect(() => {
    const path = window.location.pathname;
    // In a task of its own: on a page's first load this effect runs with every other effect of hydration's
    // commit, in one task; a store update there (Immer, every subscriber's selector) only made it longer.
    void nextTask().then(() => dispatch(routeVisited(path)));
  }, [dispatch]);
  return (
    <>
      <SkipLink />
      <Header />
      {/* The page's content comes before the sidebar in the HTML, so a browser that paints a page it has
          only partly parsed (a slow phone, a long page) shows the content first, where it stays; with the
          sidebar first, the sidebar filled a phone's screen and then jumped below the content (a layout
          shift of 0.77). On a wide screen the grid puts the sidebar in a fixed first column. */}
      <div className={[styles.body, withSidebar && styles.withSidebar, withSidebar && collapsed && styles.sidebarCollapsed].filter(Boolean).join(" ")}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {crumbs && crumbs.length > 1 && <Breadcrumbs crumbs={crumbs} />}
          {children}
        </main>
        {withSidebar && once(sameParts, "category-sidebar", <CategorySidebar />)}
      </div>
      {once(sameParts, "footer", <Footer />)}
      <AlertStack />
      <CookieBanner />
      <NewsletterLinks />
    </>
  );
}
