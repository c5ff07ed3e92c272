import React, { useState } from "react";
import * as formStyles from "../../components/forms/form.module.css";
import { FormMessages } from "../../components/forms/form-messages";
import { useT } from "../../i18n";
import * as styles from "./operator.module.css";

/**
 * What the operator's uploads share (a catalogue file, a zip of pictures): choose a file, check it (a dry
 * run), then apply it, offered only for the file just checked without errors. The hook keeps the
 * report, the wait and the messages; the form draws the file field, any `children` fields and the two
 * buttons.
 */
export function useCheckThenApply<R extends { applied: boolean }>(
  send: (file: File, apply: boolean) => Promise<R>,
  onApplied: (file: File) => void,
) {
  const t = useT();
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<R>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();

  async function run(apply: boolean) {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await send(file, apply);
      setReport(answer);
      if (answer.applied) {
        setNotice(t("operator.applied", { file: file.name }));
        onApplied(file);
      }
    } catch (failure) {
      const status = (failure as { response?: { status?: number } }).response?.status;
      setError(status === 413 ? t("operator.tooBig") : t("reservations.loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  /** A new file or option: the last report no longer describes what would be applied. */
  function changed(next?: File | null) {
    if (next !== null) setFile(next);
    setReport(undefined);
    setNotice(undefined);
  }

  return { file, report, busy, notice, error, run, changed };
}

interface CheckThenApplyFormProps {
  flow: ReturnType<typeof useCheckThenApply<{ applied: boolean; dry_run: boolean; error_count: number }>>;
  label: string;
  name: string;
  accept: string;
  checkLabel: string;
  applyLabel: string;
  children?: React.ReactNode;
}

export function CheckThenApplyForm({
  flow,
  label,
  name,
  accept,
  checkLabel,
  applyLabel,
  children,
}: CheckThenApplyFormProps) {
  const t = useT();
  const checked = flow.report?.dry_run ? flow.report : undefined;
  return (
    <>
      <form
        method="post"
        className={styles.section}
        onSubmit={(event) => {
          event.preventDefault();
          void flow.run(false);
        }}
      >
        <label className={styles.file}>
          <span>{label}</span>
          <input type="file" name={name} accept={accept} onChange={(e) => flow.changed(e.target.files?.[0])} />
        </label>
        {children}
        <div className={styles.actions}>
          <button type="submit" className={formStyles.secondary} disabled={!flow.file || flow.busy}>
            {checkLabel}
          </button>
          <button
            type="button"
            className={formStyles.primary}
            disabled={!checked || checked.error_count > 0 || flow.busy}
            onClick={() => void flow.run(true)}
          >
            {applyLabel}
          </button>
        </div>
      </form>
      {flow.busy && <p role="status">{t("operator.working")}</p>}
      <FormMessages notice={flow.notice} error={flow.error} />
    </>
  );
}

type CountName = "added" | "changed" | "hidden" | "unchanged";

interface CheckReportProps {
  /** `<name>-report` and `<name>-counts` are the report's and its counts' test ids. */
  name: string;
  summary: string;
  failed: boolean;
  /** The counts to show, in this order. */
  counts: Partial<Record<CountName, number>>;
  /** The errors' table: its column headings and a row of cells per error. */
  columns: string[];
  errors: (string | number | null)[][];
}

/** A check's or an apply's report: the summary (an alert when there are errors), the counts, the errors. */
export function CheckReport({ name, summary, failed, counts, columns, errors }: CheckReportProps) {
  const t = useT();
  return (
    <div className={styles.section} data-testid={`${name}-report`}>
      <p role={failed ? "alert" : undefined}>{summary}</p>
      <ul className={styles.counts} data-testid={`${name}-counts`}>
        {(Object.keys(counts) as CountName[]).map((count) => (
          <li key={count}>
            <strong>{counts[count]}</strong> {t(`operator.count.${count}`)}
          </li>
        ))}
      </ul>
      {errors.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {errors.map((cells, i) => (
                <tr key={i}>
                  {cells.map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
