import React from "react";
import { useAppSelector } from "../../state/hooks";
import { useSessionReady } from "../../state/session-ready";
import { selectIsLoggedIn } from "../../state/user-slice";
import { AccountLists } from "./account-lists";
import { VisitorList } from "./visitor-list";
import * as styles from "./my-lists.module.css";
import { useT } from "../../i18n";

/** My lists for everyone: the account's lists when signed in, this browser's list otherwise. */
export function MyLists() {
  const t = useT();
  const ready = useSessionReady();
  const signedIn = useAppSelector(selectIsLoggedIn);
  if (!ready)
    return (
      <div className={styles.lists}>
        <p role="status">{t("lists.loading")}</p>
      </div>
    );
  return signedIn ? <AccountLists /> : <VisitorList />;
}
