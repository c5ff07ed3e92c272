import React, { useId, useRef, useState } from "react";
import * as styles from "./text-field.module.css";
import { useT } from "../../i18n";

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

/**
 * The shop's one labelled text input: its hint and error are announced with it (aria-describedby,
 * aria-invalid). A password field gets a show-password toggle, so a traveller typing on a phone can
 * check what they typed instead of failing the sign-in and typing it again.
 */
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
  const [shown, setShown] = useState(false);
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const isPassword = !multiline && input.type === "password";
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
          (input.required ? <span aria-hidden="true"> *</span> : <span className={styles.optional}> {t("form.optional")}</span>)}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={6} {...(input as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <PasswordToggleWrapper
          active={isPassword}
          shown={shown}
          controls={id}
          onToggle={() => {
            // Switching the type can move the caret to the end in some browsers: put it back where it was.
            const field = inputRef.current;
            const caret = field ? [field.selectionStart, field.selectionEnd] : [null, null];
            setShown((was) => !was);
            requestAnimationFrame(() => {
              if (field && document.activeElement === field && caret[0] !== null) field.setSelectionRange(caret[0], caret[1]);
            });
          }}
        >
          <input
            {...(input as React.InputHTMLAttributes<HTMLInputElement>)}
            {...common}
            ref={inputRef}
            type={isPassword && shown ? "text" : input.type}
          />
        </PasswordToggleWrapper>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The input and, for a password, a "Show password" button inside its right edge. */
function PasswordToggleWrapper({
  active,
  shown,
  controls,
  onToggle,
  children,
}: {
  active: boolean;
  shown: boolean;
  controls: string;
  onToggle: () => void;
  children: React.ReactElement;
}) {
  const t = useT();
  if (!active) return children;
  return (
    <div className={styles.withToggle}>
      {children}
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={shown}
        aria-controls={controls}
        // The visible word starts the name (WCAG 2.5.3); the whole name says what it shows.
        aria-label={shown ? t("form.hidePassword") : t("form.showPassword")}
        // A pointer press must not take the focus from the field being typed in.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onToggle}
      >
        {shown ? "Hide" : "Show"}
      </button>
    </div>
  );
}
