import type React from "react";
import { useEffect, useRef, useState } from "react";
import { focusFirstError, type FieldErrors } from "./validation";

/**
 * The state every account form keeps: its text values, the error of each field, and a ref to the
 * form so that the first field in error gets the focus whenever the errors change (keyboard and
 * screen-reader users land on what to fix). `bind(name)` gives a TextField its name, value, change
 * handler and error, so a form lists only what differs between its fields (label, type, autocomplete).
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => focusFirstError(form.current), [errors]);

  const bind = (name: F) => ({
    name,
    value: values[name],
    // The updater form: two quick keystrokes in different fields must not overwrite each other.
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });

  return { values, setValues, errors, setErrors, form, bind };
}
