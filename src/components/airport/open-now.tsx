import React, { useEffect, useState } from "react";
import type { OpeningHours } from "@travel-retail/api/schemas";
import { isOpenAt } from "../../lib/opening-hours";
import * as styles from "./shop-card.module.css";

/**
 * "Open now" or "Closed now" on the airport's clock. Rendered only after hydration: the server's HTML
 * was built at another time, so it shows nothing here and the browser fills it in (no mismatch), then
 * checks again every minute.
 */
export function OpenNow({ hours, timeZone }: { hours: OpeningHours[]; timeZone: string }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!now) return <span className={styles.status} aria-hidden="true" />;
  const open = isOpenAt(hours, now, timeZone);
  // data-screenshot-mask: the screenshot tests hide what depends on the clock.
  return (
    <span className={`${styles.status} ${open ? styles.open : styles.closed}`} data-screenshot-mask="">
      {open ? "Open now" : "Closed now"}
    </span>
  );
}
