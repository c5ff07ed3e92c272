import { translate } from "../../i18n";

/**
 * The messages are the page's language (translate: the browser's root sets it before any form is sent).
 * Specification is silent on form rules; these are what a shopper expects (and what the API enforces). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What the field asks for, as the message names it ("Enter your password."). */
export type RequiredField = "password" | "currentPassword";

export function requireValue(value: string, field: RequiredField): string | undefined {
  return value.trim() ? undefined : translate(field === "password" ? "validation.enterPassword" : "validation.enterCurrentPassword");
}

export function validateEmail(value: string): string | undefined {
  if (!value.trim()) return translate("validation.enterEmail");
  return EMAIL_PATTERN.test(value.trim()) ? undefined : translate("validation.emailLike");
}

export function validateNewPassword(value: string): string | undefined {
  if (!value) return translate("validation.choosePassword");
  if (value.length < MIN_PASSWORD_LENGTH) return translate("validation.atLeast", { count: MIN_PASSWORD_LENGTH });
  if (value.length > MAX_PASSWORD_LENGTH) return translate("validation.atMost", { count: MAX_PASSWORD_LENGTH });
  return undefined;
}

export function validateRepeat(password: string, repeat: string): string | undefined {
  if (!repeat) return translate("validation.repeatPassword");
  return password === repeat ? undefined : translate("validation.noMatch");
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
