/** Specification is silent on form rules; these are what a shopper expects (and what the API enforces). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function requireValue(value: string, label: string): string | undefined {
  return value.trim() ? undefined : `Enter your ${label}.`;
}

export function validateEmail(value: string): string | undefined {
  if (!value.trim()) return "Enter your e-mail address.";
  return EMAIL_PATTERN.test(value.trim()) ? undefined : "Enter an e-mail address like name@example.com.";
}

export function validateNewPassword(value: string): string | undefined {
  if (!value) return "Choose a password.";
  if (value.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (value.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export function validateRepeat(password: string, repeat: string): string | undefined {
  if (!repeat) return "Repeat the password.";
  return password === repeat ? undefined : "The passwords do not match.";
}

/** Drops the fields without an error, so `Object.keys(errors).length` says whether the form may be sent. */
export function compactErrors<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>;
}

/** The API's `{errors: {field: [...]}}`, one message per field as a form shows it. */
export function firstFieldErrors<F extends string>(
  errors: Record<string, string[]>,
  fields: readonly F[],
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const field of fields) {
    const messages = errors[field];
    if (messages?.length) result[field] = messages.join(" ");
  }
  return result;
}

/** Moves focus to the first field in error so keyboard and screen-reader users land on the problem. */
export function focusFirstError(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
