import React from "react";
import * as styles from "./text-field.module.css";

interface TextFieldProps extends React.InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement> {
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
  multiline?: boolean;
}

/** A labelled input whose server-side errors sit right under it and are announced with it. */
export function TextField({ name, label, errors, hint, multiline = false, required, ...input }: TextFieldProps) {
  const id = `field-${name}`;
  const describedBy = [hint && `${id}-hint`, errors?.length && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    required,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": describedBy,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={6} {...(input as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <input {...(input as React.InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className={styles.error}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
