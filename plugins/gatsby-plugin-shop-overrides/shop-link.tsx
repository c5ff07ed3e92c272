import React, { useContext, useEffect, useRef } from "react";
import { withPrefix } from "gatsby";
import { LocationContext } from "@gatsbyjs/reach-router";

/**
 * Gatsby's <Link> for the links every public page renders many of (header, footer, category sidebar,
 * cards, breadcrumbs): the same navigation and prefetching, without its cost at hydration. Gatsby's Link
 * is about eight components deep (Location consumers, a class, reach-router's Link) and creates one
 * IntersectionObserver per link while React commits the hydrated page; a category page has ~85 of them.
 * This is one element, reads the location from context, and observes with one shared observer after
 * the commit.
 *
 * Same behaviour as gatsby-link (node_modules/gatsby-link): a plain left click navigates in the app
 * (replacing the history entry when the target is the current page), a modified click or a `target`
 * is the browser's; hover tells the loader (`hovering`), coming into view prefetches (`enqueue`);
 * `activeClassName` (`partiallyActive`: also below the path) and aria-current="page" on the current page.
 */
export interface ShopLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  replace?: boolean;
}

interface GatsbyWindow {
  ___navigate?: (to: string, options: { replace?: boolean }) => void;
  ___loader?: { hovering?: (path: string) => void; enqueue?: (path: string) => unknown };
}

const gatsbyWindow = () => (typeof window === "undefined" ? {} : (window as unknown as GatsbyWindow));

const pathOf = (href: string) => href.split(/[?#]/)[0];

let observer: IntersectionObserver | null = null;
const targets = new WeakMap<Element, string>();
/**
 * Pages already handed to the loader. Its queue keeps a path twice when two links to it come into view
 * before its batch runs (the logo and a breadcrumb both lead home), and a batch of 4 with a repeat
 * fetches 3: the loader dedupes only paths it has started. Handed once, a path stays in its queue.
 */
const enqueued = new Set<string>();

/** Prefetches a link's page once it comes into view (one observer for every link on the page). */
function observe(el: HTMLAnchorElement, href: string): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      const target = targets.get(entry.target);
      observer?.unobserve(entry.target);
      const here = window.location.pathname + window.location.search;
      if (!target || target === here || enqueued.has(target)) continue;
      const loader = gatsbyWindow().___loader;
      if (!loader?.enqueue) continue;
      enqueued.add(target);
      loader.enqueue(target);
    }
  });
  targets.set(el, href);
  observer.observe(el);
  return () => observer?.unobserve(el);
}

/**
 * A plain left click on a link to `href` navigates in the app (replacing the history entry when `href` is
 * the current page); a modified click, another button, a `target` or a handler that prevented it is the browser's.
 */
function navigateOnPlainClick(event: React.MouseEvent, href: string, target: string | undefined, replace: boolean | undefined): void {
  const navigate = gatsbyWindow().___navigate;
  if (event.button !== 0 || target || event.defaultPrevented || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || !navigate) return;
  event.preventDefault();
  navigate(href, { replace: replace ?? encodeURI(href) === window.location.pathname });
}

/** The shop's own link (a path on this site, not `//host`) an event happened in, below `container`. */
function shopLinkIn(container: Element, node: EventTarget | null): HTMLAnchorElement | null {
  const link = node instanceof Element ? node.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || !container.contains(link)) return null;
  const href = link.getAttribute("href") ?? "";
  // A download is the browser's, as it is for any link ShopLink does not render.
  return href.startsWith("/") && !href.startsWith("//") && !link.hasAttribute("download") ? link : null;
}

/**
 * ShopLink's behaviour for the links of server markup that React does not hydrate (kept-markup.tsx), as
 * handlers on their container: a click navigates as ShopLink's does, a pointer coming onto a link tells
 * the loader as ShopLink's mouseenter does, and `observeLinks` prefetches them once in view.
 */
export const keptLinkHandlers = {
  onClick(event: React.MouseEvent<Element>): void {
    const link = shopLinkIn(event.currentTarget, event.target);
    if (link) navigateOnPlainClick(event, link.getAttribute("href")!, link.getAttribute("target") ?? undefined, undefined);
  },
  onMouseOver(event: React.MouseEvent<Element>): void {
    const link = shopLinkIn(event.currentTarget, event.target);
    // Moving between the link's own children is not coming onto it.
    if (!link || (event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) return;
    gatsbyWindow().___loader?.hovering?.(pathOf(link.getAttribute("href")!));
  },
};

/** Prefetches each of the shop's links below `container` once it comes into view; returns the undo. */
export function observeLinks(container: Element): () => void {
  const undo = [...container.querySelectorAll("a[href]")].flatMap((link) => {
    const found = shopLinkIn(container, link);
    return found ? [observe(found, found.getAttribute("href")!)] : [];
  });
  return () => undo.forEach((stop) => stop());
}

export function ShopLink({ to, activeClassName, partiallyActive, replace, className, onClick, onMouseEnter, children, ...rest }: ShopLinkProps) {
  const href = withPrefix(to);
  const current = useContext(LocationContext)?.location?.pathname;
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => (ref.current ? observe(ref.current, href) : undefined), [href]);

  const path = pathOf(href);
  const isCurrent = current !== undefined && current === path;
  const active = activeClassName && current !== undefined && (partiallyActive ? current.startsWith(path) : isCurrent);

  return (
    <a
      aria-current={isCurrent ? "page" : undefined}
      {...rest}
      ref={ref}
      href={href}
      className={active ? [className, activeClassName].filter(Boolean).join(" ") : className}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        gatsbyWindow().___loader?.hovering?.(path);
      }}
      onClick={(event) => {
        onClick?.(event);
        navigateOnPlainClick(event, href, rest.target, replace);
      }}
    >
      {children}
    </a>
  );
}
