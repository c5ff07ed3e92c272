import React from "react";
import * as formStyles from "./form.module.css";

/**
 * What an action on a desk page (the counter, the operator's) said: a notice, read out politely
 * (status), and an error, read out at once (alert). Nothing when neither.
 */
export function FormMessages({ notice, error }: { notice?: string; error?: string }) {
  return (
    <>
      {notice && (
        <p className={formStyles.success} role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
