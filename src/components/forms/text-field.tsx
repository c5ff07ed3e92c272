import React, { useId } from "react";
import * as styles from "./text-field.module.css";

interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, "id"> {
  label: string;
  name: string;
  /** The server's or the form's message for this field, shown under it and announced with it. */
  error?: string;
  hint?: string;
  multiline?: boolean;
  /** Long forms mark required fields with * and the others "(optional)"; short ones need neither. */
  markRequired?: boolean;
}

/** The shop's one labelled text input: its hint and error are announced with it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  name,
  error,
  hint,
  multiline = false,
  markRequired = false,
  className,
  ...input
}: TextFieldProps) {
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    className: [styles.input, className].filter(Boolean).join(" "),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {markRequired &&
          (input.required ? <span aria-hidden="true"> *</span> : <span className={styles.optional}> (optional)</span>)}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={6} {...(input as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <input {...(input as React.InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
