import React, { useState } from "react";
import { patchUser } from "../../api-client/account";
import { apiErrorMessage } from "../../api-client/errors";
import { alertAdded } from "../../state/alerts-slice";
import { useAppDispatch, useAppSelector } from "../../state/hooks";
import { selectUser, userUpdated } from "../../state/user-slice";
import * as styles from "../../components/forms/form.module.css";
import { useT } from "../../i18n";

/** The newsletter subscription of the account, saved as soon as the box changes. */
export function NewsletterToggle() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [busy, setBusy] = useState(false);

  async function toggle(event: React.ChangeEvent<HTMLInputElement>) {
    const newsletter = event.target.checked;
    setBusy(true);
    try {
      dispatch(userUpdated(await patchUser({ newsletter })));
      dispatch(
        alertAdded({
          message: newsletter ? t("newsletter.subscribed") : t("newsletter.unsubscribed"),
          severity: "success",
        }),
      );
    } catch (error) {
      dispatch(
        alertAdded({
          message: apiErrorMessage(error, t("newsletter.settingFailed")),
          severity: "error",
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={user?.newsletter ?? false} onChange={toggle} disabled={busy} />
      {t("newsletter.toggle")}
    </label>
  );
}
