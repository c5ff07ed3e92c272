import React, { useEffect, useState } from "react";
import type { SiteBuild } from "@travel-retail/api/schemas";
import { useLanguage, useT, type MessageId } from "../../i18n";
import { fetchBuilds } from "./api";
import * as styles from "./operator.module.css";

const STATUS: Record<SiteBuild["status"], MessageId> = {
  queued: "operator.build.queued",
  building: "operator.build.building",
  published: "operator.build.published",
  failed: "operator.build.failed",
};

/**
 * The static site's builds after imports (the API's publisher): the latest ones with their state, the
 * running one's latest line, and why a failed one failed (the shop keeps its last good site). Asks
 * again every few seconds while a build waits or runs. `applies` changes after each import applied.
 */
export function Publishing({ applies }: { applies: number }) {
  const t = useT();
  const lang = useLanguage();
  const [builds, setBuilds] = useState<{ publishing: boolean; results: SiteBuild[] }>();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      fetchBuilds()
        .then((found) => {
          if (stopped) return;
          setBuilds(found);
          if (found.results.some((b) => b.status === "queued" || b.status === "building"))
            timer = setTimeout(load, 3000);
        })
        .catch(() => undefined);
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [applies]);

  if (!builds) return null;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="operator-publishing" className={styles.section}>
      <h2 id="operator-publishing">{t("operator.publishing")}</h2>
      <p>{builds.publishing ? t("operator.publishingHelp") : t("operator.publishingOff")}</p>
      {builds.results.length > 0 && (
        <ul className={styles.builds} data-testid="site-builds">
          {builds.results.slice(0, 5).map((build) => (
            <li key={build.id}>
              <strong>{t(STATUS[build.status])}</strong> ·{" "}
              {when.format(new Date(build.finished_at ?? build.started_at ?? build.requested_at))}
              {build.status === "building" && build.progress && (
                <code className={styles.progress}>{build.progress}</code>
              )}
              {build.status === "failed" && (
                <details>
                  <summary>{t("operator.build.why")}</summary>
                  <pre className={styles.progress}>{build.error}</pre>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
