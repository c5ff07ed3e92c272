import React, { useState } from "react";
import type { ImagesReport } from "@travel-retail/api/schemas";
import * as formStyles from "../../components/forms/form.module.css";
import { FormMessages } from "../../components/forms/form-messages";
import { useT } from "../../i18n";
import { sendPictures } from "./api";
import * as styles from "./operator.module.css";

/**
 * Product photographs from a zip, on the operator's desk as on the command line (`npm run catalogue --
 * images`): check the zip (every picture read, every error by file), then apply it (all or none).
 * `onApplied` tells the desk, whose publishing panel then looks for the build the pictures asked for.
 */
export function Pictures({ onApplied }: { onApplied: () => void }) {
  const t = useT();
  const [zip, setZip] = useState<File>();
  const [report, setReport] = useState<ImagesReport>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();

  async function send(apply: boolean) {
    if (!zip) return;
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await sendPictures(zip, { apply });
      setReport(answer);
      if (answer.applied) {
        setNotice(t("operator.applied", { file: zip.name }));
        onApplied();
      }
    } catch (failure) {
      const status = (failure as { response?: { status?: number } }).response?.status;
      setError(status === 413 ? t("operator.tooBig") : t("reservations.loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  const checked = report?.dry_run ? report : undefined;
  return (
    <section aria-labelledby="operator-pictures" className={styles.section}>
      <h2 id="operator-pictures">{t("operator.pictures")}</h2>
      <p>{t("operator.picturesHelp")}</p>
      <form
        method="post"
        className={styles.section}
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <label className={styles.file}>
          <span>{t("operator.zip")}</span>
          <input
            type="file"
            name="pictures"
            accept=".zip,application/zip"
            onChange={(e) => {
              setZip(e.target.files?.[0]);
              setReport(undefined);
              setNotice(undefined);
            }}
          />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={formStyles.secondary} disabled={!zip || busy}>
            {t("operator.checkPictures")}
          </button>
          <button
            type="button"
            className={formStyles.primary}
            disabled={!checked || checked.error_count > 0 || busy}
            onClick={() => void send(true)}
          >
            {t("operator.applyPictures")}
          </button>
        </div>
      </form>
      {busy && <p role="status">{t("operator.working")}</p>}
      <FormMessages notice={notice} error={error} />
      {report && <PicturesReport report={report} />}
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
    <div className={styles.section} data-testid="pictures-report">
      <p role={report.error_count > 0 ? "alert" : undefined}>{summary}</p>
      <ul className={styles.counts}>
        {(["added", "changed", "unchanged"] as const).map((name) => (
          <li key={name}>
            <strong>{report.counts[name]}</strong> {t(`operator.count.${name}`)}
          </li>
        ))}
      </ul>
      {report.errors.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("operator.picture")}</th>
                <th scope="col">{t("operator.reason")}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e, i) => (
                <tr key={i}>
                  <td>{e.file}</td>
                  <td>{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
