import React, { useEffect, useId, useRef, useState } from "react";
import { useAppSelector } from "../../state/hooks";
import { selectCurrency } from "../../state/utils-slice";
import { selectLocation } from "../../state/main-slice";
import { useSiteData } from "../../lib/use-site-data";
import { AirportPicker, CurrencyPicker } from "../../features/traveller-context";
import { useT } from "../../i18n";
import { LanguageSwitcher } from "./language-switcher";
import * as styles from "./preferences-menu.module.css";

/**
 * The airport and currency pickers and the language links behind one button, so that on a phone the header is one short bar.
 * A non-modal disclosure: it opens below the button over the page (nothing moves), its first field takes
 * the focus, and Escape, Done, a click outside or tabbing out closes it (the first two give the focus back
 * to the button).
 *
 * The panel's fields are rendered from its first opening on, not in the page's HTML: hidden until a click
 * opens it, they were 146 of a product page's 885 React components to hydrate on every page load (the
 * airport list's options above all) and 2.6 KB of every page's HTML (issue 22). Once opened they stay,
 * so a second opening finds them as the traveller left them.
 */
export function PreferencesMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const t = useT();
  const currency = useAppSelector(selectCurrency);
  const location = useAppSelector(selectLocation);
  const { airports } = useSiteData();
  const airport = airports.find((a) => a.slug === location);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector("select")?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  return (
    <div
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((v) => !v);
        }}
      >
        <span className="visually-hidden">{t("preferences.buttonLabel")}</span>
        {/* Fixed width (see the CSS): the stored choice arrives after hydration and must not move the search box. */}
        <span className={styles.value}>
          {airport ? airport.iata : t("preferences.noAirport")} · {currency}
        </span>
      </button>
      {/* No role or label of its own: the button names it, and "Airport" must stay the name of one field. */}
      <div ref={panel} id={panelId} className={styles.panel} hidden={!open}>
        {opened && (
          <>
            <p className={styles.title}>{t("preferences.title")}</p>
            <AirportPicker />
            <CurrencyPicker />
            <LanguageSwitcher />
            <button type="button" className={styles.done} onClick={() => close(true)}>
              {t("preferences.done")}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
