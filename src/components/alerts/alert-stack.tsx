import React, { useEffect, useRef, useState } from "react";
import { alertDismissed, alertRemoved, selectAlerts, type AlertItem } from "../../state/alerts-slice";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import * as styles from "./alert-stack.module.css";
import { useT } from "../../i18n";

/** Specification, section 9: the alert maximum width. */
export const ALERT_MAX_WIDTH_PX = 400;
/** Long enough to read two lines; errors stay longer because they usually ask for an action. */
export const ALERT_TIMEOUT_MS = 6000;
export const ERROR_ALERT_TIMEOUT_MS = 10000;

const timeoutOf = (alert: AlertItem) => (alert.severity === "error" ? ERROR_ALERT_TIMEOUT_MS : ALERT_TIMEOUT_MS);

/**
 * The app's notifications, oldest first. The oldest is removed when its time is up (the specification's
 * oldest-first removal); hovering or focusing the stack pauses that so nobody loses a message mid-read.
 */
export function AlertStack() {
  const alerts = useAppSelector(selectAlerts);
  const dispatch = useAppDispatch();
  const t = useT();
  const [paused, setPaused] = useState(false);
  const firstSeen = useRef(new Map<string, number>());
  const oldest = alerts[0];

  for (const alert of alerts) if (!firstSeen.current.has(alert.key)) firstSeen.current.set(alert.key, Date.now());

  useEffect(() => {
    if (!oldest || paused) return;
    const shownAt = firstSeen.current.get(oldest.key) ?? Date.now();
    const remaining = Math.max(0, shownAt + timeoutOf(oldest) - Date.now());
    const timer = setTimeout(() => {
      firstSeen.current.delete(oldest.key);
      dispatch(alertRemoved());
    }, remaining);
    return () => clearTimeout(timer);
  }, [oldest, paused, dispatch]);

  return (
    <section
      className={styles.stack}
      style={{ maxWidth: ALERT_MAX_WIDTH_PX }}
      aria-label={t("alerts.label")}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {alerts.map((alert) => (
        <div
          key={alert.key}
          className={`${styles.alert} ${styles[alert.severity] ?? ""}`}
          role={alert.severity === "error" ? "alert" : "status"}
        >
          <span className={styles.icon} aria-hidden="true">
            {alert.icon}
          </span>
          <p className={styles.message}>{alert.message}</p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t("alerts.dismiss", { message: alert.message })}
            onClick={() => {
              firstSeen.current.delete(alert.key);
              dispatch(alertDismissed(alert.key));
            }}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
