import React, { useEffect, useRef } from "react";
import { navigate } from "gatsby";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { adultConfirmed, selectAdult } from "../../state/utils-slice";
import { ageGateClosed, ageGateOpened, selectAgeGate } from "../../state/main-slice";
import * as styles from "./age-gate.module.css";
import { useLocalizedPath, useT } from "../../i18n";

/**
 * Asks for the visitor's age before alcohol and tobacco. The page itself stays in the server HTML
 * (search engines index it); the overlay exists only in the browser, opened after mount.
 */
export function AgeGate({ adult }: { adult: boolean }) {
  const localize = useLocalizedPath();
  const t = useT();
  const dispatch = useAppDispatch();
  const confirmed = useAppSelector(selectAdult);
  const open = useAppSelector(selectAgeGate);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const leaveRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (adult && !confirmed) dispatch(ageGateOpened());
    else dispatch(ageGateClosed());
  }, [adult, confirmed, dispatch]);

  useEffect(() => {
    if (!open) return;
    confirmRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  useEffect(() => () => void dispatch(ageGateClosed()), [dispatch]);

  if (!open || !adult) return null;

  // The dialog has two buttons: Tab and Shift+Tab stay between them until the visitor answers.
  function trapFocus(event: React.KeyboardEvent) {
    if (event.key !== "Tab") return;
    event.preventDefault();
    const next = document.activeElement === confirmRef.current ? leaveRef.current : confirmRef.current;
    next?.focus();
  }

  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby="age-gate-title" aria-describedby="age-gate-text" className={styles.dialog} onKeyDown={trapFocus}>
        <h2 id="age-gate-title">{t("ageGate.title")}</h2>
        <p id="age-gate-text">{t("ageGate.text")}</p>
        <div className={styles.actions}>
          <button
            ref={confirmRef}
            type="button"
            className="button"
            onClick={() => {
              dispatch(adultConfirmed(true));
              dispatch(ageGateClosed());
            }}
          >
            {t("ageGate.confirm")}
          </button>
          <button
            ref={leaveRef}
            type="button"
            className="button button-secondary"
            onClick={() => {
              dispatch(ageGateClosed());
              navigate(localize("/"));
            }}
          >
            {t("ageGate.leave")}
          </button>
        </div>
      </div>
    </div>
  );
}
