import React, { useContext, useEffect, useId, useRef, useState } from "react";
import { LocationContext } from "@gatsbyjs/reach-router";
import { isHydrating } from "./lib/hydrate";
import { keptLinkHandlers, observeLinks } from "./shop-link";

/**
 * A list of the shop's links that the browser keeps as the server wrote it when the page loads, instead
 * of hydrating it: React takes over the list element itself (its attributes, such as `hidden`) and none of
 * what is inside, so the links' components never run at load. The category sidebar's links were 169 of
 * a product page's 725 React components to hydrate (issue 22), and each is a ShopLink with an effect.
 *
 * What stays the same for a visitor: the links are the server's (same text, classes, `aria-current`),
 * and the list's handlers give them ShopLink's behaviour (in-app navigation on a plain click, the
 * loader told on hover, prefetching once in view: `keptLinkHandlers`, `observeLinks`).
 *
 * The markup is kept only for the page it was rendered for: when the app navigates to another path
 * while the list stays mounted (a page of the same template), or when the list is first rendered after
 * the page has loaded, it renders its children as any component does. During hydration it reads the
 * markup from the document by `id`, so if React gives up hydrating and renders the page again on the
 * client, the list still comes out the same. Its `id` is `useId`'s unless given: a part the build
 * renders once for many pages (rendered-once.tsx) must give its own, as useId's depends on the tree.
 *
 * Only for markup whose content depends on nothing that can change while the page is open but the path
 * and `made`: the site's build data and the page's language. `made` is what the list is made of (the
 * categories, the articles); a digest of it is written beside the markup (`data-kept`), and the markup
 * is kept only when the data the browser has gives the same digest. A page whose HTML is older than
 * its data (fetched just before a publish, its page data or site data just after) renders its lists
 * from the newer data, as it did before they were kept. Only the shop's own links belong inside
 * (ShopLinks): every link to a path of this site there navigates in the app.
 */
export function KeptMarkup({
  id: givenId,
  made,
  children,
  ...props
}: {
  id?: string;
  made?: unknown;
  children: React.ReactNode;
} & Omit<React.HTMLAttributes<HTMLUListElement>, "onClick" | "onMouseOver">) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const pathname = useContext(LocationContext)?.location?.pathname;
  const digest = made === undefined ? undefined : digestOf(made);
  const [kept] = useState(() => {
    const server = isHydrating() ? document.getElementById(id) : null;
    if (!server || server.getAttribute("data-kept") !== (digest ?? null)) return null;
    return { html: server.innerHTML, pathname };
  });
  const keeping = kept !== null && kept.pathname === pathname;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => (keeping && list.current ? observeLinks(list.current) : undefined), [keeping]);
  if (!keeping) {
    return (
      <ul key="rendered" id={id} data-kept={digest} {...props}>
        {children}
      </ul>
    );
  }
  // A new key when it stops keeping: React then replaces the element instead of changing its content prop.
  return (
    <ul
      key="kept"
      ref={list}
      id={id}
      data-kept={digest}
      {...props}
      {...keptLinkHandlers}
      dangerouslySetInnerHTML={{ __html: kept.html }}
    />
  );
}

/** A short digest of JSON data (FNV-1a, 32 bits): enough to tell one build's list from another's. */
export function digestOf(data: unknown): string {
  const text = JSON.stringify(data) ?? "";
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
