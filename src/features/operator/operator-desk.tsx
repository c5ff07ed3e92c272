import React, { useCallback, useEffect, useState } from "react";
import type { ImportHistoryEntry, ImportReport } from "@travel-retail/api/schemas";
import * as formStyles from "../../components/forms/form.module.css";
import { FormMessages } from "../../components/forms/form-messages";
import { useLanguage, useT } from "../../i18n";
import { fetchExport, fetchImportHistory, sendImport, type ImportKind } from "./api";
import { CheckReport, CheckThenApplyForm, useCheckThenApply } from "./check-then-apply";
import { Pictures } from "./pictures";
import { Publishing } from "./publishing";
import * as styles from "./operator.module.css";

const KINDS: ImportKind[] = ["brands", "categories", "subcategories", "products", "offers"];

/**
 * The operator's desk (issue 21): choose a file, check it (a dry run: what it would add, change, hide,
 * and every error by line and column), apply it (all or nothing), see the history of imports, and export
 * the catalogue; the same for a zip of product pictures (check-then-apply.tsx: apply is offered only for
 * the file just checked without errors). To anyone but an operator the API's routes answer 404, and the
 * page says it is for operators.
 */
export function OperatorDesk() {
  const t = useT();
  const [history, setHistory] = useState<ImportHistoryEntry[] | "failed" | "operators-only">();
  const [full, setFull] = useState(false);
  // Bumped by each apply: the publishing panel looks for the build it queued.
  const [applies, setApplies] = useState(0);
  const [error, setError] = useState<string>();

  const refresh = useCallback(() => {
    fetchImportHistory()
      .then(setHistory)
      .catch((failure: { response?: { status?: number } }) =>
        setHistory(failure?.response?.status === 404 ? "operators-only" : "failed"),
      );
  }, []);
  useEffect(refresh, [refresh]);
  const flow = useCheckThenApply(
    (file, apply) => sendImport(file, { apply, full, fileName: file.name }),
    () => {
      refresh();
      setApplies((n) => n + 1);
    },
  );

  async function download(kind: ImportKind) {
    setError(undefined);
    try {
      const blob = await fetchExport(kind);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `${kind}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      setError(t("reservations.loadFailed"));
    }
  }

  if (history === undefined) return <p role="status">{t("reservations.loading")}</p>;
  if (history === "operators-only") return <p>{t("operator.operatorsOnly")}</p>;

  return (
    <div className={styles.desk}>
      <section aria-labelledby="operator-import" className={styles.section}>
        <h2 id="operator-import">{t("operator.import")}</h2>
        <p>{t("operator.importHelp")}</p>
        <CheckThenApplyForm
          flow={flow}
          label={t("operator.file")}
          name="file"
          accept=".csv,.json,text/csv,application/json"
          checkLabel={t("operator.check")}
          applyLabel={t("operator.apply")}
        >
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={full}
              onChange={(e) => {
                setFull(e.target.checked);
                flow.changed(null);
              }}
            />
            <span>{t("operator.full")}</span>
          </label>
        </CheckThenApplyForm>
        {flow.report && <Report report={flow.report} />}
      </section>

      <Pictures onApplied={() => setApplies((n) => n + 1)} />

      <Publishing applies={applies} />

      <section aria-labelledby="operator-history" className={styles.section}>
        <h2 id="operator-history">{t("operator.history")}</h2>
        {history === "failed" ? <p role="alert">{t("reservations.loadFailed")}</p> : <History entries={history} />}
      </section>

      <section aria-labelledby="operator-export" className={styles.section}>
        <h2 id="operator-export">{t("operator.export")}</h2>
        <p>{t("operator.exportHelp")}</p>
        <div className={styles.actions}>
          {KINDS.map((kind) => (
            <button key={kind} type="button" className={formStyles.secondary} onClick={() => void download(kind)}>
              {t("operator.exportKind", { kind: t(`operator.kind.${kind}`) })}
            </button>
          ))}
        </div>
        <FormMessages error={error} />
      </section>
    </div>
  );
}

function Report({ report }: { report: ImportReport }) {
  const t = useT();
  const summary = report.applied
    ? t("operator.reportApplied", { rows: report.rows })
    : report.error_count > 0
      ? t("operator.reportErrors", { count: report.error_count })
      : t("operator.reportClean", { rows: report.rows });
  return (
    <CheckReport
      name="import"
      summary={summary}
      failed={report.error_count > 0}
      counts={{
        added: report.counts.added,
        changed: report.counts.changed,
        hidden: report.counts.hidden,
        unchanged: report.counts.unchanged,
      }}
      columns={[t("operator.line"), t("operator.column"), t("operator.reason")]}
      errors={report.errors.map((e) => [e.line, e.column, e.reason])}
    />
  );
}

function History({ entries }: { entries: ImportHistoryEntry[] }) {
  const t = useT();
  const lang = useLanguage();
  if (entries.length === 0) return <p>{t("operator.noHistory")}</p>;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="import-history">
        <thead>
          <tr>
            <th scope="col">{t("operator.when")}</th>
            <th scope="col">{t("operator.who")}</th>
            <th scope="col">{t("operator.file")}</th>
            <th scope="col">{t("operator.what")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{when.format(new Date(entry.created_at))}</td>
              <td>{entry.email ?? t("operator.commandLine")}</td>
              <td>{entry.file_name}</td>
              <td>
                {t("operator.historyCounts", {
                  kind: t(`operator.kind.${entry.kind as ImportKind}`),
                  added: entry.counts.added,
                  changed: entry.counts.changed,
                  hidden: entry.counts.hidden,
                })}
                {entry.full_import ? ` · ${t("operator.fullShort")}` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
