import React from "react";
import type { ImagesReport } from "@travel-retail/api/schemas";
import { useT } from "../../i18n";
import { sendPictures } from "./api";
import { CheckReport, CheckThenApplyForm, useCheckThenApply } from "./check-then-apply";
import * as styles from "./operator.module.css";

/**
 * Product photographs from a zip, on the operator's desk as on the command line (`npm run catalogue --
 * images`): check the zip (every picture read, every error by file), then apply it (all or none).
 * `onApplied` tells the desk, whose publishing panel then looks for the build the pictures asked for.
 */
export function Pictures({ onApplied }: { onApplied: () => void }) {
  const t = useT();
  const flow = useCheckThenApply((zip, apply) => sendPictures(zip, { apply }), onApplied);
  return (
    <section aria-labelledby="operator-pictures" className={styles.section}>
      <h2 id="operator-pictures">{t("operator.pictures")}</h2>
      <p>{t("operator.picturesHelp")}</p>
      <CheckThenApplyForm
        flow={flow}
        label={t("operator.zip")}
        name="pictures"
        accept=".zip,application/zip"
        checkLabel={t("operator.checkPictures")}
        applyLabel={t("operator.applyPictures")}
      />
      {flow.report && <PicturesReport report={flow.report} />}
    </section>
  );
}

function PicturesReport({ report }: { report: ImagesReport }) {
  const t = useT();
  const summary = report.applied
    ? t("operator.picturesApplied", { files: report.files })
    : report.error_count > 0
      ? t("operator.reportErrors", { count: report.error_count })
      : t("operator.picturesClean", { files: report.files });
  return (
    <CheckReport
      name="pictures"
      summary={summary}
      failed={report.error_count > 0}
      counts={{ added: report.counts.added, changed: report.counts.changed, unchanged: report.counts.unchanged }}
      columns={[t("operator.picture"), t("operator.reason")]}
      errors={report.errors.map((e) => [e.file, e.reason])}
    />
  );
}
